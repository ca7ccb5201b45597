package org.serialflex.report;

import org.serialflex.results.text.Escaping;
import org.serialflex.results.text.HtmlTemplates;

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
 * no network), from the template {@code templates/matrix.mustache} and its sections' ({@link ReportSections}: each
 * section's {@code templates/<id>.mustache}, which also gives the contents bar its links); the script adds sorting,
 * filters and the details panels. Every text from results is escaped by the templates,
 * and a Content-Security-Policy allows only the page's own script.
 */
final class HtmlRenderer {

    private static final HtmlTemplates TEMPLATES = HtmlTemplates.beside(HtmlRenderer.class);
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
        return TEMPLATES.render("matrix", Page.of(matrix));
    }

    /**
     * The page's values: the header, the unreadable inputs, and either where no results were found ({@code empty})
     * or the sections, in {@link ReportSections}' order, each with its link in the contents bar.
     */
    record Page(String scriptHash, String css, List<Meta> meta, boolean anyProblems, int problemCount,
                List<String> problems, boolean empty, String source, String howToProduce,
                List<ReportSections.Shown> sections, String dataEncoding, String data, String script) {

        static Page of(Matrix matrix) {
            List<String> problems = matrix.problems().stream().map(InputProblem::message).toList();
            return new Page(sha256(JS), CSS, Meta.of(matrix), !problems.isEmpty(), problems.size(), problems,
                    matrix.isEmpty(), matrix.source(), ReportText.HOW_TO_PRODUCE, ReportSections.html(matrix),
                    PageData.ENCODING, PageData.encode(MatrixJson.renderForHtml(matrix)), JS);
        }
    }

    /** A line of the header's facts; an empty value shows as a dash. */
    record Meta(String label, String id, String value) {

        static List<Meta> of(Matrix matrix) {
            return List.of(meta("Kit", "kit-version", String.join(", ", matrix.kitVersions())),
                    meta("JDK", "jdk", String.join("; ", matrix.jdks())),
                    meta("Adapters", "adapter-count", String.valueOf(matrix.adapters().size())),
                    meta("Criteria", "criterion-count", String.valueOf(matrix.criteria().size())),
                    meta("Cases", "case-count", String.valueOf(matrix.caseCount())),
                    meta("Generated", "generated-at", matrix.generatedAt().toString()));
        }

        private static Meta meta(String label, String id, String value) {
            return new Meta(label, id, value.isEmpty() ? "—" : value);
        }
    }

    /**
     * A column's width in pixels: 38 while the columns fit a 1366 px screen beside the criterion column,
     * narrower for more adapters (28 adapters: 33), never under 28, where the table scrolls sideways instead.
     */
    static int cellWidth(int columns) {
        return Math.max(28, Math.min(38, CELLS_AT_1366_PX / Math.max(1, columns) - 2));
    }

    /**
     * The matrix: columns grouped by library under a label row; a column's heading is its name, rotated, with the
     * library in its title, and narrower columns for more adapters ({@link #cellWidth}), so that they fit a 1366 px
     * screen; the criterion column stays put when the table scrolls sideways on a narrower one. {@code toggles}: the
     * filter's adapters, in the matrix's order.
     */
    record Table(List<String> toggles, int cellWidth, List<Group> groups, List<Column> columns, List<Row> rows) {

        static Table of(Matrix matrix) {
            List<AdapterColumn> columns = LibraryGroups.columns(matrix);
            return new Table(matrix.adapters().stream().map(AdapterColumn::id).toList(), HtmlRenderer.cellWidth(columns.size()),
                    LibraryGroups.of(matrix).stream().map(g -> new Group(g.adapters().size(), g.key(),
                            g.adapters().size() > 1 ? g.label() : "")).toList(),
                    columns.stream().map(Column::of).toList(),
                    matrix.criteria().stream().map(row -> Row.of(row, columns)).toList());
        }
    }

    /** A library's label over its columns, shown when it has more than one. */
    record Group(int size, String key, String label) {
    }

    /** An adapter's column: its heading and its total (the score over its denominator on a second line). */
    record Column(String id, String name, String title, String total, int criteriaRun) {

        static Column of(AdapterColumn a) {
            return new Column(a.id(), a.name(), a.name() + " (" + a.id() + "): " + a.coordinates(),
                    Scores.plain(a.total()), a.criteriaRun());
        }
    }

    /** A criterion's row. */
    record Row(String id, String title, List<MatrixCell> cells) {

        static Row of(CriterionRow row, List<AdapterColumn> columns) {
            return new Row(row.id(), row.title(), columns.stream().map(a -> MatrixCell.of(row, row.cells().stream()
                    .filter(c -> c.adapter().id().equals(a.id())).findFirst().orElse(new Cell(a, null)))).toList());
        }
    }

    /** A cell: its score coloured, an alarm's badge, and a tooltip; a dash when the adapter did not run it. */
    record MatrixCell(boolean ran, String adapter, String criterion, String classes, String plainScore, String tooltip,
                      String score, List<String> badge) {

        static MatrixCell of(CriterionRow row, Cell cell) {
            if (!cell.ran()) {
                return new MatrixCell(false, cell.adapter().id(), row.id(), "", "", "", "", List.of());
            }
            String score = Scores.cell(cell.score());
            String classes = "cell " + scoreClass(cell.score()) + cell.alarm()
                    .map(alarm -> " alarm alarm-" + alarm.name().toLowerCase(Locale.ROOT)).orElse("");
            String tooltip = cell.adapter().name() + " × " + row.id() + ": " + score
                    + cell.alarm().map(alarm -> " — " + alarm).orElse("") + " (" + cell.cases().size()
                    + " cases; click for details)";
            return new MatrixCell(true, cell.adapter().id(), row.id(), classes, Scores.plain(cell.score()), tooltip,
                    score, cell.alarm().map(HtmlRenderer::badge).stream().toList());
        }
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
