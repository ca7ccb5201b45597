package org.serialflex.report;

import org.junit.jupiter.api.Test;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.LaneResults;
import org.serialflex.results.Outcome;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.report.Synthetic.criterion;
import static org.serialflex.report.Synthetic.kase;
import static org.serialflex.report.Synthetic.lane;
import static org.serialflex.report.Synthetic.withLanes;

class LanesReportTest {

    private static final List<CriterionResult> SAFE_IDENTITY = List.of(criterion("C08", "Same field name",
            kase("C08.int-to-long.v1-v1", "int→long (v1→v1)", "v1", "v1", Outcome.PASS, null, 12)));
    private static final List<CriterionResult> CORRUPT_IDENTITY = List.of(criterion("C08", "Same field name",
            kase("C08.int-to-long.v1-v1", "int→long (v1→v1)", "v1", "v1", Outcome.CORRUPT,
                    "amount: expected 42 (Integer) got 0 (Integer)", 12)));

    private static AdapterResults alphaWithLanes(List<CriterionResult> backIdentity, String backVerdict) {
        CriterionResult c08 = criterion("C08", "Same field name, different type",
                kase("C08.int-to-long.old-to-new", "int→long (old→new)", "v1", "v2", Outcome.PASS, null, 12));
        CriterionResult c08Back = criterion("C08", "Same field name, different type",
                kase("C08.int-to-long.old-to-new", "int→long (old→new)", "v1", "v2",
                        backIdentity == SAFE_IDENTITY ? Outcome.PASS : Outcome.CORRUPT, "amount: lost", 12));
        LaneResults forth = lane("alpha", "1.0", "2.0", "safe: identity set all PASS, every value crosses",
                SAFE_IDENTITY, c08);
        LaneResults back = lane("alpha", "2.0", "1.0", backVerdict, backIdentity, c08Back);
        return withLanes(Synthetic.alpha(), forth, back);
    }

    private static Matrix matrix(AdapterResults alpha) {
        return Matrix.of(List.of(alpha, Synthetic.beta()), List.of(), "test input", Synthetic.GENERATED_AT);
    }

    @Test
    void markdownShowsEachLaneWithItsSidesVerdictCellsAndThePairLine() {
        String md = MarkdownRenderer.render(matrix(alphaWithLanes(CORRUPT_IDENTITY,
                "1 of 1 identity cases CORRUPT across this lane: data is lost silently")));

        assertThat(md).contains("## Upgrade lanes").contains("### Alpha JSON `alpha`")
                .contains("| Alpha JSON 1.0 → 2.0 · JDK 17 (alpha@1.0&gt;alpha@2.0) | alpha · org.example:alpha:1.0 · JDK 17.0.15 | alpha · "
                        + "org.example:alpha:2.0 · JDK 17.0.15 | safe: identity set all PASS, every value crosses |")
                .contains("1 of 1 identity cases CORRUPT across this lane: data is lost silently | — | 0 ✗CORRUPT |")
                .contains("- alpha@1.0 ⇄ alpha@2.0: alpha@2.0 reads what alpha@1.0 wrote, but alpha@1.0 cannot "
                        + "safely read what alpha@2.0 writes");
        assertThat(md.indexOf("### Beta")).as("an adapter without lanes gets no lanes table").isNegative();
    }

    @Test
    void bothDirectionsSafeIsSafeToRollBothWays() {
        String md = MarkdownRenderer.render(matrix(alphaWithLanes(SAFE_IDENTITY,
                "safe: identity set all PASS, every value crosses")));

        assertThat(md).contains("- alpha@1.0 ⇄ alpha@2.0: safe to roll both ways");
    }

    @Test
    void theHtmlPageHasALaneGridWithHumanNamesAndEachCellSaysWhatTheIdentitySetFound() {
        String html = HtmlRenderer.render(matrix(alphaWithLanes(CORRUPT_IDENTITY,
                "1 of 1 identity cases CORRUPT across this lane: data is lost silently")));

        assertThat(html).contains("<section class=\"lanes\" id=\"lanes\">")
                .contains("<div class=\"lane-card\" id=\"lanes-alpha\" data-adapter=\"alpha\">")
                .contains("<thead><tr><th class=\"corner\">writes ↓ reads →</th><th scope=\"col\">1.0 · JDK 17</th>"
                        + "<th scope=\"col\">2.0 · JDK 17</th></tr></thead>")
                .contains("<tr><th scope=\"row\">1.0 · JDK 17</th>")
                .contains("<li>Alpha JSON 1.0 · JDK 17 ⇄ Alpha JSON 2.0 · JDK 17: Alpha JSON 2.0 · JDK 17 reads what")
                .contains("<button type=\"button\" class=\"lane corrupt\" data-adapter=\"alpha\" "
                        + "data-lane=\"alpha@2.0&gt;alpha@1.0\" data-name=\"Alpha JSON 2.0 → 1.0 · JDK 17\"")
                .contains("<span class=\"status\">1 CORRUPT</span>")
                .contains("class=\"lane safe\" data-adapter=\"alpha\" data-lane=\"alpha@1.0&gt;alpha@2.0\"")
                .contains("<span class=\"status\">all PASS</span>")
                .doesNotContain("id=\"cannot-start\"");
        assertThat(html.indexOf("data-lane=\"alpha@1.0&gt;alpha@2.0\"")).as("one button per lane")
                .isEqualTo(html.lastIndexOf("data-lane=\"alpha@1.0&gt;alpha@2.0\""));
    }

    @Test
    void aSideThatStartsButWhoseEveryCaseFailsTheSameWayIsExplainedOnceToo() {
        // one-nio on JDK 25 with Unsafe denied: the adapter starts, every case dies in the same static initializer
        String evidence = "java.lang.ExceptionInInitializerError (caused by java.lang.UnsupportedOperationException: "
                + "arrayBaseOffset)";
        List<CriterionResult> crashed = crashedEverywhere(evidence);
        org.serialflex.results.SideInfo denied = new org.serialflex.results.SideInfo("alpha",
                new org.serialflex.results.LibraryInfo("org.example", "alpha", "1.0"),
                new org.serialflex.results.JdkInfo("25.0.3", null, "Eclipse Adoptium"),
                List.of(LaneNames.UNSAFE_DENIED));
        LaneResults lane = new LaneResults("alpha/jdk25>alpha/jdk25", denied, denied,
                "no identity case crosses (2 CRASH)", 1, 0, 0, crashed, crashed);

        String html = HtmlRenderer.render(Matrix.of(List.of(withLanes(Synthetic.alpha(), lane)), List.of(), "test input",
                Synthetic.GENERATED_AT));

        assertThat(html).contains("<h3>Cannot start or cannot run</h3>").contains("<li><b>Alpha JSON</b> on JDK 25 "
                + "(Unsafe denied): <code>every case CRASH: " + HtmlRenderer.escape(evidence) + "</code></li>");
        assertThat(html).contains("<span class=\"status\">2 of 2 fail</span>");
    }

    @Test
    void aSideThatCannotStartIsExplainedOnceWithItsRootCause() {
        String cause = "java.lang.UnsupportedOperationException: objectFieldOffset in x.Y.z (in the static initializer of x.J)";
        String evidence = "the case host JVM of lane side alpha/jdk25[--sun-misc-unsafe-memory-access=deny] could not "
                + "start the adapter (exit code 1): " + cause;
        List<CriterionResult> crashed = crashedEverywhere(evidence);
        org.serialflex.results.SideInfo denied = new org.serialflex.results.SideInfo("alpha",
                new org.serialflex.results.LibraryInfo("org.example", "alpha", "1.0"),
                new org.serialflex.results.JdkInfo("25.0.3", null, "did not start"),
                List.of("--add-opens=java.base/java.util=ALL-UNNAMED", LaneNames.UNSAFE_DENIED));
        LaneResults recorded = new LaneResults("alpha/jdk25>alpha/jdk25", denied.withStartFailure(cause), denied,
                "no identity case crosses (2 CRASH)", 1, 0, 0, crashed, crashed);
        LaneResults older = new LaneResults("beta/jdk25>beta/jdk25", denied, denied,
                "no identity case crosses (2 CRASH)", 1, 0, 0, crashed, crashed);

        String html = HtmlRenderer.render(Matrix.of(List.of(withLanes(Synthetic.alpha(), recorded),
                withLanes(Synthetic.beta(), older)), List.of(), "test input", Synthetic.GENERATED_AT));

        assertThat(html).contains("<li><b>Alpha JSON, Beta Binary</b> on JDK 25 (Unsafe denied): <code>"
                + HtmlRenderer.escape(cause) + "</code></li>");
        assertThat(html.split(java.util.regex.Pattern.quote("objectFieldOffset"), -1)).as("the cause is said once")
                .hasSize(2);
        assertThat(html).contains("data-name=\"Alpha JSON 1.0 · JDK 25 (Unsafe denied)\"")
                .contains("<span class=\"status\">cannot start</span>");
        // One lane per adapter with the same side writing and reading: one strip for all, no grid of one cell each.
        assertThat(html).contains("<div class=\"lane-strip\"><h3>Writer and reader both on JDK 25 (Unsafe denied)")
                .contains("<div class=\"strip-item\" id=\"lanes-alpha\" data-adapter=\"alpha\"><span class=\"who\">"
                        + "Alpha JSON</span><button")
                .contains("<div class=\"strip-item\" id=\"lanes-beta\" data-adapter=\"beta\">")
                .doesNotContain("class=\"lane-card\"");
    }

    @Test
    void lanesRunOnSeveralMachinesJoinOneReport(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws java.io.IOException {
        AdapterResults both = alphaWithLanes(SAFE_IDENTITY, "safe: identity set all PASS, every value crosses");
        java.nio.file.Path job1 = dir.resolve("job-1");
        java.nio.file.Path job2 = dir.resolve("job-2");
        org.serialflex.results.json.ResultsJson.write(withLanes(Synthetic.alpha(), both.lanes().get(0)), job1.resolve("alpha.json"));
        org.serialflex.results.json.ResultsJson.write(withLanes(Synthetic.alpha(), both.lanes().get(1)), job2.resolve("alpha.json"));
        org.serialflex.results.json.ResultsJson.write(Synthetic.beta(), job2.resolve("beta.json"));

        ResultsInputs.Loaded loaded = ResultsInputs.load(List.of(job1, job2));

        assertThat(loaded.problems()).isEmpty();
        assertThat(loaded.results()).extracting(AdapterResults::adapterId).containsExactly("alpha", "beta");
        assertThat(loaded.results().get(0).lanes()).extracting(LaneResults::id)
                .containsExactly("alpha@1.0>alpha@2.0", "alpha@2.0>alpha@1.0");
    }

    @Test
    void runnersOnTwoUpdatesOfOneJdkReleaseJoinButTwoReleasesDoNot(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws java.io.IOException {
        AdapterResults both = alphaWithLanes(SAFE_IDENTITY, "safe: identity set all PASS, every value crosses");
        org.serialflex.results.json.ResultsJson.write(onJdk(withLanes(Synthetic.alpha(), both.lanes().get(0)), "17.0.15"),
                dir.resolve("job-1/alpha.json"));
        org.serialflex.results.json.ResultsJson.write(onJdk(withLanes(Synthetic.alpha(), both.lanes().get(1)), "17.0.16"),
                dir.resolve("job-2/alpha.json"));
        org.serialflex.results.json.ResultsJson.write(onJdk(Synthetic.alpha(), "25.0.1"), dir.resolve("job-3/alpha.json"));

        ResultsInputs.Loaded loaded = ResultsInputs.load(List.of(dir.resolve("job-1"), dir.resolve("job-2"),
                dir.resolve("job-3")));

        assertThat(loaded.results().get(0).lanes()).extracting(LaneResults::id)
                .containsExactly("alpha@1.0>alpha@2.0", "alpha@2.0>alpha@1.0");
        assertThat(loaded.problems()).singleElement().extracting(Object::toString).asString()
                .contains("job-3").contains("on JDK 25.0.1 vs").contains("diff command");
    }

    private static AdapterResults onJdk(AdapterResults r, String version) {
        return new AdapterResults(r.schemaVersion(), r.kitVersion(), r.adapterId(), r.adapterName(), r.library(),
                r.format(), new org.serialflex.results.JdkInfo(version, r.jdk().vendor(), r.jdk().vm()), r.startedAt(),
                r.durationMillis(), r.total(), r.criteria(), r.lanes(), r.safety());
    }

    @Test
    void theMatrixDocumentKeepsLanesSoThatDiffComparesThem() {
        AdapterResults before = alphaWithLanes(SAFE_IDENTITY, "safe: identity set all PASS, every value crosses");
        AdapterResults after = alphaWithLanes(CORRUPT_IDENTITY, "1 of 1 identity cases CORRUPT across this lane: data is lost silently");
        List<AdapterResults> beforeRead = MatrixJson.read(MatrixJson.render(matrix(before)), "before.json");
        List<AdapterResults> afterRead = MatrixJson.read(MatrixJson.render(matrix(after)), "after.json");

        MatrixDiff diff = MatrixDiff.of(beforeRead, afterRead);

        assertThat(beforeRead.get(0).lanes()).isEqualTo(before.lanes());
        assertThat(diff.verdicts()).extracting(MatrixDiff.VerdictChange::adapter, MatrixDiff.VerdictChange::caseId,
                        MatrixDiff.VerdictChange::after)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("alpha lane alpha@2.0>alpha@1.0 identity set",
                                "C08.int-to-long.v1-v1", Outcome.CORRUPT),
                        org.assertj.core.groups.Tuple.tuple("alpha lane alpha@2.0>alpha@1.0",
                                "C08.int-to-long.old-to-new", Outcome.CORRUPT));
        assertThat(diff.anyWorse()).isTrue();
    }

    /** An identity set of two criteria, one case each, every case CRASH with {@code evidence}. */
    private static List<CriterionResult> crashedEverywhere(String evidence) {
        return List.of(criterion("C08", "Same field name",
                kase("C08.int-to-long.v1-v1", "int→long (v1→v1)", "v1", "v1", Outcome.CRASH, evidence, null)),
                criterion("C09", "Reordered", kase("C09.x.v1-v1", "x", "v1", "v1", Outcome.CRASH, evidence, null)));
    }
}
