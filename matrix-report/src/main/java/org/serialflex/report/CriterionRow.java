package org.serialflex.report;

import java.util.List;

/**
 * One row of the heatmap.
 *
 * @param id    {@code C01}..{@code C20}
 * @param title the criterion's short title
 * @param cells one per adapter, in the matrix's column order
 */
record CriterionRow(String id, String title, List<Cell> cells) {

    CriterionRow {
        cells = List.copyOf(cells);
    }
}
