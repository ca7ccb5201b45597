package org.serialflex.report;

import org.serialflex.results.CaseResult;

import java.util.List;
import java.util.Optional;

/**
 * The flexibility matrix: a row per criterion, a column per adapter, totals below; on the page with its filters
 * and legend ({@link HtmlRenderer.Table}), in {@code matrix.md} with the libraries and the cases that zeroed a
 * criterion silently or by a crash.
 */
final class MatrixSection extends NamedSection {

    private static final int MAX_EVIDENCE = 300;

    MatrixSection() {
        super("matrix-section", "Matrix");
    }

    @Override
    public Optional<HtmlRenderer.Table> html(Matrix matrix) {
        return Optional.of(HtmlRenderer.Table.of(matrix));
    }

    @Override
    public Optional<Markdown> markdown(Matrix matrix) {
        List<Alarm> alarms = matrix.criteria().stream().flatMap(row -> row.cells().stream())
                .flatMap(cell -> cell.cases().stream().filter(c -> c.outcome().zeroesCriterion())
                        .map(c -> Alarm.of(cell, c))).toList();
        return Optional.of(new Markdown(matrix.adapters().stream().map(Adapter::of).toList(),
                matrix.criteria().stream().map(Row::of).toList(), !alarms.isEmpty(), alarms));
    }

    /**
     * The Markdown's values: a column per adapter, a row per criterion, and the cases that zeroed a criterion
     * silently, by a crash or by the kit ({@code anyAlarms}: a table of them).
     */
    record Markdown(List<Adapter> adapters, List<Row> rows, boolean anyAlarms, List<Alarm> alarms) {
    }

    /**
     * An adapter's heading and library; {@code id}, {@code coordinates} and {@code total} as Markdown
     * ({@link MarkdownRenderer#code}: a code span of escaped text).
     */
    record Adapter(String name, String id, String coordinates, String total) {

        static Adapter of(AdapterColumn a) {
            return new Adapter(a.name(), MarkdownRenderer.code(a.id()), MarkdownRenderer.code(a.coordinates()),
                    Scores.total(a.total(), a.criteriaRun()));
        }
    }

    /** A criterion's row; each cell its score and alarm's marker ({@link Markers}), or a dash when not run. */
    record Row(String id, String title, List<String> cells) {

        static Row of(CriterionRow row) {
            return new Row(row.id(), row.title(), row.cells().stream().map(Row::cell).toList());
        }

        private static String cell(Cell cell) {
            if (!cell.ran()) {
                return "—";
            }
            String score = Scores.cell(cell.score());
            return cell.alarm().map(alarm -> score + " " + Markers.text(alarm)).orElse(score);
        }
    }

    /** A case that zeroed its criterion: adapter and case as code spans, its marker, its evidence shortened. */
    record Alarm(String adapter, String kase, String writer, String reader, String outcome, String evidence) {

        static Alarm of(Cell cell, CaseResult c) {
            return new Alarm(MarkdownRenderer.code(cell.adapter().id()), MarkdownRenderer.code(c.id()),
                    c.writerClassVersion(), c.readerClassVersion(), Markers.text(c.outcome()), shorten(c.evidence()));
        }
    }

    /** At most {@value #MAX_EVIDENCE} characters of {@code evidence}, an ellipsis after a cut; empty for none. */
    static String shorten(String evidence) {
        if (evidence == null) {
            return "";
        }
        return evidence.length() <= MAX_EVIDENCE ? evidence : evidence.substring(0, MAX_EVIDENCE) + "…";
    }
}
