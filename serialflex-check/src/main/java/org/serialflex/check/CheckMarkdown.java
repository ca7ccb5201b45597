package org.serialflex.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.serialflex.check.ReportText.md;
import static org.serialflex.check.ReportText.mdCell;

/**
 * {@code check.md}: the report as Markdown, for a pull request or a CI summary. Reads the model only. The answer
 * first (one verdict table: root, verdict, both directions, the controls), then the evidence too long for a cell, in
 * full, the sample problems, the fields the adapter does not carry, each changed class's diff once, the warnings.
 * Nothing is cut off; unchanged classes are not listed.
 */
final class CheckMarkdown {

    private CheckMarkdown() {
    }

    static String render(CheckReport report) {
        return new CheckMarkdown.Writer(report).write();
    }

    private static final class Writer {

        private final CheckReport report;
        private final Names names;
        private final StringBuilder md = new StringBuilder();
        /** Evidence too long for a cell: its reference, heading and text, written in full below the table. */
        private final List<String[]> longEvidence = new ArrayList<>();

        Writer(CheckReport report) {
            this.report = report;
            this.names = new Names(report);
        }

        String write() {
            header();
            adapterColumns();
            verdicts();
            evidence();
            sampleProblems();
            notCarried();
            notExercised();
            diffs();
            warnings();
            accepted();
            return md.toString();
        }

        private void header() {
            md.append("# serialflex check: ").append(md(report.adapterName())).append(" (`")
                    .append(md(report.adapterId())).append("`, ").append(md(report.library())).append(")\n\n");
            md.append("**Overall: ").append(overall()).append("**");
            if (report.severalAdapters()) {
                md.append(" · ").append(count(AdapterColumns.of(report).rows().size(), "root class", "root classes"))
                        .append(" · ").append(count(report.byAdapter().size(), "adapter", "adapters"));
            } else {
                md.append(" · ").append(count(report.roots().size(), "root class", "root classes"));
            }
            md.append(" · ").append(count(report.diffs().size(), "changed class", "changed classes"));
            if (!report.warnings().isEmpty()) {
                md.append(" · **").append(count(report.warnings().size(), "warning", "warnings"))
                        .append("** (at the end)");
            }
            md.append("\n\n");
            md.append("Old classes ").append(code(report.oldClasses())).append(", new classes ")
                    .append(code(report.newClasses()));
            if (report.oldLibrary() != null && !report.oldLibrary().equals(report.library())) {
                md.append("; the old side writes and reads with ").append(md(report.oldLibrary()));
            }
            md.append("; seed ").append(report.seed()).append("; ").append(ReportText.seconds(report.seconds()))
                    .append(" s.\n\n");
        }

        /** For a check of several adapters, a column per adapter first: the answer for each format at a glance. */
        private void adapterColumns() {
            if (!report.severalAdapters()) {
                return;
            }
            AdapterColumns columns = AdapterColumns.of(report);
            Names rootNames = new Names(report.byAdapter().get(0));
            md.append("## Verdicts by adapter\n\n");
            md.append("A column per adapter; each cell the root's verdict with that adapter and its two directions. "
                    + "The verdict table below has a row per root and adapter, with the evidence.\n\n");
            md.append("| root |");
            columns.adapters().forEach(a -> md.append(' ').append(code(a)).append(" |"));
            md.append("\n|---|").append("---|".repeat(columns.adapters().size())).append('\n');
            for (AdapterColumns.Row row : columns.rows()) {
                md.append("| ").append(code(rootNames.root(row.root()))).append(" |");
                for (AdapterColumns.Cell cell : row.cells()) {
                    md.append(' ').append(cell.unexplained() ? "**" + cell.verdict() + "**" : cell.verdict())
                            .append(cell.directions().isEmpty() ? "" : ": " + mdCell(cell.directions())).append(" |");
                }
                md.append('\n');
            }
            md.append('\n');
        }

        private String overall() {
            return report.overall() == Compatibility.NO_VERDICT ? "NO VERDICT" : String.valueOf(report.overall());
        }

        private void verdicts() {
            md.append("## Verdicts\n\n");
            md.append("old→new: new code reads what old code wrote (BACKWARD). new→old: old code reads what new code "
                    + "writes (FORWARD). The controls write and read one version, old→old and new→new: what the "
                    + "adapter, as configured, carries of these classes at all. NO VERDICT: a control could not take "
                    + "the class, so nothing can be said of the change.\n\n");
            md.append("| root | verdict | old→new | new→old | controls old→old / new→new |\n|---|---|---|---|---|\n");
            for (RootResult root : report.roots()) {
                String name = names.root(root.root());
                md.append("| ").append(code(name)).append(" | ").append(verdict(root)).append(" | ")
                        .append(cell(root, name, root.backward())).append(" | ")
                        .append(cell(root, name, root.forward())).append(" | ")
                        .append(cell(root, name, root.oldControl())).append("<br>")
                        .append(cell(root, name, root.newControl())).append(" |\n");
            }
            md.append('\n');
        }

        private String verdict(RootResult root) {
            String verdict = ReportText.verdict(root);
            return root.verdict() == Compatibility.FULL || root.accepted() ? verdict : "**" + verdict + "**";
        }

        private String cell(RootResult result, String root, DirectionResult d) {
            if (d == null) {
                return "not run";
            }
            String cell = (d.control() ? d.direction() + ": " : "") + mdCell(ReportText.outcome(d));
            if (d.evidence() == null || d.evidence().isEmpty()) {
                return cell;
            }
            if (ReportText.explainedByControl(result, d)) {
                return cell + ": see the controls";
            }
            return cell + ": " + evidence(root + " " + d.direction() + ": " + ReportText.outcome(d), d.evidence());
        }

        /** Short evidence as it is, long evidence as a link to it in full below. */
        private String evidence(String heading, String evidence) {
            if (ReportText.isShort(evidence)) {
                return mdCell(evidence);
            }
            String ref = "e" + (longEvidence.size() + 1);
            longEvidence.add(new String[] {ref, heading, evidence});
            return "evidence in full: [" + ref.toUpperCase() + "](#" + ref + ") (" + evidence.length() + " characters)";
        }

        private void evidence() {
            if (longEvidence.isEmpty()) {
                return;
            }
            md.append("## Evidence in full\n\n");
            writeEvidence(0);
        }

        private void writeEvidence(int from) {
            for (int i = from; i < longEvidence.size(); i++) {
                String[] e = longEvidence.get(i);
                md.append("<a id=\"").append(e[0]).append("\"></a>**").append(e[0].toUpperCase()).append("** ")
                        .append(md(e[1])).append("\n\n").append(ReportText.mdFence(e[2])).append('\n');
            }
        }

        private void sampleProblems() {
            List<RootResult> roots = report.roots().stream().filter(r -> !r.sampleProblems().isEmpty()).toList();
            if (roots.isEmpty()) {
                return;
            }
            md.append("## Sample problems\n\n");
            md.append("Samples that failed even in a control, one version on both sides: the sample's problem, not "
                    + "the change's. Each was replaced by another sample and is never the evidence of a verdict.\n\n");
            md.append("| root | control | sample | outcome | evidence |\n|---|---|---|---|---|\n");
            int from = longEvidence.size();
            for (RootResult root : roots) {
                String name = names.root(root.root());
                for (SampleProblem p : root.sampleProblems()) {
                    md.append("| ").append(code(name)).append(" | ").append(mdCell(p.control().label())).append(" | ")
                            .append(p.sample()).append(" | ").append(p.outcome()).append(" | ")
                            .append(p.evidence() == null ? "" : evidence(name + " " + p.control() + " sample "
                                    + p.sample() + ": " + p.outcome(), p.evidence()))
                            .append(" |\n");
                }
            }
            md.append('\n');
            writeEvidence(from);
        }

        private void accepted() {
            if (report.accepted().isEmpty()) {
                return;
            }
            md.append("## Accepted changes\n\n");
            md.append("What the team's accepted-changes file accepts, with its reasons. An entry that no longer occurs "
                    + "fails the check: remove it.\n\n");
            md.append("| root | direction | outcome | reason | still occurs |\n|---|---|---|---|---|\n");
            for (Acceptance a : report.accepted()) {
                md.append("| ").append(code(a.root())).append(a.adapter() == null ? "" : " with " + code(a.adapter()))
                        .append(" | ").append(a.direction()).append(" | ")
                        .append(a.outcome()).append(a.field() == null ? "" : " (" + code(a.field()) + ")").append(" | ")
                        .append(mdCell(a.reason())).append(" | ")
                        .append(a.occurs() ? "yes" : "**no: remove it**").append(" |\n");
            }
            md.append('\n');
        }

        private void notCarried() {
            Map<String, List<String>> fields = ReportText.notCarried(report);
            if (fields.isEmpty()) {
                return;
            }
            md.append("## Fields the adapter does not carry\n\n");
            md.append("The controls wrote these fields with a value and read them back empty: the adapter, as "
                    + "configured, does not carry them (an ignored or transient field), so they are expected empty "
                    + "across the versions too.\n\n");
            md.append("| field | roots whose controls found it |\n|---|---|\n");
            fields.forEach((field, roots) -> md.append("| ").append(code(field)).append(" | ")
                    .append(roots.stream().map(r -> code(names.root(r))).collect(Collectors.joining(", ")))
                    .append(" |\n"));
            md.append('\n');
        }

        private void notExercised() {
            List<ReportText.Unexercised> rows = ReportText.notExercised(report);
            if (rows.isEmpty()) {
                return;
            }
            md.append("## Changes no sample wrote\n\n");
            md.append("No judged sample of these directions wrote these fields of the change (never non-null, or "
                    + "never holding that class): no read met them, so such a direction is not called compatible "
                    + "(NO VERDICT unless a read failed anyway).\n\n");
            md.append("| root | direction | field |\n|---|---|---|\n");
            rows.forEach(row -> md.append("| ").append(code(names.root(row.root()))).append(" | ")
                    .append(row.direction()).append(" | ").append(code(row.field())).append(" |\n"));
            md.append('\n');
        }

        private void diffs() {
            md.append("## Changed classes (").append(report.diffs().size()).append(")\n\n");
            if (report.diffs().isEmpty()) {
                md.append("No class the roots reach changed.\n\n");
                return;
            }
            md.append("Each changed class once, with the roots that reach it, one row per change; classes that did "
                    + "not change are not listed. The criterion is the kit's (docs/criteria.md), the score what ").append(code(report.adapterId()))
                    .append(" scored on it in the kit");
            List<String> sources = ReportText.scoreSources(report);
            if (!sources.isEmpty()) {
                md.append(" (").append(sources.stream().map(ReportText::md).collect(Collectors.joining("; ")))
                        .append(')');
            }
            md.append(".\n\n");
            md.append("| class | reached from | change | detail | criterion | ").append(mdCell(report.adapterId()))
                    .append(" scored |\n|---|---|---|---|---|---|\n");
            for (ClassDiff diff : report.diffs()) {
                boolean first = true;
                for (ScoredChange change : diff.changes()) {
                    ChangeKind kind = change.change().kind();
                    md.append("| ").append(first ? code(diff.className()) : "").append(" | ")
                            .append(first ? roots(diff) : "").append(" | ")
                            .append(kind == null ? "" : mdCell(kind.title())).append(" | ")
                            .append(mdCell(change.change().detail())).append(" | ")
                            .append(kind == null ? "" : String.join(", ", kind.criteria())).append(" | ")
                            .append(change.scores().isEmpty() ? "no score"
                                    : change.scores().stream().map(s -> mdCell(ReportText.score(s)))
                                    .collect(Collectors.joining("; ")))
                            .append(" |\n");
                    first = false;
                }
            }
            md.append('\n');
        }

        private String roots(ClassDiff diff) {
            if (ReportText.reachedByAll(report, diff) && report.severalAdapters()) {
                return "every root, with every adapter";
            }
            return ReportText.reachedByAll(report, diff) ? "all " + report.roots().size() + " roots"
                    : diff.roots().stream().map(r -> code(names.root(r))).collect(Collectors.joining(", "));
        }

        private void warnings() {
            if (!report.notes().isEmpty()) {
                md.append("## No change in the bytes\n\n");
                for (String note : report.notes()) {
                    md.append("- ").append(mdCell(note)).append('\n');
                }
                md.append('\n');
            }
            if (report.warnings().isEmpty()) {
                return;
            }
            md.append("## Warnings\n\n");
            for (String warning : report.warnings()) {
                md.append("- ").append(mdCell(warning)).append('\n');
            }
            md.append('\n');
        }

        private static String code(String text) {
            return "`" + (text == null ? "" : text.replace("`", "'").replace("|", "\\|").replace("\n", " ")) + "`";
        }

        private static String count(int n, String one, String many) {
            return n + " " + (n == 1 ? one : many);
        }
    }

    /**
     * How the report names a root: without its package when no other root has the same simple name, else as given.
     */
    static final class Names {

        private final Map<String, Long> simpleNames;

        Names(CheckReport report) {
            simpleNames = report.roots().stream().map(RootResult::root).distinct()
                    .collect(Collectors.groupingBy(ReportText::simpleRoot, Collectors.counting()));
        }

        String root(String root) {
            String simple = ReportText.simpleRoot(root);
            return simpleNames.getOrDefault(simple, 0L) <= 1 ? simple : root;
        }
    }
}
