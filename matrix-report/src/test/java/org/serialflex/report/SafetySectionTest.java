package org.serialflex.report;

import org.junit.jupiter.api.Test;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.ProbeResult;
import org.serialflex.results.SafetyOutcome;
import org.serialflex.results.SafetyProfile;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The safety section of the report: its own table, the worst outcome marked, absent without a profile. */
class SafetySectionTest {

    private static final String NO_LENGTHS = "a text format: strings, arrays and binary are delimited, not counted; "
            + "no length field to forge";
    private static final String GADGET = "gadget as the root: the gadget's static initializer, constructor ran";

    @Test
    void markdownShowsOneRowPerConfigurationWithTheWorstOutcomeMarkedAndTheCounts() {
        String md = MarkdownRenderer.render(matrix());

        assertThat(md).contains("## Safety profile (not part of the score)")
                .contains("| Adapter | Configuration | truncation | bit-flips | length-bombs | depth-bombs | unexpected-classes |")
                .contains("| `beta` | default | **SAFE**<br>128 rejected | **✗ACCEPTED**<br>3 wrong object, 509 rejected |")
                .contains("**✗RAN**<br>2 ran gadget |")
                .contains("| **SAFE**<br>4 rejected; peak heap 22 MB |")
                .contains("| **not measured**<br>" + NO_LENGTHS + " |")
                .contains("| `beta` | hardened | **SAFE**<br>128 rejected |")
                .contains("| `alpha` | hardened | none: no class names in the bytes |")
                .contains("- `beta`: registration required")
                .contains("| `beta` | default | unexpected-classes | ✗RAN | " + GADGET + " |");
    }

    @Test
    void htmlShowsTheSafetyTableWithUnsafeCellsBadgedLikeCorrupt() {
        String html = HtmlRenderer.render(matrix());

        assertThat(html).contains("<section class=\"safety\" id=\"safety\">")
                .contains("title=\"" + GADGET.replace("'", "&#39;") + "\"><span class=\"badge o-CORRUPT\">✗RAN</span>"
                        + "<span class=\"counts\">2 ran gadget</span></td>")
                .contains("<td class=\"safety-none\" colspan=\"5\">none: no class names in the bytes</td>")
                .contains("<span class=\"counts\">4 rejected; peak heap 22 MB</span>");
    }

    @Test
    void theHeatStripHasOneRowPerAdapterAndASquarePerProbeColouredByItsWorstOutcome() {
        String html = HtmlRenderer.render(matrix());

        assertThat(html).contains("<table class=\"safety-strip\" id=\"safety-strip\">")
                .contains("<tr id=\"safety-beta\" data-adapter=\"beta\"><th scope=\"row\">Beta Binary</th>"
                        + "<td class=\"sq safe\" data-probe=\"truncation\"")
                .contains("<td class=\"sq w-ACCEPTED\" data-probe=\"bit-flips\"")
                .contains("<td class=\"sq w-RAN\" data-probe=\"unexpected-classes\"")
                .contains("<tr id=\"safety-alpha\" data-adapter=\"alpha\">")
                .contains("<td class=\"sq none\" colspan=\"5\" title=\"no class names in the bytes\">no hardened configuration</td>");
        assertThat(html.indexOf("id=\"safety-strip\"")).as("the strip first, the full table folded below it")
                .isLessThan(html.indexOf("<details id=\"safety-details\">"));
    }

    @Test
    void noSafetySectionWhenNoAdapterRanTheProfile() {
        assertThat(MarkdownRenderer.render(Synthetic.small())).doesNotContain("Safety profile");
        assertThat(HtmlRenderer.render(Synthetic.small())).doesNotContain("id=\"safety\"");
    }

    @Test
    void matrixJsonCarriesEachProfileAndReadsItBack() {
        String json = MatrixJson.render(matrix());

        List<AdapterResults> back = MatrixJson.read(json, "matrix.json");

        assertThat(json).contains("\"safety\": {").contains("\"worst\": \"RAN\"");
        AdapterResults beta = back.stream().filter(r -> r.adapterId().equals("beta")).findFirst().orElseThrow();
        assertThat(beta.safety()).isEqualTo(profile());
        assertThat(back.stream().filter(r -> r.adapterId().equals("gamma")).findFirst().orElseThrow().safety()).isNull();
    }

    private static Matrix matrix() {
        return Matrix.of(List.of(Synthetic.gamma(), Synthetic.beta().withSafety(profile()),
                        Synthetic.alpha().withSafety(new SafetyProfile("no class names in the bytes", false,
                                probes(false), List.of(), 900))),
                List.of(), "test input", Synthetic.GENERATED_AT);
    }

    static SafetyProfile profile() {
        return new SafetyProfile("registration required", true, probes(true), probes(false), 1200);
    }

    private static List<ProbeResult> probes(boolean unsafe) {
        return List.of(
                safe("truncation", Map.of(SafetyOutcome.REJECTED, 128)),
                unsafe ? new ProbeResult("bit-flips", ProbeResult.UNSAFE, SafetyOutcome.ACCEPTED,
                        Map.of(SafetyOutcome.REJECTED, 509, SafetyOutcome.ACCEPTED, 3), "baseline with bit 1 flipped",
                        Map.of(), "256 flips", null, null, 10) : safe("bit-flips", Map.of(SafetyOutcome.REJECTED, 512)),
                unsafe ? new ProbeResult("length-bombs", ProbeResult.SAFE, null, Map.of(SafetyOutcome.REJECTED, 4), null,
                        Map.of(), "4 forgeries", 0.4, 21.6, 10)
                        : new ProbeResult("length-bombs", ProbeResult.NOT_MEASURED, null, Map.of(), null, Map.of(),
                        NO_LENGTHS, null, null, 3),
                safe("depth-bombs", Map.of(SafetyOutcome.REJECTED, 4)),
                unsafe ? new ProbeResult("unexpected-classes", ProbeResult.UNSAFE, SafetyOutcome.RAN,
                        Map.of(SafetyOutcome.RAN, 2), GADGET, Map.of(SafetyOutcome.RAN, GADGET), null, null, null, 5)
                        : safe("unexpected-classes", Map.of(SafetyOutcome.REJECTED, 2)));
    }

    private static ProbeResult safe(String probe, Map<SafetyOutcome, Integer> counts) {
        return new ProbeResult(probe, ProbeResult.SAFE, null, counts, null, Map.of(), "a note", null, null, 10);
    }
}
