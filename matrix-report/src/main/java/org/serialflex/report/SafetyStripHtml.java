package org.serialflex.report;

import org.serialflex.results.ProbeResult;
import org.serialflex.results.SafetyOutcome;

import java.util.List;
import java.util.Map;

import static org.serialflex.report.HtmlRenderer.escape;

/**
 * The safety profile as a heat strip: one row per adapter, one small square per probe for the default
 * configuration and again for the hardened one, coloured by the worst outcome counted against the
 * reader. A reader sees at once which libraries run a gadget or fall over on hostile bytes; each
 * square's title has the counts and the worst attempt, and the full table stays one click below.
 */
final class SafetyStripHtml {

    static final Map<String, String> SHORT = Map.of("truncation", "cut", "bit-flips", "flip", "length-bombs", "len",
            "depth-bombs", "deep", "unexpected-classes", "gadget");

    /** A square's word for its worst outcome; the colours say the rest. */
    static final Map<SafetyOutcome, String> WORDS = Map.of(SafetyOutcome.RAN, "ran", SafetyOutcome.ACCEPTED, "wrong",
            SafetyOutcome.OUT_OF_MEMORY, "OOM", SafetyOutcome.BLOAT, "bloat", SafetyOutcome.STACK_OVERFLOW, "stack",
            SafetyOutcome.HUNG, "hung", SafetyOutcome.ERROR, "error", SafetyOutcome.INTACT, "intact",
            SafetyOutcome.REJECTED, "");

    private SafetyStripHtml() {
    }

    static void render(Matrix matrix, StringBuilder h) {
        List<SafetyCells.Row> rows = SafetyCells.rows(matrix);
        if (rows.isEmpty()) {
            return;
        }
        h.append("<section class=\"safety\" id=\"safety\">\n<h2>Hostile input <span class=\"sub\">safety profile, not "
                + "part of the score</span></h2>\n<p class=\"note\">Truncated payloads, bit flips, forged lengths, "
                + "deep structures and gadget classes, in JVMs of their own with a 256 MB heap (docs/safety.md). "
                + "Green: every attempt rejected or read intact; dark: a gadget ran or a wrong object came back; "
                + "purple: the JVM ran out of heap or stack, or hung; grey: not measured. Hover a square for its "
                + "counts.</p>\n<div class=\"scroll\"><table class=\"safety-strip\" id=\"safety-strip\"><thead><tr>"
                + "<th rowspan=\"2\">Adapter</th><th colspan=\"5\">default</th><th colspan=\"5\">hardened</th></tr><tr>");
        for (int i = 0; i < 2; i++) {
            SafetyCells.PROBES.forEach(p -> h.append("<th class=\"probe\" title=\"").append(escape(p)).append("\">")
                    .append(escape(SHORT.getOrDefault(p, p))).append("</th>"));
        }
        h.append("</tr></thead>\n<tbody>\n");
        for (int i = 0; i + 1 < rows.size(); i += 2) {
            SafetyCells.Row defaults = rows.get(i);
            SafetyCells.Row hardened = rows.get(i + 1);
            String id = escape(defaults.adapter().id());
            h.append("<tr id=\"safety-").append(id).append("\" data-adapter=\"").append(id).append("\"><th scope=\"row\">")
                    .append(escape(defaults.adapter().name())).append("</th>");
            squares(defaults, h);
            if (hardened.probes().isEmpty()) {
                h.append("<td class=\"sq none\" colspan=\"5\" title=\"").append(escape(hardened.hardening()))
                        .append("\">no hardened configuration</td>");
            } else {
                squares(hardened, h);
            }
            h.append("</tr>\n");
        }
        h.append("</tbody></table></div>\n<details id=\"safety-details\"><summary>Every probe's counts</summary>\n");
        HtmlRenderer.safetyTable(rows, h);
        h.append("</details>\n</section>\n");
    }

    private static void squares(SafetyCells.Row row, StringBuilder h) {
        for (String id : SafetyCells.PROBES) {
            ProbeResult probe = row.probe(id);
            if (probe == null) {
                h.append("<td class=\"sq none\" title=\"not run\"></td>");
                continue;
            }
            String kind = probe.worst() != null ? "w-" + probe.worst().name()
                    : ProbeResult.SAFE.equals(probe.verdict()) ? "safe" : "none";
            String text = probe.worst() != null ? WORDS.get(probe.worst()) : "";
            String title = id + " (" + row.configuration() + "): " + SafetyCells.verdict(probe) + "; "
                    + SafetyCells.counts(probe) + (probe.worst() != null && probe.evidence() != null
                    ? "; worst: " + probe.evidence() : "");
            h.append("<td class=\"sq ").append(kind).append("\" data-probe=\"").append(escape(id)).append("\" title=\"")
                    .append(escape(title)).append("\">").append(escape(text)).append("</td>");
        }
    }
}
