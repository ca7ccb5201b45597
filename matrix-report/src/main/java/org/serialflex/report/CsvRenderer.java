package org.serialflex.report;

import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;

import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;

/**
 * {@code matrix.csv}: one row per case, RFC 4180 (CRLF line ends; a field with a comma, quote or line
 * break is quoted, quotes doubled). Adapters in matrix order, criteria by id, cases as run.
 */
final class CsvRenderer {

    static final List<String> HEADER =
            List.of("adapter", "criterion", "case", "writerClassVersion", "readerClassVersion", "outcome", "evidence", "size", "deflated");
    static final List<String> SIZES_HEADER =
            List.of("adapter", "shape", "size", "deflated", "readBack", "evidence");
    static final List<String> SPEED_HEADER =
            List.of("adapter", "shape", "benchmark", "threads", "score", "error", "unit");

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
                            number(c.serializedSize()), number(c.deflatedSize())));
                }
            }
        }
        return csv.toString();
    }

    /** {@code sizes.csv}: one row per adapter and shape, adapters in matrix order. */
    static String sizes(Matrix matrix) {
        return perAdapterAndShape(matrix, SIZES_HEADER, (adapter, shape) -> matrix.extras().size(adapter, shape)
                .map(s -> List.of(List.of(adapter, shape, number(s.serializedSize()), number(s.deflatedSize()),
                        nullToEmpty(s.outcome()), nullToEmpty(s.evidence())))).orElse(List.of()));
    }

    /** {@code speed.csv}: one row per JMH result, adapters in matrix order. */
    static String speeds(Matrix matrix) {
        return perAdapterAndShape(matrix, SPEED_HEADER, (adapter, shape) -> matrix.extras().threadCounts().stream()
                .flatMap(threads -> SizeAndSpeed.BENCHMARKS.stream().flatMap(benchmark -> matrix.extras()
                        .speed(adapter, shape, benchmark, threads).map(s -> List.of(adapter, shape, benchmark,
                                String.valueOf(threads), String.format(Locale.ROOT, "%.3f", s.score()),
                                Double.isNaN(s.error()) ? "" : String.format(Locale.ROOT, "%.3f", s.error()),
                                s.unit())).stream())).toList());
    }

    /** {@code header}, then the rows of each adapter (in matrix order) and shape. */
    private static String perAdapterAndShape(Matrix matrix, List<String> header,
                                             BiFunction<String, String, List<List<String>>> rows) {
        StringBuilder csv = new StringBuilder();
        line(csv, header);
        for (AdapterColumn adapter : matrix.adapters()) {
            for (String shape : matrix.extras().shapes()) {
                rows.apply(adapter.id(), shape).forEach(row -> line(csv, row));
            }
        }
        return csv.toString();
    }

    private static String number(Integer value) {
        return value == null ? "" : value.toString();
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
