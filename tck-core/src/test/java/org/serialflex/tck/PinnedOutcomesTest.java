package org.serialflex.tck;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.JdkInfo;
import org.serialflex.results.LibraryInfo;
import org.serialflex.results.Outcome;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PinnedOutcomesTest {

    /** C05 and C06 as the kit defines them now; C05.gone and C21 were removed. */
    private static final KnownCases KNOWN = new KnownCases(Set.of("C05", "C06"), Set.of("C05.a", "C05.b", "C06.x"),
            Set.of("C05.a", "C05.b", "C06.x", "C05.a.v1-v1"));

    @TempDir
    Path module;

    private static AdapterResults observed(Outcome first, Outcome second) {
        CriterionResult criterion = new CriterionResult("C05", "New field at writer", 0, List.of(
                new CaseResult("C05.a", "a", "v1", "v2", first, null, 10, 1),
                new CaseResult("C05.b", "b", "v1", "v2", second, "why", 10, 1)));
        return new AdapterResults(AdapterResults.SCHEMA_VERSION, "test", "x", "X", new LibraryInfo("g", "a", "1"),
                "binary", JdkInfo.current(), "2026-01-01T00:00:00Z", 1, 0, List.of(criterion), List.of());
    }

    private List<String> pins() throws IOException {
        return Files.readAllLines(PinnedOutcomes.fileFor(module, "x")).stream().filter(l -> !l.startsWith("#")).toList();
    }

    @Test
    void aCaseTheKitCouldNotMeasureIsNeverPinned() throws IOException {
        PinnedOutcomes.pin(module, observed(Outcome.PASS, Outcome.KIT_ERROR), Optional.empty(), false, KNOWN);

        assertThat(pins()).containsExactly("C05.a = PASS");
    }

    @Test
    void itKeepsTheOutcomePinnedBefore() throws IOException {
        PinnedOutcomes.pin(module, observed(Outcome.PASS, Outcome.CORRUPT), Optional.empty(), false, KNOWN);
        PinnedOutcomes.pin(module, observed(Outcome.PASS, Outcome.KIT_ERROR), PinnedOutcomes.load(module, "x"), false, KNOWN);

        assertThat(pins()).containsExactly("C05.a = PASS", "C05.b = CORRUPT");
    }

    @Test
    void anOutcomeTypoNamesEveryOutcomeAPinMayHold() throws IOException {
        pinByHand("C05.a = PAS");

        assertThatThrownBy(() -> PinnedOutcomes.load(module, "x"))
                .hasMessageContaining("line 1 ('C05.a = PAS'): 'PAS' is not an outcome; a pin holds one of ")
                .hasMessageContaining("DEGRADED, PASS").hasMessageContaining("READ_FAILED");
    }

    private void pinByHand(String... lines) throws IOException {
        Files.createDirectories(PinnedOutcomes.fileFor(module, "x").getParent());
        Files.write(PinnedOutcomes.fileFor(module, "x"), List.of(lines));
    }

    @Test
    void aPinRunDropsIdsOfCasesThatNoLongerExistWhereItRanTheirCriterion() throws IOException {
        pinByHand("C05.a = PASS", "C05.gone = CORRUPT", "C06.gone = PASS", "C21.old = PASS",
                "w>r | C05.gone = PASS", "w>r | C05.a.v1-v1 = PASS");

        PinnedOutcomes.pin(module, observed(Outcome.PASS, Outcome.PASS), PinnedOutcomes.load(module, "x"), false,
                KNOWN);

        assertThat(pins()).as("C05 ran in the matrix; C21 is no criterion any more; C06 and the lane did not run")
                .containsExactly("C05.a = PASS", "C05.b = PASS", "C06.gone = PASS", "w>r | C05.a.v1-v1 = PASS",
                        "w>r | C05.gone = PASS");
    }

    @Test
    void pinnedIdsThatNameNoCaseAreNamedWithHowToRePin() throws IOException {
        pinByHand("C05.a = PASS", "C06.gone = PASS", "w>r | C05.a.v1-v1 = PASS", "w>r | C05.gone = PASS");

        PinnedOutcomes pinned = PinnedOutcomes.load(module, "x").orElseThrow();

        assertThat(pinned.namingNoCase(KNOWN)).hasValue(PinnedOutcomes.fileFor(module, "x") + " pins 2 id(s) that "
                + "name no case of the kit (renamed or removed since they were pinned):\n  C06.gone\n  w>r | C05.gone"
                + "\nRe-pin from a real run that includes their criteria and lanes, which drops them: "
                + "-Dserialflex.pin=true (with -Dserialflex.criteria=C05,C06 to run only those criteria); never edit "
                + "the file by hand.");
        pinByHand("C05.a = PASS", "w>r | C05.a.v1-v1 = PASS");
        assertThat(PinnedOutcomes.load(module, "x").orElseThrow().namingNoCase(KNOWN)).isEmpty();
    }
}
