package org.serialflex.check;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The verdict table of a check of several adapters: a row per root, a column per adapter, in the order asked. The
 * Markdown and HTML renderers both read it, so the two cannot disagree on a cell.
 *
 * @param adapters the adapters' ids, one column each
 * @param rows     a row per root, as the adapters' reports name it
 */
record AdapterColumns(List<String> adapters, List<Row> rows) {

    /**
     * One root across the adapters.
     *
     * @param root  the root as named ({@code com.acme.Order})
     * @param cells one per adapter, in the columns' order
     */
    record Row(String root, List<Cell> cells) {
    }

    /**
     * One root with one adapter.
     *
     * @param verdict    the verdict as the reports write it ({@code NO VERDICT (accepted)})
     * @param css        the verdict's CSS class ({@code FULL})
     * @param unexplained whether the verdict is not FULL and not accepted: bold
     * @param directions old→new and new→old with their outcomes ({@code old→new PASS, new→old READ_FAILED})
     */
    record Cell(String verdict, String css, boolean unexplained, String directions) {

        /** A root this adapter's check did not reach (its roots matched other classes). */
        static final Cell NOT_CHECKED = new Cell("not checked", "NO_VERDICT", false, "");
    }

    /** The columns of {@code report}; empty rows for a report of one adapter. */
    static AdapterColumns of(CheckReport report) {
        List<String> adapters = report.byAdapter().stream().map(CheckReport::adapterId).toList();
        Map<String, Cell[]> cells = new LinkedHashMap<>();
        for (int column = 0; column < adapters.size(); column++) {
            for (RootResult root : report.byAdapter().get(column).roots()) {
                cells.computeIfAbsent(root.root(), r -> new Cell[adapters.size()])[column] = cell(root);
            }
        }
        List<Row> rows = new ArrayList<>();
        cells.forEach((root, row) -> rows.add(new Row(root, java.util.Arrays.stream(row)
                .map(c -> c == null ? Cell.NOT_CHECKED : c).toList())));
        return new AdapterColumns(adapters, rows);
    }

    private static Cell cell(RootResult root) {
        return new Cell(ReportText.verdict(root), root.verdict() + (root.accepted() ? " accepted" : ""),
                root.verdict() != Compatibility.FULL && !root.accepted(),
                "old→new " + ReportText.outcome(root.backward()) + ", new→old " + ReportText.outcome(root.forward()));
    }
}
