package org.serialflex.check;

import java.util.stream.Collectors;

/** {@code check.html}: the report as one self-contained page. Reads the model only. */
final class CheckHtml {

    private CheckHtml() {
    }

    static String render(CheckReport report) {
        StringBuilder html = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<title>serialflex check</title><style>body{font-family:sans-serif;margin:2em}"
                + "table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #bbb;padding:4px 8px;"
                + "vertical-align:top}.PASS,.FULL{background:#cfc}.DEGRADED,.BACKWARD,.FORWARD{background:#ffc}"
                + ".CORRUPT,.CRASH,.NONE{background:#fcc}.READ_FAILED,.WRITE_FAILED,.KIT_ERROR{background:#fdb}"
                + "</style></head><body>\n");
        html.append("<h1>serialflex check: ").append(esc(report.adapterName())).append(" (").append(esc(report.library()))
                .append(")</h1>\n<p>Old classes <code>").append(esc(report.oldClasses())).append("</code>, new classes <code>")
                .append(esc(report.newClasses())).append("</code>, seed ").append(report.seed()).append(".</p>\n");
        html.append("<p>Overall: <b class=\"").append(report.overall()).append("\">").append(report.overall())
                .append("</b></p>\n<table><tr><th>class</th><th>verdict</th><th>old→new (new reads old)</th>"
                        + "<th>new→old (old reads new)</th></tr>\n");
        for (ClassResult c : report.classes()) {
            html.append("<tr><td>").append(esc(c.className())).append("</td><td class=\"").append(c.verdict()).append("\">")
                    .append(c.verdict()).append("</td>").append(cell(c.backward())).append(cell(c.forward()))
                    .append("</tr>\n");
        }
        html.append("</table>\n");
        for (ClassResult c : report.classes()) {
            html.append("<h2>").append(esc(c.className())).append("</h2>\n");
            if (c.changes().isEmpty()) {
                html.append("<p>No structural change.</p>\n");
                continue;
            }
            html.append("<table><tr><th>class</th><th>change</th><th>criterion</th><th>").append(esc(report.adapterId()))
                    .append(" scored</th></tr>\n");
            for (ScoredChange change : c.changes()) {
                html.append("<tr><td>").append(esc(StructuralDiff.simple(change.change().className()))).append("</td><td>")
                        .append(esc(change.change().kind().title() + ": " + change.change().detail())).append("</td><td>")
                        .append(String.join(", ", change.change().kind().criteria())).append("</td><td>")
                        .append(esc(change.scores().stream().map(s -> s.criterionId() + " " + CheckMarkdown.score(s.score())
                                + " (" + s.outcomes() + "; " + s.source() + ")").collect(Collectors.joining("; "))))
                        .append("</td></tr>\n");
            }
            html.append("</table>\n");
        }
        return html.append("</body></html>\n").toString();
    }

    private static String cell(DirectionResult d) {
        String outcome = d.outcome() == null ? "n/a" : d.outcome().name();
        return "<td class=\"" + outcome + "\">" + outcome + (d.evidence() == null ? "" : "<br><small>" + esc(d.evidence())
                + "</small>") + "</td>";
    }

    private static String esc(String text) {
        return text == null ? "" : text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("\"", "&quot;");
    }
}
