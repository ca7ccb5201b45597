package org.serialflex.report;

import org.serialflex.results.text.Escaping;

import org.serialflex.results.Outcome;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.nio.file.Path;
import java.util.List;
import java.util.Base64;
import java.util.Locale;

/**
 * {@code index.html}: one self-contained page (inline CSS and JS, the matrix document embedded compressed,
 * no network). The tables are rendered here; the script adds sorting, filters and the details panels.
 * Every text from results is escaped, and a Content-Security-Policy allows only the page's own script.
 */
final class HtmlRenderer {

    private static final String CSS = resource("matrix.css");
    private static final String JS = resource("matrix.js");

    /** What a 1366 px screen leaves the adapter columns beside the criterion column, the page's margins and a scroll bar. */
    private static final int CELLS_AT_1366_PX = 990;

    private HtmlRenderer() {
    }

    /** The page with the paths it prints relative to the working directory; see {@link #render(Matrix, Path)}. */
    static String render(Matrix matrix) {
        return render(matrix, Path.of(""));
    }

    /**
     * The page as written into {@code pageDirectory}: answers first (at a glance, the matrix, the lanes'
     * grids, the chart, the safety strip), evidence one click below (details panels drawn from the
     * embedded document, tables folded away).
     */
    static String render(Matrix original, Path pageDirectory) {
        Matrix matrix = PagePaths.relativeTo(pageDirectory).applyTo(original);
        StringBuilder h = new StringBuilder(256 * 1024);
        h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; ")
                .append("style-src 'unsafe-inline'; img-src data:; script-src '").append(sha256(JS)).append("'\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>serialflex flexibility matrix</title>\n<style>\n").append(CSS).append("</style>\n")
                .append("</head>\n<body>\n");
        header(matrix, h);
        problems(matrix, h);
        if (matrix.isEmpty()) {
            h.append("<section id=\"empty\" class=\"empty\"><p>No results were found (searched: ")
                    .append(escape(matrix.source())).append(").</p><p>").append(escape(ReportText.HOW_TO_PRODUCE))
                    .append("</p></section>\n");
        } else {
            nav(h);
            GlanceHtml.render(matrix, h);
            h.append("<section class=\"matrix-section\" id=\"matrix-section\">\n<h2>Flexibility matrix</h2>\n");
            filters(matrix, h);
            table(matrix, h);
            legend(h);
            h.append("</section>\n");
            LaneGridHtml.render(matrix, h);
            SizeSpeedHtml.render(matrix, h);
            SafetyStripHtml.render(matrix, h);
            details(h);
        }
        h.append("<script type=\"application/octet-stream\" id=\"matrix-data\" data-encoding=\"")
                .append(PageData.ENCODING).append("\">").append(PageData.encode(MatrixJson.renderForHtml(matrix)))
                .append("</script>\n<script>").append(JS).append("</script>\n</body>\n</html>\n");
        return h.toString();
    }

    /** The page's parts, in the order of the three questions its readers come with. */
    private static void nav(StringBuilder h) {
        h.append("<nav class=\"toc\"><a href=\"#glance\">At a glance</a> <a href=\"#matrix-section\">Matrix</a> ")
                .append("<a href=\"#lanes\">Upgrade lanes</a> <a href=\"#size-speed\">Bytes and speed</a> ")
                .append("<a href=\"#safety\">Hostile input</a></nav>\n");
    }

    private static void header(Matrix matrix, StringBuilder h) {
        h.append("<header>\n<h1>serialflex <span class=\"sub\">flexibility matrix</span></h1>\n<dl class=\"meta\">\n");
        meta(h, "Kit", "kit-version", String.join(", ", matrix.kitVersions()));
        meta(h, "JDK", "jdk", String.join("; ", matrix.jdks()));
        meta(h, "Adapters", "adapter-count", String.valueOf(matrix.adapters().size()));
        meta(h, "Criteria", "criterion-count", String.valueOf(matrix.criteria().size()));
        meta(h, "Cases", "case-count", String.valueOf(matrix.caseCount()));
        meta(h, "Generated", "generated-at", matrix.generatedAt().toString());
        h.append("</dl>\n");
        h.append("</header>\n");
    }

    private static void meta(StringBuilder h, String label, String id, String value) {
        h.append("<div><dt>").append(label).append("</dt><dd id=\"").append(id).append("\">")
                .append(escape(value.isEmpty() ? "—" : value)).append("</dd></div>\n");
    }

    private static void problems(Matrix matrix, StringBuilder h) {
        if (matrix.problems().isEmpty()) {
            return;
        }
        h.append("<section class=\"problems\" id=\"problems\">\n<h2>Unreadable results, left out of the matrix (")
                .append(matrix.problems().size()).append(")</h2>\n<ul>\n");
        matrix.problems().forEach(p -> h.append("<li>").append(escape(p.message())).append("</li>\n"));
        h.append("</ul>\n</section>\n");
    }

    private static void filters(Matrix matrix, StringBuilder h) {
        h.append("<section class=\"filters\" id=\"filters\">\n")
                .append("<label>Adapter <input id=\"adapter-filter\" type=\"search\" placeholder=\"id, name or library\"></label>\n")
                .append("<label>Criterion <input id=\"criterion-filter\" type=\"search\" placeholder=\"C08 or words of the title\"></label>\n")
                .append("<label><input id=\"only-alarms\" type=\"checkbox\"> only rows with CORRUPT / CRASH</label>\n")
                .append("<label><input id=\"only-differing\" type=\"checkbox\"> only rows where adapters differ</label>\n")
                .append("<details class=\"toggles\"><summary>choose adapters</summary><fieldset>");
        matrix.adapters().forEach(a -> h.append("<label><input class=\"adapter-toggle\" type=\"checkbox\" checked data-adapter=\"")
                .append(escape(a.id())).append("\">").append(escape(a.id())).append("</label>"));
        h.append("</fieldset></details>\n<span id=\"shown\"></span>\n</section>\n");
    }

    /**
     * Columns grouped by library under a label row; a column's heading is its name, rotated, with the
     * library in its title, and narrower columns for more adapters ({@link #cellWidth}), so that they fit a 1366 px screen; the criterion column stays put when
     * the table scrolls sideways on a narrower one.
     */
    /**
     * A column's width in pixels: 38 while the columns fit a 1366 px screen beside the criterion column,
     * narrower for more adapters (28 adapters: 33), never under 28, where the table scrolls sideways instead.
     */
    static int cellWidth(int columns) {
        return Math.max(28, Math.min(38, CELLS_AT_1366_PX / Math.max(1, columns) - 2));
    }

    private static void table(Matrix matrix, StringBuilder h) {
        List<LibraryGroups> groups = LibraryGroups.of(matrix);
        List<AdapterColumn> columns = LibraryGroups.columns(matrix);
        h.append("<div class=\"matrix-wrap\">\n<table class=\"matrix\" id=\"matrix\" style=\"--cell:")
                .append(cellWidth(columns.size())).append("px\">\n<thead><tr class=\"groups\">")
                .append("<th class=\"corner\"></th>");
        for (LibraryGroups g : groups) {
            h.append("<th class=\"group\" colspan=\"").append(g.adapters().size()).append("\" title=\"")
                    .append(escape(g.key())).append("\">").append(g.adapters().size() > 1 ? escape(g.label()) : "")
                    .append("</th>");
        }
        h.append("</tr><tr><th class=\"corner\">Criterion</th>");
        for (AdapterColumn a : columns) {
            h.append("<th class=\"adapter\" scope=\"col\" id=\"m-").append(escape(a.id())).append("\" data-adapter=\"")
                    .append(escape(a.id())).append("\" title=\"").append(escape(a.name() + " (" + a.id() + "): "
                            + a.coordinates())).append("\"><span class=\"name\">").append(escape(a.name()))
                    .append("</span></th>");
        }
        h.append("</tr></thead>\n<tbody>\n");
        for (CriterionRow row : matrix.criteria()) {
            h.append("<tr data-criterion=\"").append(escape(row.id())).append("\" data-title=\"")
                    .append(escape(row.title())).append("\"><th class=\"criterion\" scope=\"row\" title=\"")
                    .append(escape(row.title())).append("\"><span class=\"cid\">").append(escape(row.id()))
                    .append("</span><span class=\"ctitle\">").append(escape(row.title())).append("</span></th>");
            for (AdapterColumn a : columns) {
                Cell cell = row.cells().stream().filter(c -> c.adapter().id().equals(a.id())).findFirst()
                        .orElse(new Cell(a, null));
                cell(row, cell, h);
            }
            h.append("</tr>\n");
        }
        h.append("</tbody>\n<tfoot><tr class=\"totals\"><th scope=\"row\">Total</th>");
        // The score over its denominator on a second line: "14.5/20" on one would widen every column.
        columns.forEach(a -> h.append("<td class=\"total\" data-adapter=\"").append(escape(a.id()))
                .append("\">").append(Scores.plain(a.total())).append("<span class=\"of\">/").append(a.criteriaRun())
                .append("</span></td>"));
        h.append("</tr></tfoot>\n</table>\n</div>\n");
    }

    private static void cell(CriterionRow row, Cell cell, StringBuilder h) {
        String adapter = escape(cell.adapter().id());
        String criterion = escape(row.id());
        if (!cell.ran()) {
            h.append("<td class=\"cell none\" data-adapter=\"").append(adapter).append("\" data-criterion=\"")
                    .append(criterion).append("\" title=\"not run\">—</td>");
            return;
        }
        String score = Scores.cell(cell.score());
        StringBuilder classes = new StringBuilder("cell ").append(scoreClass(cell.score()));
        cell.alarm().ifPresent(alarm -> classes.append(" alarm alarm-").append(alarm.name().toLowerCase(Locale.ROOT)));
        String tooltip = cell.adapter().name() + " × " + row.id() + ": " + score
                + cell.alarm().map(alarm -> " — " + alarm).orElse("") + " (" + cell.cases().size()
                + " cases; click for details)";
        h.append("<td class=\"").append(classes).append("\" data-adapter=\"").append(adapter)
                .append("\" data-criterion=\"").append(criterion).append("\" data-score=\"")
                .append(Scores.plain(cell.score())).append("\" tabindex=\"0\" title=\"").append(escape(tooltip))
                .append("\"><span class=\"score\">").append(score).append("</span>");
        cell.alarm().ifPresent(alarm -> h.append("<span class=\"badge\">").append(badge(alarm)).append("</span>"));
        h.append("</td>");
    }

    private static String scoreClass(double score) {
        if (score >= 1) {
            return "s1";
        }
        return score >= 0.5 ? "s05" : "s0";
    }

    private static String badge(Outcome alarm) {
        return alarm == Outcome.KIT_ERROR ? "KIT ERROR" : alarm.name();
    }

    private static void details(StringBuilder h) {
        h.append("<aside class=\"details\" id=\"details\" hidden aria-live=\"polite\">\n<div class=\"details-head\">")
                .append("<h2 id=\"details-title\"></h2><button type=\"button\" id=\"details-close\">close (Esc)</button></div>\n")
                .append("<p id=\"details-summary\"></p>\n<table id=\"details-cases\"><thead><tr><th>Outcome</th><th>Case</th>")
                .append("<th>Class versions (writer → reader)</th><th>Evidence</th><th>Size</th></tr></thead><tbody></tbody></table>\n")
                .append("<div id=\"details-lane\"></div>\n")
                .append("</aside>\n");
    }

    private static void legend(StringBuilder h) {
        h.append("<section class=\"legend\" id=\"legend\"><ul>")
                .append("<li><span class=\"swatch\" style=\"background:var(--pass)\">1</span>every case passed</li>")
                .append("<li><span class=\"swatch\" style=\"background:var(--half)\">½</span>no loud zeroing failure; mean case points ≥ ½ (DEGRADED counts ½)</li>")
                .append("<li><span class=\"swatch\" style=\"background:var(--zero)\">0</span>otherwise</li>")
                .append("<li><span class=\"swatch o-CORRUPT\">CORRUPT</span>a case read back normally with a wrong or lost value: silent data loss; scores 0</li>")
                .append("<li><span class=\"swatch o-CRASH\">CRASH</span>an Error (StackOverflowError, OutOfMemoryError...) or a hang; scores 0</li>")
                .append("<li><span class=\"swatch o-KIT_ERROR\">KIT ERROR</span>the kit could not measure a case; scores 0</li>")
                .append("<li><span class=\"swatch\" style=\"background:var(--none)\">—</span>not run</li>")
                .append("</ul>Columns are grouped by library, the groups and the columns within one best total first. Hover or click a cell for its cases, outcomes and evidence.</section>\n");
    }

    /** Every probe's counts per adapter and configuration: the safety strip's evidence, folded below it. */
    static void safetyTable(List<SafetyCells.Row> rows, StringBuilder h) {
        h.append("<table class=\"safety-table\"><thead><tr><th>Adapter</th><th>Configuration</th>");
        SafetyCells.PROBES.forEach(p -> h.append("<th>").append(escape(p)).append("</th>"));
        h.append("</tr></thead>\n<tbody>\n");
        for (SafetyCells.Row row : rows) {
            h.append("<tr data-adapter=\"").append(escape(row.adapter().id())).append("\" data-configuration=\"")
                    .append(row.configuration()).append("\"><th scope=\"row\">").append(escape(row.adapter().id()))
                    .append("</th><td>").append(row.configuration());
            if (row.hardening() != null && !row.probes().isEmpty()) {
                h.append("<span class=\"hardening\">").append(escape(row.hardening())).append("</span>");
            }
            h.append("</td>");
            if (row.probes().isEmpty()) {
                h.append("<td class=\"safety-none\" colspan=\"").append(SafetyCells.PROBES.size()).append("\">none: ")
                        .append(escape(row.hardening())).append("</td>");
            } else {
                for (String id : SafetyCells.PROBES) {
                    safetyCell(row.probe(id), h);
                }
            }
            h.append("</tr>\n");
        }
        h.append("</tbody>\n</table>\n");
    }

    private static void safetyCell(org.serialflex.results.ProbeResult probe, StringBuilder h) {
        if (probe == null) {
            h.append("<td class=\"safety-cell none\">—</td>");
            return;
        }
        boolean unsafe = probe.worst() != null;
        String title = unsafe ? probe.evidence() : probe.note();
        h.append("<td class=\"safety-cell ").append(unsafe ? "unsafe" : isSafe(probe) ? "safe" : "none")
                .append("\" data-probe=\"").append(escape(probe.probe())).append("\" title=\"")
                .append(escape(title == null ? "" : title)).append("\"><span class=\"")
                .append(unsafe ? "badge o-CORRUPT" : "verdict").append("\">").append(escape(SafetyCells.verdict(probe)))
                .append("</span><span class=\"counts\">").append(escape(SafetyCells.counts(probe))).append("</span></td>");
    }

    private static boolean isSafe(org.serialflex.results.ProbeResult probe) {
        return org.serialflex.results.ProbeResult.SAFE.equals(probe.verdict());
    }

    /** HTML text and attribute escaping: the kit's one ({@link Escaping#html}). */
    static String escape(String text) {
        return Escaping.html(text);
    }

    private static String sha256(String script) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(script.getBytes(StandardCharsets.UTF_8));
            return "sha256-" + Base64.getEncoder().encodeToString(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    private static String resource(String name) {
        try (InputStream in = HtmlRenderer.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("The report resource " + name + " is missing from the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
