package org.serialflex.check;

import org.serialflex.results.text.HtmlTemplates;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.serialflex.check.ReportText.mdCell;

/**
 * {@code check.md}: the report as Markdown, for a pull request or a CI summary. Reads the model only. The answer
 * first (for several adapters a column per adapter, then one verdict table: root, verdict, both directions, the
 * controls), then the evidence too long for a cell, in full, the sample problems, the fields the adapter does not
 * carry, each changed class's diff once, the warnings, the accepted changes. Nothing is cut off; unchanged classes
 * are not listed.
 *
 * <p>The page is the template {@code templates/check.md.mustache} (its evidence blocks
 * {@code check-evidence.md.mustache}), filled from {@link Page}. Every {@code {{value}}} is escaped as a Markdown
 * cell ({@link ReportText#mdCell}); a {@code {{{value}}}} is Markdown this class built from escaped parts: a code span
 * ({@link #code}, whose escaping differs), a cell that links its evidence, a bold verdict.
 */
final class CheckMarkdown {

    private static final HtmlTemplates TEMPLATES = HtmlTemplates.beside(CheckMarkdown.class, ReportText::mdCell);

    private CheckMarkdown() {
    }

    static String render(CheckReport report) {
        return TEMPLATES.render("check.md", Page.of(report));
    }

    /** The page's values, in the template's order. */
    record Page(String adapterName, String adapterId, String library, String overall, String rootCount,
                List<String> adapterCount, String diffCount, List<String> warningCount, String oldClasses,
                String newClasses, boolean oldSideDiffers, String oldLibrary, long seed, String seconds,
                boolean severalAdapters, List<String> adapters, List<ColumnsRow> adapterRows, List<VerdictRow> roots,
                boolean anyEvidence, List<LongEvidence> evidence, boolean anySampleProblems,
                List<ProblemRow> sampleProblems, List<LongEvidence> sampleEvidence, boolean anyNotCarried,
                List<FieldRow> notCarried, boolean anyNotExercised, List<UnexercisedRow> notExercised,
                int changedClasses, boolean anyChanges, String adapterCode, String scoreSources,
                List<ChangeRow> changes, boolean anyNotes, List<String> notes, boolean anyWarnings,
                List<String> warnings, boolean anyAccepted, List<AcceptedRow> accepted) {

        static Page of(CheckReport report) {
            Names names = new Names(report);
            LongEvidence.Collector longEvidence = new LongEvidence.Collector();
            List<VerdictRow> roots = report.roots().stream().map(r -> VerdictRow.of(r, names, longEvidence)).toList();
            List<LongEvidence> evidence = longEvidence.taken();
            List<ProblemRow> problems = new ArrayList<>();
            for (RootResult root : report.roots()) {
                String name = names.root(root.root());
                for (SampleProblem p : root.sampleProblems()) {
                    problems.add(new ProblemRow(code(name), p.control().label(), p.sample(), String.valueOf(p.outcome()),
                            p.evidence() == null ? "" : longEvidence.cell(name + " " + p.control() + " sample "
                                    + p.sample() + ": " + p.outcome(), p.evidence())));
                }
            }
            List<LongEvidence> sampleEvidence = longEvidence.taken();
            List<FieldRow> notCarried = ReportText.notCarried(report).entrySet().stream()
                    .map(e -> new FieldRow(code(e.getKey()), e.getValue().stream().map(r -> code(names.root(r)))
                            .collect(Collectors.joining(", ")))).toList();
            List<UnexercisedRow> notExercised = ReportText.notExercised(report).stream()
                    .map(u -> new UnexercisedRow(code(names.root(u.root())), String.valueOf(u.direction()), code(u.field()))).toList();
            List<String> sources = ReportText.scoreSources(report);
            int warnings = report.warnings().size();
            AdapterColumns columns = AdapterColumns.of(report);
            Names columnNames = report.severalAdapters() ? new Names(report.byAdapter().get(0)) : names;
            return new Page(report.adapterName(), report.adapterId(), report.library(),
                    report.overall() == Compatibility.NO_VERDICT ? "NO VERDICT" : String.valueOf(report.overall()),
                    report.severalAdapters() ? count(columns.rows().size(), "root class", "root classes")
                            : count(report.roots().size(), "root class", "root classes"),
                    report.severalAdapters() ? List.of(count(report.byAdapter().size(), "adapter", "adapters"))
                            : List.of(),
                    count(report.diffs().size(), "changed class", "changed classes"),
                    warnings == 0 ? List.of() : List.of(count(warnings, "warning", "warnings")),
                    code(report.oldClasses()), code(report.newClasses()),
                    report.oldLibrary() != null && !report.oldLibrary().equals(report.library()),
                    report.oldLibrary(), report.seed(), ReportText.seconds(report.seconds()),
                    report.severalAdapters(), columns.adapters().stream().map(CheckMarkdown::code).toList(),
                    columns.rows().stream().map(r -> ColumnsRow.of(r, columnNames)).toList(), roots,
                    !evidence.isEmpty(), evidence, !problems.isEmpty(), problems, sampleEvidence,
                    !notCarried.isEmpty(), notCarried, !notExercised.isEmpty(), notExercised,
                    report.diffs().size(), !report.diffs().isEmpty(), code(report.adapterId()),
                    sources.isEmpty() ? "" : " (" + sources.stream().map(ReportText::md)
                            .collect(Collectors.joining("; ")) + ")",
                    ChangeRow.of(report, names), !report.notes().isEmpty(), report.notes(),
                    !report.warnings().isEmpty(), report.warnings(), !report.accepted().isEmpty(),
                    report.accepted().stream().map(AcceptedRow::of).toList());
        }
    }

    /** A row of the table with a column per adapter; each cell Markdown: a verdict, bold unless FULL or accepted. */
    record ColumnsRow(String root, List<String> cells) {

        static ColumnsRow of(AdapterColumns.Row row, Names names) {
            return new ColumnsRow(code(names.root(row.root())), row.cells().stream()
                    .map(cell -> (cell.unexplained() ? "**" + cell.verdict() + "**" : cell.verdict())
                            + (cell.directions().isEmpty() ? "" : ": " + mdCell(cell.directions()))).toList());
        }
    }

    /** A row of the verdict table, each cell Markdown: its outcome, and its evidence or a link to it below. */
    record VerdictRow(String name, String verdict, String backward, String forward, String oldControl,
                      String newControl) {

        static VerdictRow of(RootResult root, Names names, LongEvidence.Collector evidence) {
            String name = names.root(root.root());
            String verdict = ReportText.verdict(root);
            return new VerdictRow(code(name),
                    root.verdict() == Compatibility.FULL || root.accepted() ? verdict : "**" + verdict + "**",
                    cell(root, name, root.backward(), evidence), cell(root, name, root.forward(), evidence),
                    cell(root, name, root.oldControl(), evidence), cell(root, name, root.newControl(), evidence));
        }

        private static String cell(RootResult result, String root, DirectionResult d, LongEvidence.Collector evidence) {
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
            return cell + ": " + evidence.cell(root + " " + d.direction() + ": " + ReportText.outcome(d), d.evidence());
        }
    }

    /**
     * Evidence too long for a cell, in full below its table: {@code anchor} ({@code e1}) the cell links to,
     * {@code label} ({@code E1}), {@code heading} what it is the evidence of, {@code fence} the text as a code block.
     */
    record LongEvidence(String anchor, String label, String heading, String fence) {

        /** Numbers long evidence in the order its cells are written, and hands each table's out after it. */
        static final class Collector {

            private final List<LongEvidence> all = new ArrayList<>();
            private int handedOut;

            /** Short evidence as it is, long evidence as a link to it in full below. */
            String cell(String heading, String evidence) {
                if (ReportText.isShort(evidence)) {
                    return mdCell(evidence);
                }
                String ref = "e" + (all.size() + 1);
                all.add(new LongEvidence(ref, ref.toUpperCase(), heading, ReportText.mdFence(evidence)));
                return "evidence in full: [" + ref.toUpperCase() + "](#" + ref + ") (" + evidence.length()
                        + " characters)";
            }

            /** The evidence collected since the last call. */
            List<LongEvidence> taken() {
                List<LongEvidence> taken = List.copyOf(all.subList(handedOut, all.size()));
                handedOut = all.size();
                return taken;
            }
        }
    }

    /** A sample that failed in a control; {@code root} and {@code evidence} Markdown. */
    record ProblemRow(String root, String control, int sample, String outcome, String evidence) {
    }

    /** A field the controls found not carried, with the roots whose controls found it; both Markdown. */
    record FieldRow(String field, String roots) {
    }

    /** A change no judged sample wrote; {@code root} and {@code field} Markdown. */
    record UnexercisedRow(String root, String direction, String field) {
    }

    /**
     * A row of the changed classes' table: the class and its roots on its first change only; {@code className},
     * {@code roots}, {@code criteria} and {@code scores} Markdown, {@code kind} and {@code detail} text.
     */
    record ChangeRow(String className, String roots, String kind, String detail, String criteria, String scores) {

        static List<ChangeRow> of(CheckReport report, Names names) {
            List<ChangeRow> rows = new ArrayList<>();
            for (ClassDiff diff : report.diffs()) {
                boolean first = true;
                for (ScoredChange change : diff.changes()) {
                    ChangeKind kind = change.change().kind();
                    rows.add(new ChangeRow(first ? code(diff.className()) : "", first ? roots(report, diff, names) : "",
                            kind == null ? "" : kind.title(), change.change().detail(),
                            kind == null ? "" : String.join(", ", kind.criteria()),
                            change.scores().isEmpty() ? "no score" : change.scores().stream()
                                    .map(s -> mdCell(ReportText.score(s))).collect(Collectors.joining("; "))));
                    first = false;
                }
            }
            return rows;
        }

        private static String roots(CheckReport report, ClassDiff diff, Names names) {
            if (ReportText.reachedByAll(report, diff) && report.severalAdapters()) {
                return "every root, with every adapter";
            }
            return ReportText.reachedByAll(report, diff) ? "all " + report.roots().size() + " roots"
                    : diff.roots().stream().map(r -> code(names.root(r))).collect(Collectors.joining(", "));
        }
    }

    /** An accepted change; every field Markdown but {@code reason}, text. */
    record AcceptedRow(String root, String direction, String outcome, String reason, String occurs) {

        static AcceptedRow of(Acceptance a) {
            return new AcceptedRow(code(a.root()) + (a.adapter() == null ? "" : " with " + code(a.adapter())),
                    a.direction(), a.outcome() + (a.field() == null ? "" : " (" + code(a.field()) + ")"), a.reason(),
                    a.occurs() ? "yes" : "**no: remove it**");
        }
    }

    /** {@code text} as a code span on one line: a backtick would end it, a bar the cell. */
    private static String code(String text) {
        return "`" + (text == null ? "" : text.replace("`", "'").replace("|", "\\|").replace("\n", " ")) + "`";
    }

    private static String count(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
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
