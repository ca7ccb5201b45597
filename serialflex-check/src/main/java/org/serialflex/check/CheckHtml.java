package org.serialflex.check;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.serialflex.check.ReportText.html;

/**
 * {@code check.html}: the report as one self-contained page (no script, no external font or style sheet), in the
 * order of {@link CheckMarkdown}: the verdict table first, then the sample problems, the fields the adapter does not
 * carry, each changed class's diff once, the warnings. Every text is escaped; long evidence is shown whole in a
 * collapsible block beside its first line, never cut off. Reads the model only.
 */
final class CheckHtml {

    private static final String STYLE = """
            body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0 auto;padding:1em 1.5em;\
            max-width:1320px;line-height:1.4;color:#222}
            h1{font-size:1.5em}h2{font-size:1.25em;margin-top:1.8em;border-bottom:1px solid #ddd}\
            h3{font-size:1.05em;margin:1.4em 0 .3em;overflow-wrap:anywhere}
            table{border-collapse:collapse;margin:.6em 0;width:100%;table-layout:auto}
            td,th{border:1px solid #bbb;padding:4px 8px;vertical-align:top;text-align:left;overflow-wrap:break-word}
            th{background:#f2f2f2}
            code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em}
            pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f7f7f7;border:1px solid #ddd;padding:.5em;\
            margin:.3em 0;max-height:40em;overflow:auto}
            details summary{cursor:pointer}
            .overall{font-size:1.2em;padding:2px 8px}
            .PASS,.FULL,.NOTHING{background:#d7f5d7}.DEGRADED,.BACKWARD,.FORWARD{background:#fff5c2}
            .CORRUPT,.CRASH,.NONE{background:#fcc}.READ_FAILED,.WRITE_FAILED,.UNSUPPORTED,.KIT_ERROR{background:#fdb}
            .NO_VERDICT{background:#e0e0e0}
            .muted{color:#666}.warning{background:#fff5c2;padding:.3em .6em;margin:.3em 0}
            """;

    private CheckHtml() {
    }

    static String render(CheckReport report) {
        CheckMarkdown.Names names = new CheckMarkdown.Names(report);
        StringBuilder page = new StringBuilder(4096);
        page.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
                .append("<title>serialflex check: ").append(html(report.adapterId())).append(' ')
                .append(html(overall(report))).append("</title>\n<style>\n").append(STYLE).append("</style></head><body>\n");
        header(page, report);
        verdicts(page, report, names);
        sampleProblems(page, report, names);
        notCarried(page, report, names);
        diffs(page, report, names);
        warnings(page, report);
        return page.append("</body></html>\n").toString();
    }

    private static String overall(CheckReport report) {
        return report.overall() == Compatibility.NO_VERDICT ? "NO VERDICT" : String.valueOf(report.overall());
    }

    private static void header(StringBuilder page, CheckReport report) {
        page.append("<h1>serialflex check: ").append(html(report.adapterName())).append(" (<code>")
                .append(html(report.adapterId())).append("</code>, ").append(html(report.library())).append(")</h1>\n");
        page.append("<p>Overall: <b class=\"overall ").append(report.overall()).append("\">")
                .append(html(overall(report))).append("</b> · ").append(report.roots().size()).append(" root classes · ")
                .append(report.diffs().size()).append(" changed classes");
        if (!report.warnings().isEmpty()) {
            page.append(" · <a href=\"#warnings\"><b>").append(report.warnings().size()).append(" warning")
                    .append(report.warnings().size() == 1 ? "" : "s").append("</b></a>");
        }
        page.append("</p>\n<p class=\"muted\">Old classes <code>").append(html(report.oldClasses()))
                .append("</code>, new classes <code>").append(html(report.newClasses())).append("</code>");
        if (report.oldLibrary() != null && !report.oldLibrary().equals(report.library())) {
            page.append("; the old side writes and reads with ").append(html(report.oldLibrary()));
        }
        page.append("; seed ").append(report.seed()).append("; ").append(ReportText.seconds(report.seconds()))
                .append(" s.</p>\n");
    }

    private static void verdicts(StringBuilder page, CheckReport report, CheckMarkdown.Names names) {
        page.append("<h2 id=\"verdicts\">Verdicts</h2>\n<p class=\"muted\">old→new: new code reads what old code wrote "
                + "(BACKWARD). new→old: old code reads what new code writes (FORWARD). The controls write and read one "
                + "version: what the adapter, as configured, carries of these classes at all. NO VERDICT: a control "
                + "could not take the class, so nothing can be said of the change.</p>\n");
        page.append("<table><tr><th>root</th><th>verdict</th><th>old→new</th><th>new→old</th>"
                + "<th>controls old→old / new→new</th></tr>\n");
        for (RootResult root : report.roots()) {
            page.append("<tr><td><code title=\"").append(html(root.className())).append("\">")
                    .append(html(names.root(root.root()))).append("</code></td>");
            page.append("<td class=\"").append(root.verdict()).append(root.accepted() ? " accepted" : "").append("\">")
                    .append(root.verdict() == Compatibility.NO_VERDICT && !root.accepted()
                            ? "<b>" + html(ReportText.verdict(root)) + "</b>" : html(ReportText.verdict(root)))
                    .append("</td>");
            direction(page, root, root.backward());
            direction(page, root, root.forward());
            page.append("<td>");
            control(page, root.oldControl());
            control(page, root.newControl());
            page.append("</td></tr>\n");
        }
        page.append("</table>\n");
    }

    private static void direction(StringBuilder page, RootResult root, DirectionResult d) {
        page.append("<td class=\"").append(ReportText.cssClass(d)).append("\">").append(html(ReportText.outcome(d)));
        if (ReportText.explainedByControl(root, d)) {
            page.append("<br><small>see the controls</small>");
        } else if (d != null) {
            evidence(page, d.evidence());
        }
        page.append("</td>");
    }

    private static void control(StringBuilder page, DirectionResult d) {
        page.append("<div class=\"").append(ReportText.cssClass(d)).append("\">")
                .append(d == null ? "" : html(d.direction()) + ": ").append(html(ReportText.outcome(d)));
        if (d != null) {
            evidence(page, d.evidence());
        }
        page.append("</div>");
    }

    /** Short evidence inline; long evidence as its first line, opening to the whole text. */
    private static void evidence(StringBuilder page, String evidence) {
        if (evidence == null || evidence.isEmpty()) {
            return;
        }
        if (ReportText.isShort(evidence)) {
            page.append("<br><small>").append(html(evidence)).append("</small>");
            return;
        }
        String first = ReportText.firstLine(evidence);
        page.append("<details><summary><small>").append(html(first.length() > ReportText.SHORT_EVIDENCE
                        ? "evidence, " + evidence.length() + " characters" : first))
                .append(" (in full)</small></summary><pre>").append(html(evidence)).append("</pre></details>");
    }

    private static void sampleProblems(StringBuilder page, CheckReport report, CheckMarkdown.Names names) {
        List<RootResult> roots = report.roots().stream().filter(r -> !r.sampleProblems().isEmpty()).toList();
        if (roots.isEmpty()) {
            return;
        }
        page.append("<h2 id=\"sample-problems\">Sample problems</h2>\n<p class=\"muted\">Samples that failed even in a "
                + "control, one version on both sides: the sample's problem, not the change's. Each was replaced by "
                + "another sample and is never the evidence of a verdict.</p>\n");
        page.append("<table><tr><th>root</th><th>control</th><th>sample</th><th>outcome</th><th>evidence</th></tr>\n");
        for (RootResult root : roots) {
            for (SampleProblem p : root.sampleProblems()) {
                page.append("<tr><td><code>").append(html(names.root(root.root()))).append("</code></td><td>")
                        .append(html(p.control())).append("</td><td>").append(p.sample()).append("</td><td class=\"")
                        .append(p.outcome()).append("\">").append(p.outcome()).append("</td><td>");
                if (p.evidence() != null) {
                    if (ReportText.isShort(p.evidence())) {
                        page.append(html(p.evidence()));
                    } else {
                        evidence(page, p.evidence());
                    }
                }
                page.append("</td></tr>\n");
            }
        }
        page.append("</table>\n");
    }

    private static void notCarried(StringBuilder page, CheckReport report, CheckMarkdown.Names names) {
        Map<String, List<String>> fields = ReportText.notCarried(report);
        if (fields.isEmpty()) {
            return;
        }
        page.append("<h2 id=\"not-carried\">Fields the adapter does not carry</h2>\n<p class=\"muted\">The controls "
                + "wrote these fields with a value and read them back empty: the adapter, as configured, does not "
                + "carry them (an ignored or transient field), so they are expected empty across the versions too."
                + "</p>\n<table><tr><th>field</th><th>roots whose controls found it</th></tr>\n");
        fields.forEach((field, roots) -> page.append("<tr><td><code>").append(html(field)).append("</code></td><td>")
                .append(roots.stream().map(r -> "<code>" + html(names.root(r)) + "</code>")
                        .collect(Collectors.joining(", "))).append("</td></tr>\n"));
        page.append("</table>\n");
    }

    private static void diffs(StringBuilder page, CheckReport report, CheckMarkdown.Names names) {
        page.append("<h2 id=\"changed-classes\">Changed classes (").append(report.diffs().size()).append(")</h2>\n");
        if (report.diffs().isEmpty()) {
            page.append("<p>No class the roots reach changed.</p>\n");
            return;
        }
        page.append("<p class=\"muted\">Each changed class once, with the roots that reach it; classes that did not "
                + "change are not listed; one row per change. The criterion is the kit's, the score what <code>")
                .append(html(report.adapterId())).append("</code> scored on it in the kit");
        List<String> sources = ReportText.scoreSources(report);
        if (!sources.isEmpty()) {
            page.append(" (").append(sources.stream().map(ReportText::html).collect(Collectors.joining("; ")))
                    .append(')');
        }
        page.append(".</p>\n");
        page.append("<table><tr><th>class</th><th>reached from</th><th>change</th><th>detail</th><th>criterion</th><th>")
                .append(html(report.adapterId())).append(" scored</th></tr>\n");
        for (ClassDiff diff : report.diffs()) {
            boolean first = true;
            for (ScoredChange change : diff.changes()) {
                page.append("<tr>");
                if (first) {
                    String rowspan = diff.changes().size() > 1 ? " rowspan=\"" + diff.changes().size() + "\"" : "";
                    page.append("<td").append(rowspan).append("><code>").append(html(diff.className()))
                            .append("</code></td><td").append(rowspan).append(">")
                            .append(ReportText.reachedByAll(report, diff) ? "all " + report.roots().size() + " roots"
                                    : diff.roots().stream().map(r -> "<code>" + html(names.root(r)) + "</code>")
                                    .collect(Collectors.joining(", ")))
                            .append("</td>");
                    first = false;
                }
                ChangeKind kind = change.change().kind();
                page.append("<td>").append(kind == null ? "" : html(kind.title())).append("</td><td><code>")
                        .append(html(change.change().detail())).append("</code></td><td>")
                        .append(kind == null ? "" : html(String.join(", ", kind.criteria()))).append("</td><td>")
                        .append(change.scores().isEmpty() ? "no score" : change.scores().stream()
                                .map(s -> "<span title=\"" + html(s.title()) + "\">" + html(ReportText.score(s))
                                        + "</span>").collect(Collectors.joining("; ")))
                        .append("</td></tr>\n");
            }
        }
        page.append("</table>\n");
    }

    private static void warnings(StringBuilder page, CheckReport report) {
        if (!report.notes().isEmpty()) {
            page.append("<h2 id=\"notes\">No change in the bytes</h2>\n");
            for (String note : report.notes()) {
                page.append("<p>").append(html(note)).append("</p>\n");
            }
        }
        if (report.warnings().isEmpty()) {
            return;
        }
        page.append("<h2 id=\"warnings\">Warnings</h2>\n");
        for (String warning : report.warnings()) {
            page.append("<p class=\"warning\">").append(html(warning)).append("</p>\n");
        }
    }
}
