package org.serialflex.runner;

import org.serialflex.lanes.JdkLocator;
import org.serialflex.lanes.LanePlan;
import org.serialflex.lanes.LaneSide;
import org.serialflex.lanes.ResolvedSide;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.JdkInfo;
import org.serialflex.results.LaneResults;
import org.serialflex.results.LibraryInfo;
import org.serialflex.results.Outcome;
import org.serialflex.results.json.ResultsJson;
import org.serialflex.spi.JvmOption;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;
import org.serialflex.worlds.World;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Runs every case of the given criteria against one adapter and scores them: first the matrix's
 * own lane (the module's adapter, library and JDK on both sides), then each upgrade lane
 * ({@link UpgradeLaneRun}). How it runs is its {@link RunSettings}; what it has to say goes to
 * their {@link RunReport}.
 */
public final class AdapterRun {

    /** The lane name of the matrix's own cases (the module's adapter, library and JDK on both sides). */
    public static final String MATRIX = "matrix";

    private final RunSettings settings;
    private final SerializerAdapter adapter;

    /** A run as {@code settings} say. */
    public AdapterRun(RunSettings settings) {
        this.settings = settings;
        this.adapter = settings.adapter();
    }

    /** The matrix's lane alone. */
    public AdapterResults run(List<Criterion> criteria) {
        return run(criteria, List.of());
    }

    /** Runs the matrix's lane, then {@code lanes}, reports a summary of each, and returns the scored results. */
    public AdapterResults run(List<Criterion> criteria, List<LanePlan> lanes) {
        Instant started = Instant.now();
        long startedNanos = System.nanoTime();
        RunTimings timings = new RunTimings();
        CaseSelection selection = settings.selection();
        List<LanePlan> selectedLanes = lanes.stream().filter(plan -> criteria.stream()
                .flatMap(c -> Stream.concat(c.identityCases().stream(), c.cases().stream()))
                .anyMatch(c -> selection.includes(plan.lane().id(), c.id()))).toList();
        // the lanes' baseline: their identity cases as the matrix's own lane reads them
        List<TckCase> identitySet = criteria.stream().flatMap(c -> c.identityCases().stream())
                .filter(c -> selectedLanes.stream().anyMatch(plan -> selection.includes(plan.lane().id(), c.id())))
                .toList();
        List<TckCase> cases = new ArrayList<>(criteria.stream().flatMap(c -> c.cases().stream())
                .filter(c -> selection.includes(MATRIX, c.id())).toList());
        identitySet.stream().filter(c -> cases.stream().noneMatch(k -> k.id().equals(c.id()))).forEach(cases::add);
        CaseListener matrixListener = matrixListener(cases);
        ResolvedSide own = ownSide();
        long probeStarted = System.nanoTime();
        SharingDecision sharing = worldSharing(criteria, own);
        settings.report().worldSharing(adapter.id(), sharing.sharing(), sharing.reason(),
                (System.nanoTime() - probeStarted) / 1_000_000, settings.shuffleSeed());
        shuffle(cases, settings);
        long laneStarted = System.nanoTime();
        Map<String, CaseResult> byId = cases.isEmpty() ? Map.of() : runMatrix(cases, timings, own, sharing,
                matrixListener);
        List<CriterionResult> all = Scoring.score(criteria, Criterion::cases,
                id -> selection.includes(MATRIX, id) ? byId.get(id) : null);
        List<CriterionResult> results = Scoring.scored(criteria, all);
        CriterionResult zoo = Scoring.zoo(criteria, all);
        double total = Scoring.total(results);
        Library library = adapter.library();
        long millis = (System.nanoTime() - startedNanos) / 1_000_000;
        // the summary times the matrix's lane alone; the probe's time is in its own line
        settings.report().laneScored(new RunReport.LaneSummary(adapter.id(), total, results,
                (System.nanoTime() - laneStarted) / 1_000_000, timings, zoo));

        // the identity cases for the lanes' verdicts, and the matrix's own cases to tell what a lane makes worse
        Map<String, Outcome> baseline = byId.values().stream()
                .collect(Collectors.toMap(CaseResult::id, CaseResult::outcome, (a, b) -> a));
        List<LaneResults> laneResults = new ArrayList<>();
        for (LanePlan plan : selectedLanes) {
            laneResults.add(upgradeLanes(plan).run(plan, criteria, baseline, sharing));
        }
        return new AdapterResults(ResultsJson.SCHEMA_VERSION, settings.kitVersion(), adapter.id(),
                adapter.displayName(), new LibraryInfo(library.groupId(), library.artifactId(), library.version()),
                adapter.format(), JdkInfo.current(), started.toString(), millis, total, results, laneResults, null, zoo);
    }

    private Map<String, CaseResult> runMatrix(List<TckCase> cases, RunTimings timings, ResolvedSide own,
                                              SharingDecision sharing, CaseListener listener) {
        return settings.hosts().lane(new LaneHosts.Plan(MATRIX, own, own, settings.timeLimit(), settings.parallelism(),
                timings, false, sharing.sharing(), settings.shuffleSeed())).run(cases, listener);
    }

    private UpgradeLaneRun upgradeLanes(LanePlan plan) {
        if (settings.hosts().forks()) {
            return new UpgradeLaneRun(settings);
        }
        throw new IllegalArgumentException("Lane " + plan.lane() + " needs JVMs of its own, but "
                + "-Dserialflex.fork=false runs cases in the test JVM; drop one of the two, "
                + "e.g. -Dserialflex.lanes=none to debug the matrix's own cases.");
    }

    /** Tells the report about the matrix's selected cases only, not about the lanes' baseline. */
    private CaseListener matrixListener(List<TckCase> cases) {
        Set<String> reported = cases.stream().map(TckCase::id).filter(id -> settings.selection().includes(MATRIX, id))
                .collect(Collectors.toSet());
        RunReport report = settings.report();
        return new CaseListener() {
            @Override
            public void started(String lane, String caseId) {
                if (reported.contains(caseId)) {
                    report.started(MATRIX, caseId);
                }
            }

            @Override
            public void finished(String lane, CaseResult result) {
                if (reported.contains(result.id())) {
                    report.finished(MATRIX, result);
                }
            }
        };
    }

    /**
     * Shared worlds unless the settings ask for fresh ones ({@code -Dserialflex.worlds=fresh}) or the
     * {@link HistoryProbe} finds that the library remembers earlier cases; the answer holds for every lane of the run.
     */
    private SharingDecision worldSharing(List<Criterion> criteria, ResolvedSide own) {
        if (settings.worlds() == WorldSharing.FRESH) {
            return SharingDecision.fresh("-Dserialflex.worlds=fresh asks for them");
        }
        return settings.hosts().lane(new LaneHosts.Plan(MATRIX, own, own, settings.timeLimit(), 1, new RunTimings(),
                false, WorldSharing.FRESH, settings.shuffleSeed())).probeHistory(criteria.stream().flatMap(c -> c.identityCases().stream())
                .toList());
    }

    /** Shuffles {@code cases} in place by the settings' seed, when they have one. */
    static void shuffle(List<TckCase> cases, RunSettings settings) {
        settings.shuffleSeed().ifPresent(seed -> Collections.shuffle(cases, new Random(seed)));
    }

    /**
     * The module's class path on the running JDK, with the JVM options the adapter declares: the
     * hosts get them from the adapter, so that no pom has to repeat them.
     */
    private ResolvedSide ownSide() {
        return new ResolvedSide(LaneSide.plain(adapter.id()), JdkLocator.forThisMachine().running(),
                World.kitClassPath(), adapter.requiredJvmOptions().stream().map(JvmOption::option).toList());
    }

    /** {@code 14.5} or {@code 13}. */
    public static String formatScore(double score) {
        return score == Math.floor(score) ? String.valueOf((long) score) : String.valueOf(score);
    }
}
