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

import static org.assertj.core.api.Assertions.assertThat;

class PinnedOutcomesTest {

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
        PinnedOutcomes.pin(module, observed(Outcome.PASS, Outcome.KIT_ERROR), Optional.empty(), false);

        assertThat(pins()).containsExactly("C05.a = PASS");
    }

    @Test
    void itKeepsTheOutcomePinnedBefore() throws IOException {
        PinnedOutcomes.pin(module, observed(Outcome.PASS, Outcome.CORRUPT), Optional.empty(), false);
        PinnedOutcomes.pin(module, observed(Outcome.PASS, Outcome.KIT_ERROR), PinnedOutcomes.load(module, "x"), false);

        assertThat(pins()).containsExactly("C05.a = PASS", "C05.b = CORRUPT");
    }
}
