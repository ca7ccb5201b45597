package org.serialflex.report;

import org.serialflex.results.Outcome;

import java.nio.file.Path;
import java.time.Duration;

/** The compact table printed at the end of a report run: totals best first, CORRUPT and CRASH counts. */
final class ConsoleSummary {

    private ConsoleSummary() {
    }

    static String render(Matrix matrix, Path indexHtml, Duration took) {
        StringBuilder out = new StringBuilder();
        out.append("serialflex flexibility matrix: ").append(matrix.adapters().size()).append(" adapters, ")
                .append(matrix.criteria().size()).append(" criteria, ").append(matrix.caseCount()).append(" cases\n");
        if (matrix.isEmpty()) {
            out.append("No results found (searched ").append(matrix.source()).append("). ")
                    .append(ReportText.HOW_TO_PRODUCE).append('\n');
        } else {
            int width = Math.max("adapter".length(),
                    matrix.adapters().stream().mapToInt(a -> a.id().length()).max().orElse(0));
            String format = "  %4s  %-" + width + "s  %8s  %7s  %5s%n";
            out.append(String.format(format, "rank", "adapter", "total", "CORRUPT", "CRASH"));
            int rank = 1;
            for (AdapterColumn a : matrix.adapters()) {
                out.append(String.format(format, rank++, a.id(), Scores.total(a.total(), a.criteriaRun()),
                        a.count(Outcome.CORRUPT), a.count(Outcome.CRASH)));
            }
        }
        if (!matrix.problems().isEmpty()) {
            out.append("Left out (").append(matrix.problems().size()).append("):\n");
            matrix.problems().forEach(p -> out.append("  ").append(p.message()).append('\n'));
        }
        out.append("Report: ").append(indexHtml.toAbsolutePath()).append(" (with matrix.md, matrix.json, matrix.csv)\n");
        out.append("Report took ").append(took.toMillis()).append(" ms\n");
        return out.toString();
    }
}
