package org.serialflex.check;

import java.util.stream.Collectors;

/** {@code check.md}: the report as Markdown, for a pull request or a CI summary. Reads the model only. */
final class CheckMarkdown {

    private CheckMarkdown() {
    }

    static String render(CheckReport report) {
        StringBuilder md = new StringBuilder();
        md.append("# serialflex check: ").append(report.adapterName()).append(" (").append(report.library())
                .append(")\n\n");
        md.append("Old classes `").append(report.oldClasses()).append("`, new classes `").append(report.newClasses())
                .append("`, seed ").append(report.seed()).append(".\n\n");
        md.append("**Overall: ").append(report.overall()).append("**\n\n");
        md.append("| class | verdict | old→new (new reads old) | new→old (old reads new) |\n|---|---|---|---|\n");
        for (ClassResult c : report.classes()) {
            md.append("| ").append(StructuralDiff.simple(c.className())).append(" | ").append(c.verdict()).append(" | ")
                    .append(cell(c.backward())).append(" | ").append(cell(c.forward())).append(" |\n");
        }
        for (ClassResult c : report.classes()) {
            md.append("\n## ").append(c.className()).append(": ").append(c.verdict()).append("\n\n");
            if (c.changes().isEmpty()) {
                md.append("No structural change.\n");
                continue;
            }
            md.append("| class | change | criterion | ").append(report.adapterId()).append(" scored |\n|---|---|---|---|\n");
            for (ScoredChange change : c.changes()) {
                md.append("| ").append(StructuralDiff.simple(change.change().className())).append(" | ")
                        .append(change.change().kind().title()).append(": ").append(escape(change.change().detail()))
                        .append(" | ").append(String.join(", ", change.change().kind().criteria())).append(" | ")
                        .append(change.scores().stream().map(s -> s.criterionId() + " " + score(s.score()) + " ("
                                + s.outcomes() + ")").collect(Collectors.joining("; "))).append(" |\n");
            }
            sources(md, c);
        }
        return md.toString();
    }

    private static void sources(StringBuilder md, ClassResult c) {
        c.changes().stream().flatMap(s -> s.scores().stream()).map(KitScore::source).distinct()
                .forEach(source -> md.append("\nScores: ").append(source).append(".\n"));
    }

    private static String cell(DirectionResult d) {
        if (d.outcome() == null) {
            return "n/a: " + escape(d.evidence());
        }
        return d.outcome() + (d.evidence() == null ? "" : ": " + escape(d.evidence()));
    }

    static String score(double score) {
        return score == 1 ? "1" : score == 0 ? "0" : String.valueOf(score);
    }

    private static String escape(String text) {
        return text == null ? "" : text.replace("|", "\\|").replace("\n", " ");
    }
}
