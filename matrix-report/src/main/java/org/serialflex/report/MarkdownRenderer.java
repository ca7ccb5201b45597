package org.serialflex.report;

import org.serialflex.results.text.Escaping;

import org.serialflex.results.CaseResult;
import org.serialflex.results.Outcome;

import java.util.List;
import java.util.regex.Pattern;

/** {@code matrix.md}: the heatmap as a GitHub-flavoured Markdown table, with a legend. */
final class MarkdownRenderer {

    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9._:+-]+");
    private static final int MAX_EVIDENCE = 300;

    private MarkdownRenderer() {
    }

    static String render(Matrix matrix) {
        StringBuilder md = new StringBuilder();
        md.append("# serialflex flexibility matrix\n\n");
        md.append(escape(ReportText.headline(matrix))).append("\n\n");
        if (matrix.isEmpty()) {
            md.append("No results were found (searched: ").append(escape(matrix.source())).append("). ")
                    .append(escape(ReportText.HOW_TO_PRODUCE)).append("\n");
        } else {
            table(matrix, md);
            libraries(matrix, md);
            alarms(matrix, md);
            LanesMarkdown.render(matrix, md);
            legend(md);
            SizeSpeedMarkdown.render(matrix, md);
            safety(matrix, md);
        }
        problems(matrix, md);
        return md.toString();
    }

    private static void table(Matrix matrix, StringBuilder md) {
        md.append("| Criterion |");
        matrix.adapters().forEach(a -> md.append(' ').append(escape(a.name())).append("<br>")
                .append(code(a.id())).append(" |"));
        md.append("\n| :-- |");
        matrix.adapters().forEach(a -> md.append(" :-: |"));
        md.append('\n');
        for (CriterionRow row : matrix.criteria()) {
            md.append("| **").append(escape(row.id())).append("** ").append(escape(row.title())).append(" |");
            for (Cell cell : row.cells()) {
                md.append(' ').append(cell(cell)).append(" |");
            }
            md.append('\n');
        }
        md.append("| **Total** |");
        matrix.adapters().forEach(a -> md.append(" **").append(Scores.total(a.total(), a.criteriaRun()))
                .append("** |"));
        md.append("\n\n");
    }

    private static String cell(Cell cell) {
        if (!cell.ran()) {
            return "—";
        }
        String score = Scores.cell(cell.score());
        return cell.alarm().map(alarm -> score + " " + Markers.text(alarm)).orElse(score);
    }

    private static void libraries(Matrix matrix, StringBuilder md) {
        md.append("Libraries:\n\n");
        matrix.adapters().forEach(a -> md.append("- ").append(code(a.id())).append(": ")
                .append(code(a.coordinates())).append('\n'));
        md.append('\n');
    }

    private static void alarms(Matrix matrix, StringBuilder md) {
        StringBuilder rows = new StringBuilder();
        for (CriterionRow row : matrix.criteria()) {
            for (Cell cell : row.cells()) {
                for (CaseResult c : cell.cases()) {
                    if (c.outcome().zeroesCriterion()) {
                        rows.append("| ").append(code(cell.adapter().id())).append(" | ").append(code(c.id()))
                                .append(" | ").append(escape(c.writerClassVersion())).append(" → ")
                                .append(escape(c.readerClassVersion())).append(" | ").append(Markers.text(c.outcome()))
                                .append(" | ").append(escape(shorten(c.evidence()))).append(" |\n");
                    }
                }
            }
        }
        if (!rows.isEmpty()) {
            md.append("## Silent corruption, crashes and kit errors\n\n");
            md.append("| Adapter | Case | Class versions (writer → reader) | Outcome | Evidence |\n| :-- | :-- | :-: | :-- | :-- |\n");
            md.append(rows).append('\n');
        }
    }

    private static void legend(StringBuilder md) {
        md.append("## Legend\n\n");
        md.append("- **1**: every case of the criterion passed.\n");
        md.append("- **½**: no case failed loudly enough to zero the criterion and the mean case points "
                + "(PASS 1, DEGRADED ½, failures 0) is at least ½.\n");
        md.append("- **0**: otherwise.\n");
        md.append("- **").append(Markers.text(Outcome.CORRUPT)).append("**: at least one case read back "
                + "normally but with a wrong or lost value (silent data loss); the criterion scores 0.\n");
        md.append("- **").append(Markers.text(Outcome.CRASH)).append("**: at least one case ended in an Error "
                + "(StackOverflowError, OutOfMemoryError, LinkageError...) or a hang; the criterion scores 0.\n");
        md.append("- **").append(Markers.text(Outcome.KIT_ERROR)).append("**: the kit could not measure a case "
                + "honestly; the criterion scores 0.\n");
        md.append("- **—**: the adapter did not run this criterion.\n");
        md.append("- Columns are sorted best total first; a total is out of the criteria the adapter ran. "
                + "Every case, with its evidence, is in matrix.csv and matrix.json.\n\n");
    }

    private static void safety(Matrix matrix, StringBuilder md) {
        List<SafetyCells.Row> rows = SafetyCells.rows(matrix);
        if (rows.isEmpty()) {
            return;
        }
        md.append("## Safety profile (not part of the score)\n\n");
        md.append("Hostile input, probed in JVMs of their own with a 256 MB heap (see docs/safety.md). "
                + "Each cell: the worst outcome counted against the reader (marked like CORRUPT) or SAFE, then the "
                + "attempts per outcome.\n\n");
        md.append("| Adapter | Configuration |");
        SafetyCells.PROBES.forEach(p -> md.append(' ').append(p).append(" |"));
        md.append("\n| :-- | :-- |");
        SafetyCells.PROBES.forEach(p -> md.append(" :-- |"));
        md.append('\n');
        StringBuilder hardenings = new StringBuilder();
        for (SafetyCells.Row row : rows) {
            md.append("| ").append(code(row.adapter().id())).append(" | ").append(row.configuration()).append(" |");
            if (row.probes().isEmpty()) {
                md.append(" none: ").append(escape(shorten(row.hardening()))).append(" |");
                SafetyCells.PROBES.stream().skip(1).forEach(p -> md.append(" |"));
            } else {
                for (String id : SafetyCells.PROBES) {
                    org.serialflex.results.ProbeResult probe = row.probe(id);
                    md.append(' ').append(probe == null ? "—" : "**" + escape(SafetyCells.verdict(probe)) + "**<br>"
                            + escape(SafetyCells.counts(probe))).append(" |");
                }
                if (row.hardening() != null) {
                    hardenings.append("- ").append(code(row.adapter().id())).append(": ")
                            .append(escape(row.hardening())).append('\n');
                }
            }
            md.append('\n');
        }
        md.append('\n');
        if (!hardenings.isEmpty()) {
            md.append("Hardened configurations:\n\n").append(hardenings).append('\n');
        }
        StringBuilder evidence = new StringBuilder();
        for (SafetyCells.Row row : rows) {
            for (org.serialflex.results.ProbeResult probe : row.probes()) {
                if (probe.worst() != null) {
                    evidence.append("| ").append(code(row.adapter().id())).append(" | ").append(row.configuration())
                            .append(" | ").append(probe.probe()).append(" | ")
                            .append(escape(SafetyCells.verdict(probe))).append(" | ")
                            .append(escape(shorten(probe.evidence()))).append(" |\n");
                }
            }
        }
        if (!evidence.isEmpty()) {
            md.append("### Worst attempt of each unsafe probe\n\n| Adapter | Configuration | Probe | Worst | Evidence |\n"
                    + "| :-- | :-- | :-- | :-- | :-- |\n").append(evidence).append('\n');
        }
    }

    private static void problems(Matrix matrix, StringBuilder md) {
        if (matrix.problems().isEmpty()) {
            return;
        }
        md.append("## Unreadable results (left out)\n\n");
        matrix.problems().forEach(p -> md.append("- ").append(escape(p.message())).append('\n'));
        md.append('\n');
    }

    private static String shorten(String evidence) {
        if (evidence == null) {
            return "";
        }
        return evidence.length() <= MAX_EVIDENCE ? evidence : evidence.substring(0, MAX_EVIDENCE) + "…";
    }

    /** An inline code span for simple identifiers; escaped plain text otherwise. */
    static String code(String text) {
        return text != null && PLAIN.matcher(text).matches() ? "`" + text + "`" : escape(text);
    }

    /** Text that GitHub renders literally inside a table cell: one line ({@link Escaping#markdownLine}). */
    static String escape(String text) {
        return Escaping.markdownLine(text);
    }
}
