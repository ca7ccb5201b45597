package org.serialflex.check;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.serialflex.results.Outcome;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The verdict from the two directions' outcomes, and when a check fails the build. */
class CompatibilityTest {

    @ParameterizedTest(name = "old→new {0}, new→old {1}: {2}")
    @CsvSource({
            "PASS, PASS, FULL",
            "DEGRADED, PASS, FULL",
            "PASS, READ_FAILED, BACKWARD",
            "READ_FAILED, DEGRADED, FORWARD",
            "READ_FAILED, READ_FAILED, NONE",
            "CORRUPT, PASS, FORWARD",
            "PASS, WRITE_FAILED, BACKWARD",
            "CRASH, UNSUPPORTED, NONE"})
    void theVerdictOfTwoDirections(Outcome oldToNew, Outcome newToOld, Compatibility verdict) {
        assertThat(Compatibility.of(direction("old→new", oldToNew).compatible(),
                direction("new→old", newToOld).compatible())).isEqualTo(verdict);
    }

    @ParameterizedTest
    @EnumSource(value = Outcome.class, names = {"PASS", "DEGRADED"}, mode = EnumSource.Mode.EXCLUDE)
    void everyOtherOutcomeIsAReaderThatDidNotCope(Outcome outcome) {
        assertThat(direction("old→new", outcome).compatible()).isFalse();
    }

    @Test
    void passAndDegradedReadCompatiblyAndSoDoesNothingToRead() {
        assertThat(direction("old→new", Outcome.PASS).compatible()).isTrue();
        assertThat(direction("old→new", Outcome.DEGRADED).compatible()).isTrue();
        // the writer's version lacks the root: nothing to read, nothing refused
        assertThat(direction("old→new", null).compatible()).isTrue();
    }

    @ParameterizedTest(name = "{0} meets {1}: {2}")
    @CsvSource({
            "FULL, FULL, true", "FULL, BACKWARD, true", "FULL, FORWARD, true", "FULL, NONE, true",
            "BACKWARD, FULL, false", "BACKWARD, BACKWARD, true", "BACKWARD, FORWARD, false", "BACKWARD, NONE, true",
            "FORWARD, FULL, false", "FORWARD, BACKWARD, false", "FORWARD, FORWARD, true", "FORWARD, NONE, true",
            "NONE, FULL, false", "NONE, BACKWARD, false", "NONE, FORWARD, false", "NONE, NONE, true"})
    void meets(Compatibility verdict, Compatibility required, boolean meets) {
        assertThat(verdict.meets(required)).isEqualTo(meets);
    }

    @Test
    void byDefaultANewReaderThatCannotReadWhatTheOldWroteFailsTheCheck() {
        Check check = new Check(CheckOptions.of(Path.of("old"), Path.of("new"), List.of("t.Order"), "a"));
        assertThat(check.failures(report(result("t.Order", Outcome.READ_FAILED, Outcome.PASS)))).containsExactly(
                "t.Order is FORWARD, short of the required BACKWARD: old→new READ_FAILED (evidence of READ_FAILED)");
        assertThat(check.failures(report(result("t.Order", Outcome.PASS, Outcome.READ_FAILED)))).isEmpty();
    }

    @Test
    void withRequireNoneOnlyCorruptFailsTheCheckAndANoneVerdictDoesNot() {
        Check check = new Check(options(true, Compatibility.NONE));
        CheckReport corrupt = report(result("t.Order", Outcome.PASS, Outcome.CORRUPT));
        assertThat(check.failures(corrupt)).singleElement().asString()
                .startsWith("t.Order new→old is CORRUPT (silent data loss): evidence of CORRUPT");
        assertThat(check.failures(report(result("t.Order", Outcome.READ_FAILED, Outcome.READ_FAILED)))).isEmpty();
    }

    @Test
    void failOnCorruptCanBeTurnedOff() {
        Check check = new Check(options(false, Compatibility.NONE));
        assertThat(check.failures(report(result("t.Order", Outcome.PASS, Outcome.CORRUPT)))).isEmpty();
    }

    @Test
    void aRequiredLevelFailsEveryClassShortOfIt() {
        Check check = new Check(options(true, Compatibility.BACKWARD));
        CheckReport report = report(result("t.Order", Outcome.READ_FAILED, Outcome.PASS),
                result("t.Money", Outcome.PASS, Outcome.READ_FAILED), result("t.Line", Outcome.PASS, Outcome.PASS));
        assertThat(check.failures(report)).containsExactly(
                "t.Order is FORWARD, short of the required BACKWARD: old→new READ_FAILED (evidence of READ_FAILED)");
        assertThat(new Check(options(true, Compatibility.FULL)).failures(report)).containsExactly(
                "t.Order is FORWARD, short of the required FULL: old→new READ_FAILED (evidence of READ_FAILED)",
                "t.Money is BACKWARD, short of the required FULL: new→old READ_FAILED (evidence of READ_FAILED)");
    }

    @Test
    void aRootWithoutVerdictFailsTheCheckUnlessAccepted() {
        RootResult noVerdict = noVerdict("t.Order", false);
        assertThat(new Check(options(true, Compatibility.NONE)).failures(report(noVerdict))).singleElement().asString()
                .startsWith("t.Order has no verdict: the old→old control: no sample").contains("--accept-no-verdict t.Order");
        assertThat(new Check(options(true, Compatibility.NONE)).failures(report(noVerdict("t.Order", true)))).isEmpty();
    }

    @Test
    void noVerdictMeetsOnlyARequirementOfNothing() {
        assertThat(Compatibility.NO_VERDICT.meets(Compatibility.NONE)).isTrue();
        assertThat(Compatibility.NO_VERDICT.meets(Compatibility.BACKWARD)).isFalse();
        assertThat(direction("old→new", null).compatible()).isTrue();
        assertThat(new DirectionResult(Direction.OLD_TO_NEW, DirectionResult.Status.NO_VERDICT, Outcome.WRITE_FAILED,
                "x", 3, 0).compatible()).isFalse();
    }

    private static DirectionResult direction(String title, Outcome outcome) {
        return new DirectionResult(Direction.of(title), outcome == null ? DirectionResult.Status.NOTHING_TO_WRITE
                : DirectionResult.Status.JUDGED, outcome, outcome == null || outcome == Outcome.PASS ? null
                : "evidence of " + outcome, 3, outcome == null ? 0 : 3);
    }

    private static RootResult result(String className, Outcome oldToNew, Outcome newToOld) {
        DirectionResult backward = direction("old→new", oldToNew);
        DirectionResult forward = direction("new→old", newToOld);
        return new RootResult(className, className, Compatibility.of(backward.compatible(), forward.compatible()),
                backward, forward, direction("old→old", Outcome.PASS), direction("new→new", Outcome.PASS), List.of(),
                List.of(), List.of(), false);
    }

    private static RootResult noVerdict(String className, boolean accepted) {
        DirectionResult none = new DirectionResult(Direction.OLD_TO_NEW, DirectionResult.Status.NO_VERDICT, null,
                "the old→old control: no sample could be written", 0, 0);
        DirectionResult control = new DirectionResult(Direction.OLD_TO_OLD, DirectionResult.Status.NO_VERDICT,
                Outcome.WRITE_FAILED, "no sample could be written", 3, 0);
        return new RootResult(className, className, Compatibility.NO_VERDICT, none, none, control, control, List.of(),
                List.of(), List.of(), accepted);
    }

    private static CheckReport report(RootResult... roots) {
        return new CheckReport("a", "A", "g:a:1", "g:a:1", "old", "new", 42, Compatibility.NONE, List.of(roots),
                List.of(), List.of(), List.of(), 0);
    }

    private static CheckOptions options(boolean failOnCorrupt, Compatibility required) {
        return new CheckOptions(Path.of("old"), Path.of("new"), List.of("t.Order"), "a", List.of(), "a", false,
                Path.of("out"), 42, 3, Duration.ofSeconds(10), failOnCorrupt, required, java.util.Optional.empty(),
                java.util.Set.of(), List.of(), java.util.Map.of(), java.util.Optional.empty());
    }
}
