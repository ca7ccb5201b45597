package org.serialflex.check;

import org.junit.jupiter.api.Test;
import org.serialflex.results.Outcome;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The check's last line: what failed the build and the one setting that would accept it, or that NONE gates nothing. */
class LastLineTest {

    @Test
    void theRequireThatAcceptsIsTheStrongestLevelEveryRootMeets() {
        // FORWARD and BACKWARD roots: BACKWARD would still fail the first, FORWARD the second; only NONE accepts both
        CheckReport mixed = report(root("t.Order", Outcome.READ_FAILED, Outcome.PASS),
                root("t.Line", Outcome.PASS, Outcome.READ_FAILED), root("t.Money", Outcome.PASS, Outcome.PASS));
        assertThat(lastLine(mixed, options(Compatibility.FULL))).isEqualTo("serialflex check: FAILED the build: "
                + "t.Order is FORWARD (old→new READ_FAILED), t.Line is BACKWARD (new→old READ_FAILED), short of the "
                + "required FULL. To accept them: require NONE (--require NONE, <require>NONE</require>).");
        // every root reads old data: FULL fails on new→old alone, and BACKWARD accepts it
        CheckReport backward = report(root("t.Line", Outcome.PASS, Outcome.READ_FAILED),
                root("t.Money", Outcome.PASS, Outcome.PASS));
        assertThat(lastLine(backward, options(Compatibility.FULL))).endsWith(
                "To accept it: require BACKWARD (--require BACKWARD, <require>BACKWARD</require>).");
    }

    @Test
    void corruptAndAShortfallNameBothSettings() {
        // old→new CORRUPT: the root is FORWARD (new→old reads), so FORWARD is the require that accepts the shortfall
        CheckReport report = report(root("t.Order", Outcome.CORRUPT, Outcome.PASS));
        assertThat(lastLine(report, options(Compatibility.BACKWARD))).isEqualTo("serialflex check: FAILED the build: "
                + "t.Order is FORWARD (old→new CORRUPT), short of the required BACKWARD; t.Order old→new CORRUPT (silent "
                + "data loss). To accept them: require FORWARD (--require FORWARD, <require>FORWARD</require>) and "
                + "failOnCorrupt "
                + "false (--fail-on-corrupt false, <failOnCorrupt>false</failOnCorrupt>).");
    }

    @Test
    void corruptBothWaysNamesTheRootOnceAndFailOnCorruptAlone() {
        CheckReport report = report(root("t.Order", Outcome.CORRUPT, Outcome.CORRUPT));
        assertThat(lastLine(report, options(Compatibility.NONE))).isEqualTo("serialflex check: FAILED the build: "
                + "t.Order old→new and new→old CORRUPT (silent data loss). To accept them: failOnCorrupt false "
                + "(--fail-on-corrupt false, <failOnCorrupt>false</failOnCorrupt>).");
    }

    @Test
    void aRootWithoutVerdictNamesTheAcceptNoVerdictItNeeds() {
        DirectionResult none = new DirectionResult(Direction.OLD_TO_NEW, DirectionResult.Status.NO_VERDICT, null,
                "the old→old control: no sample could be written", 0, 0);
        RootResult audit = new RootResult("t.Audit", "t.Audit", Compatibility.NO_VERDICT, none, none, none, none,
                List.of(), List.of(), List.of(), false);
        assertThat(lastLine(report(audit, root("t.Money", Outcome.PASS, Outcome.PASS)), options(Compatibility.NONE)))
                .isEqualTo("serialflex check: FAILED the build: t.Audit without a verdict. To accept it: acceptNoVerdict "
                        + "(--accept-no-verdict t.Audit, <acceptNoVerdict><root>t.Audit</root></acceptNoVerdict>).");
    }

    @Test
    void manyRootsAreCountedAfterTheFirstThree() {
        CheckReport report = report(root("t.A", Outcome.READ_FAILED, Outcome.PASS), root("t.B", Outcome.READ_FAILED,
                Outcome.PASS), root("t.C", Outcome.READ_FAILED, Outcome.PASS), root("t.D", Outcome.READ_FAILED,
                Outcome.PASS), root("t.E", Outcome.READ_FAILED, Outcome.PASS));
        assertThat(lastLine(report, options(Compatibility.BACKWARD))).startsWith("serialflex check: FAILED the build: "
                + "t.A is FORWARD (old→new READ_FAILED), t.B is FORWARD (old→new READ_FAILED), t.C is FORWARD "
                + "(old→new READ_FAILED) and 2 more, short of the required BACKWARD.");
    }

    @Test
    void requireNoneSaysWhatStillFailsTheBuild() {
        assertThat(LastLine.gatesNothing(options(Compatibility.NONE))).contains("gates nothing",
                "(only CORRUPT and a root without verdict fail it)");
        CheckOptions noCorrupt = new CheckOptions(Path.of("old"), Path.of("new"), List.of("t.Order"), "a", List.of(),
                "a", false, Path.of("out"), 42, 3, Duration.ofSeconds(10), false, Compatibility.NONE, Optional.empty(),
                Set.of(), List.of(), Map.of(), Optional.empty());
        assertThat(LastLine.gatesNothing(noCorrupt)).contains("(only a root without verdict fails it)");
    }

    private static String lastLine(CheckReport report, CheckOptions options) {
        List<Failure> failures = new Check(options).gate(report);
        assertThat(failures).as("the report fails the check").isNotEmpty();
        return LastLine.failed(failures, report, options);
    }

    private static DirectionResult direction(String title, Outcome outcome) {
        return new DirectionResult(Direction.of(title), DirectionResult.Status.JUDGED, outcome,
                outcome == Outcome.PASS ? null : "evidence of " + outcome, 3, 3);
    }

    private static RootResult root(String className, Outcome oldToNew, Outcome newToOld) {
        DirectionResult backward = direction("old→new", oldToNew);
        DirectionResult forward = direction("new→old", newToOld);
        return new RootResult(className, className, Compatibility.of(backward.compatible(), forward.compatible()),
                backward, forward, direction("old→old", Outcome.PASS), direction("new→new", Outcome.PASS), List.of(),
                List.of(), List.of(), false);
    }

    private static CheckReport report(RootResult... roots) {
        return new CheckReport("a", "A", "g:a:1", "g:a:1", "old", "new", 42, Compatibility.NONE, List.of(roots),
                List.of(), List.of(), List.of(), 0);
    }

    private static CheckOptions options(Compatibility required) {
        return new CheckOptions(Path.of("old"), Path.of("new"), List.of("t.Order"), "a", List.of(), "a", false,
                Path.of("out"), 42, 3, Duration.ofSeconds(10), true, required, Optional.empty(), Set.of(), List.of(),
                Map.of(), Optional.empty());
    }
}
