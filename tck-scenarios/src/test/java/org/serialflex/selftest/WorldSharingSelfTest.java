package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.runner.AdapterRun;
import org.serialflex.runner.CaseClasses;
import org.serialflex.runner.CaseNames;
import org.serialflex.runner.host.ForkedHosts;
import org.serialflex.runner.RunSettings;
import org.serialflex.runner.CaseRunner;
import org.serialflex.runner.Criteria;
import org.serialflex.runner.Criterion;
import org.serialflex.runner.RunTimings;
import org.serialflex.runner.TckCase;
import org.serialflex.runner.WorldSharing;
import org.serialflex.spi.SerializerAdapter;
import org.serialflex.results.Outcome;
import org.serialflex.versions.PackageRenaming;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Sharing a world between cases is what makes the kit fast; these prove it costs no verdict. A
 * library's static state (a layout cached under a class name, classes numbered in the order met,
 * the identity of its copy) is left to do its worst over the whole catalog, in shuffled orders,
 * and every verdict must be the one fresh worlds give.
 */
class WorldSharingSelfTest {

    private static final Duration LIMIT = Duration.ofSeconds(20);

    /**
     * Criteria whose cases, as declared, give one class name several meanings (fields added,
     * reordered, retyped, classes missing, enum constants changed), and those the history probe writes.
     */
    private static final List<Criterion> CRITERIA = Criteria.select(Criteria.all(),
            java.util.Set.of("C01", "C05", "C09", "C11", "C13", "C14"));

    @TempDir
    Path hostDirectory;

    /**
     * The cases as the criteria declare them (one package per criterion, so names with several
     * meanings) prove the pool's rule: the cache never meets another meaning of a name. The cases as
     * the kit runs them (a package of their own each) prove that no name has two meanings left: one
     * world per side serves them all, with the same verdicts.
     */
    @Test
    void aLayoutCachedUnderAClassNameNeverMeetsAnotherMeaningOfTheName() {
        SerializerAdapter adapter = new StatefulLibraries.CachesWriterLayoutByName();
        Map<String, Outcome> fresh = outcomes(runHere(adapter, WorldSharing.FRESH, 0, new RunTimings(), false));
        for (long seed : new long[] {1, 42}) {
            RunTimings timings = new RunTimings();
            List<CaseResult> shared = runHere(adapter, WorldSharing.SHARED, seed, timings, true);

            assertThat(outcomes(shared)).as("declared names, shared worlds, order shuffled with seed %d", seed)
                    .isEqualTo(fresh);
            assertThat(shared).noneMatch(c -> String.valueOf(c.evidence()).contains("cached layout"));
            assertThat(timings.worlds()).as("worlds set up for %d cases", shared.size())
                    .isLessThan(shared.size() / 2).isGreaterThan(2);
        }
        RunTimings timings = new RunTimings();
        List<CaseResult> ownNames = runHere(adapter, WorldSharing.SHARED, 42, timings, false);
        assertThat(outcomes(ownNames)).as("each case's own names, shared worlds").isEqualTo(fresh);
        assertThat(ownNames).noneMatch(c -> String.valueOf(c.evidence()).contains("cached layout"));
        assertThat(timings.worlds()).as("worlds set up for %d cases with names of their own", ownNames.size())
                .isEqualTo(2);
        assertThat(fresh).containsValue(Outcome.PASS).hasSizeGreaterThan(50);
    }

    @Test
    void aLibraryThatNumbersClassesInTheOrderItMeetsThemGetsFreshWorldsFromTheKit() {
        SerializerAdapter adapter = new StatefulLibraries.NumbersClassesAsItMeetsThem();
        Map<String, Outcome> fresh = outcomes(runHere(adapter, WorldSharing.FRESH, 0, new RunTimings(), false));
        List<CaseResult> sharedWithoutAsking = runHere(adapter, WorldSharing.SHARED, 7, new RunTimings(), false);
        assertThat(sharedWithoutAsking).as("the hazard is real: shared worlds, had nobody asked, misnumber classes")
                .anyMatch(c -> String.valueOf(c.evidence()).contains("class number"));

        AdapterResults kitRun = new AdapterRun(RunSettings.builder(adapter).timeLimit(LIMIT).kitVersion("test").parallelism(2)
                .hosts(ForkedHosts.in(hostDirectory)).shuffled(7).build())
                .run(CRITERIA);

        assertThat(outcomes(cases(kitRun))).as("the history probe saw the numbering and gave every case fresh worlds")
                .isEqualTo(identityFree(fresh));
    }

    /**
     * The adapter writes a different copy identity from every fresh world, so the history probe
     * rightly gives its kit run fresh worlds; the shared worlds are the ones in this JVM, where
     * both sides' pools live side by side.
     */
    @Test
    void writerAndReaderNeverShareALibraryCopy() {
        SerializerAdapter adapter = new StatefulLibraries.RefusesItsOwnCopy();
        List<CaseResult> here = runHere(adapter, WorldSharing.SHARED, 3, new RunTimings(), false);
        AdapterResults kitRun = new AdapterRun(RunSettings.builder(adapter).timeLimit(LIMIT).kitVersion("test").parallelism(2)
                .hosts(ForkedHosts.in(hostDirectory)).shuffled(3).build())
                .run(CRITERIA);

        assertThat(here).noneMatch(c -> String.valueOf(c.evidence()).contains("share one library copy"));
        assertThat(cases(kitRun)).noneMatch(c -> String.valueOf(c.evidence()).contains("share one library copy"));
        assertThat(outcomes(here)).isEqualTo(outcomes(runHere(new HonestAdapter(), WorldSharing.FRESH, 0, new RunTimings(), false)));
    }

    @Test
    void shufflingTheCasesOfAKitRunChangesNoVerdict() {
        AdapterResults inOrder = new AdapterRun(RunSettings.builder(new HonestAdapter()).timeLimit(LIMIT).kitVersion("test").parallelism(2)
                .hosts(ForkedHosts.in(hostDirectory)).build())
                .run(CRITERIA);
        AdapterResults shuffled = new AdapterRun(RunSettings.builder(new HonestAdapter()).timeLimit(LIMIT).kitVersion("test").parallelism(2)
                .hosts(ForkedHosts.in(hostDirectory)).shuffled(42).build())
                .run(CRITERIA);

        assertThat(outcomes(cases(shuffled))).isEqualTo(outcomes(cases(inOrder))).hasSizeGreaterThan(30);
    }

    /**
     * Every case and identity case, in this JVM, in an order shuffled with {@code seed} (0: as declared),
     * with each case's own class names or, {@code declaredNames}, with the names its criterion declares.
     */
    private static List<CaseResult> runHere(SerializerAdapter adapter, WorldSharing worlds, long seed, RunTimings timings,
                                            boolean declaredNames) {
        List<TckCase> cases = new ArrayList<>();
        for (Criterion criterion : CRITERIA) {
            cases.addAll(criterion.cases());
            criterion.identityCases().stream().filter(c -> !criterion.cases().contains(c)).forEach(cases::add);
        }
        if (declaredNames) {
            cases.replaceAll(WorldSharingSelfTest::withDeclaredNames);
        }
        if (seed != 0) {
            Collections.shuffle(cases, new Random(seed));
        }
        CaseRunner runner = new CaseRunner(adapter.id(), adapter.id(), LIMIT, timings, worlds);
        return cases.stream().map(runner::run).toList();
    }

    /** The case with its classes under its criterion's own package, as before each case had a package of its own. */
    private static TckCase withDeclaredNames(TckCase tckCase) {
        CaseNames names = tckCase.names();
        PackageRenaming back = PackageRenaming.of(names.ownPrefix(), names.declaredPrefix());
        return new TckCase(tckCase.criterionId(), tckCase.id(), tckCase.title(), tckCase.writerClassVersion(),
                tckCase.readerClassVersion(), CaseClasses.lazily(() -> back.apply(tckCase.writerClasses()),
                () -> back.apply(tckCase.readerClasses())), tckCase.writerObject(), tckCase.expectation(),
                tckCase.traits(), CaseNames.DECLARED);
    }

    private static List<CaseResult> cases(AdapterResults results) {
        return results.criteria().stream().flatMap(c -> c.cases().stream()).toList();
    }

    private static Map<String, Outcome> outcomes(List<CaseResult> results) {
        return results.stream().collect(Collectors.toMap(CaseResult::id, CaseResult::outcome, (a, b) -> a, TreeMap::new));
    }

    /** The matrix's cases alone: a kit run without lanes scores no identity case of its own. */
    private static Map<String, Outcome> identityFree(Map<String, Outcome> outcomes) {
        List<String> matrix = CRITERIA.stream().flatMap(c -> c.cases().stream()).map(TckCase::id).toList();
        Map<String, Outcome> kept = new TreeMap<>(outcomes);
        kept.keySet().retainAll(matrix);
        return kept;
    }
}
