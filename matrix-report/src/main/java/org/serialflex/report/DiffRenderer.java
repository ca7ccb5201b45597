package org.serialflex.report;

import org.serialflex.report.MatrixDiff.Place;
import org.serialflex.report.MatrixDiff.ScoreChange;
import org.serialflex.report.MatrixDiff.VerdictChange;

import java.util.List;

/** The console text of a {@link MatrixDiff}: one line per change, worse ones marked {@code WORSE}. */
final class DiffRenderer {

    private DiffRenderer() {
    }

    static String render(MatrixDiff diff, String beforeName, String afterName) {
        StringBuilder out = new StringBuilder();
        out.append("serialflex diff: ").append(beforeName).append(" → ").append(afterName).append('\n');
        if (diff.isEmpty()) {
            out.append("No differences: same adapters, cases, verdicts and scores.\n");
            return out.toString();
        }
        names(out, "Adapters added", diff.adaptersAdded());
        names(out, "Adapters removed", diff.adaptersRemoved());
        if (!diff.verdicts().isEmpty()) {
            out.append("Changed verdicts (").append(diff.verdicts().size()).append("):\n");
            for (VerdictChange v : diff.verdicts()) {
                out.append("  ").append(v.worse() ? "WORSE " : "better").append("  ").append(v.adapter())
                        .append("  ").append(v.criterion()).append("  ").append(v.caseId()).append("  ")
                        .append(v.before()).append(" → ").append(v.after()).append('\n');
                if (v.evidenceAfter() != null) {
                    out.append("          evidence: ").append(oneLine(v.evidenceAfter())).append('\n');
                }
                if (v.evidenceBefore() != null) {
                    out.append("          before:   ").append(oneLine(v.evidenceBefore())).append('\n');
                }
            }
        }
        scores(out, "Changed scores", diff.scores());
        scores(out, "Changed totals", diff.totals());
        places(out, "Criteria added", diff.criteriaAdded());
        places(out, "Criteria removed", diff.criteriaRemoved());
        places(out, "Cases added", diff.casesAdded());
        places(out, "Cases removed", diff.casesRemoved());
        long worse = diff.verdicts().stream().filter(VerdictChange::worse).count();
        long dropped = diff.scores().stream().filter(ScoreChange::dropped).count();
        out.append("Summary: ").append(diff.verdicts().size()).append(" changed verdicts (").append(worse)
                .append(" worse, ").append(diff.verdicts().size() - worse).append(" better), ")
                .append(diff.scores().size()).append(" changed scores (").append(dropped).append(" dropped), ")
                .append(diff.adaptersAdded().size()).append(" adapters added, ")
                .append(diff.adaptersRemoved().size()).append(" removed, ")
                .append(diff.casesAdded().size()).append(" cases added, ")
                .append(diff.casesRemoved().size()).append(" removed.\n");
        return out.toString();
    }

    private static void names(StringBuilder out, String heading, List<String> ids) {
        if (!ids.isEmpty()) {
            out.append(heading).append(" (").append(ids.size()).append("): ").append(String.join(", ", ids)).append('\n');
        }
    }

    private static void scores(StringBuilder out, String heading, List<ScoreChange> changes) {
        if (changes.isEmpty()) {
            return;
        }
        out.append(heading).append(" (").append(changes.size()).append("):\n");
        for (ScoreChange s : changes) {
            out.append("  ").append(s.dropped() ? "WORSE " : "better").append("  ").append(s.adapter());
            if (s.criterion() != null) {
                out.append("  ").append(s.criterion()).append("  ").append(Scores.cell(s.before())).append(" → ")
                        .append(Scores.cell(s.after()));
            } else {
                out.append("  total  ").append(Scores.plain(s.before())).append(" → ").append(Scores.plain(s.after()));
            }
            out.append('\n');
        }
    }

    private static void places(StringBuilder out, String heading, List<Place> places) {
        if (places.isEmpty()) {
            return;
        }
        out.append(heading).append(" (").append(places.size()).append("):\n");
        places.forEach(p -> out.append("  ").append(p.adapter()).append("  ").append(p.criterion())
                .append(p.caseId() == null ? "" : "  " + p.caseId()).append('\n'));
    }

    private static String oneLine(String text) {
        return text.replace("\r", " ").replace("\n", " ");
    }
}
