package org.serialflex.report;

import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;

import java.util.List;

/**
 * {@code matrix.csv}: one row per case, RFC 4180 (CRLF line ends; a field with a comma, quote or line
 * break is quoted, quotes doubled). Adapters in matrix order, criteria by id, cases as run.
 */
final class CsvRenderer {

    static final List<String> HEADER =
            List.of("adapter", "criterion", "case", "writer", "reader", "outcome", "evidence", "size");

    private CsvRenderer() {
    }

    static String render(Matrix matrix) {
        StringBuilder csv = new StringBuilder();
        line(csv, HEADER);
        for (AdapterColumn adapter : matrix.adapters()) {
            for (CriterionRow row : matrix.criteria()) {
                CriterionResult criterion = adapter.criterion(row.id());
                if (criterion == null) {
                    continue;
                }
                for (CaseResult c : criterion.cases()) {
                    line(csv, List.of(adapter.id(), row.id(), c.id(), nullToEmpty(c.writerClassVersion()),
                            nullToEmpty(c.readerClassVersion()), c.outcome().name(), nullToEmpty(c.evidence()),
                            c.serializedSize() == null ? "" : c.serializedSize().toString()));
                }
            }
        }
        return csv.toString();
    }

    private static void line(StringBuilder csv, List<String> fields) {
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                csv.append(',');
            }
            csv.append(field(fields.get(i)));
        }
        csv.append("\r\n");
    }

    static String field(String value) {
        if (value.indexOf(',') < 0 && value.indexOf('"') < 0 && value.indexOf('\n') < 0 && value.indexOf('\r') < 0) {
            return value;
        }
        return '"' + value.replace("\"", "\"\"") + '"';
    }

    private static String nullToEmpty(String value) {
        return value == null ? "" : value;
    }
}
