package org.serialflex.report;

import org.serialflex.results.LaneResults;
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
            String format = "  %4s  %-" + width + "s  %8s  %7s  %5s  %7s%n";
            out.append(String.format(format, "rank", "adapter", "total", "CORRUPT", "CRASH", "time s"));
            int rank = 1;
            for (AdapterColumn a : matrix.adapters()) {
                out.append(String.format(format, rank++, a.id(), Scores.total(a.total(), a.criteriaRun()),
                        a.count(Outcome.CORRUPT), a.count(Outcome.CRASH), seconds(caseMillis(a))));
            }
            out.append(timeLine(matrix));
        }
        if (!matrix.problems().isEmpty()) {
            out.append("Left out (").append(matrix.problems().size()).append("):\n");
            matrix.problems().forEach(p -> out.append("  ").append(p.message()).append('\n'));
        }
        out.append("Report: ").append(indexHtml.toAbsolutePath()).append(" (with matrix.md, matrix.json, matrix.csv)\n");
        out.append("Report took ").append(took.toMillis()).append(" ms\n");
        return out.toString();
    }

    /** The adapter's cases as its results time them: history probe and matrix, then each lane. */
    private static long caseMillis(AdapterColumn adapter) {
        return adapter.results().durationMillis()
                + adapter.results().lanes().stream().mapToLong(LaneResults::durationMillis).sum();
    }

    /** The run's case time, summed as the kit printed it adapter by adapter, and the slowest adapter. */
    private static String timeLine(Matrix matrix) {
        long matrices = 0;
        long lanes = 0;
        long laneCount = 0;
        long safety = 0;
        for (AdapterColumn a : matrix.adapters()) {
            matrices += a.results().durationMillis();
            lanes += a.results().lanes().stream().mapToLong(LaneResults::durationMillis).sum();
            laneCount += a.results().lanes().size();
            safety += a.results().safety() == null ? 0 : a.results().safety().durationMillis();
        }
        AdapterColumn slowest = matrix.adapters().stream()
                .max(java.util.Comparator.comparingLong(ConsoleSummary::caseMillis)).orElseThrow();
        return "Case time: matrices with their history probes " + seconds(matrices) + " s + " + laneCount + (laneCount == 1 ? " lane " : " lanes ")
                + seconds(lanes) + " s = " + seconds(matrices + lanes) + " s; safety profiles " + seconds(safety)
                + " s; slowest adapter " + slowest.id() + " (" + seconds(caseMillis(slowest)) + " s)\n";
    }

    private static String seconds(long millis) {
        return String.format(java.util.Locale.ROOT, "%.1f", millis / 1000.0);
    }
}
