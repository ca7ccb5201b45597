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
    void byDefaultOnlyCorruptFailsTheCheckAndANoneVerdictDoesNot() {
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
        assertThat(check.failures(report)).containsExactly("t.Order is FORWARD, short of the required BACKWARD");
        assertThat(new Check(options(true, Compatibility.FULL)).failures(report)).containsExactly(
                "t.Order is FORWARD, short of the required FULL", "t.Money is BACKWARD, short of the required FULL");
    }

    private static DirectionResult direction(String title, Outcome outcome) {
        return new DirectionResult(title, outcome, outcome == null || outcome == Outcome.PASS ? null
                : "evidence of " + outcome, 3);
    }

    private static ClassResult result(String className, Outcome oldToNew, Outcome newToOld) {
        DirectionResult backward = direction("old→new", oldToNew);
        DirectionResult forward = direction("new→old", newToOld);
        return new ClassResult(className, Compatibility.of(backward.compatible(), forward.compatible()), backward,
                forward, List.of());
    }

    private static CheckReport report(ClassResult... classes) {
        return new CheckReport("a", "A", "g:a:1", "old", "new", 42, Compatibility.NONE, List.of(classes));
    }

    private static CheckOptions options(boolean failOnCorrupt, Compatibility required) {
        return new CheckOptions(Path.of("old"), Path.of("new"), List.of("t.Order"), "a", List.of(), "a", false,
                Path.of("out"), 42, 3, Duration.ofSeconds(10), failOnCorrupt, required);
    }
}
