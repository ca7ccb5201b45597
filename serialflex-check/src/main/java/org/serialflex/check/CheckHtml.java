package org.serialflex.check;

import org.serialflex.results.text.HtmlTemplates;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * {@code check.html}: the report as one self-contained page (no script, no external font or style sheet), in the
 * order of {@link CheckMarkdown}: the verdict table first, then the sample problems, the fields the adapter does not
 * carry, each changed class's diff once, the warnings. The page is the template {@code templates/check.mustache},
 * filled from the records below; every value is escaped by the template ({@link ReportText#html}); long evidence is
 * shown whole in a collapsible block beside its first line, never cut off. Reads the model only.
 */
final class CheckHtml {

    private static final HtmlTemplates TEMPLATES = HtmlTemplates.beside(CheckHtml.class, ReportText::html);

    private CheckHtml() {
    }

    static String render(CheckReport report) {
        return TEMPLATES.render("check", Page.of(report));
    }

    /** The page's values, in the template's order. */
    record Page(String adapterId, String adapterName, String library, String overall, String overallClass,
                int rootCount, int diffCount, boolean anyWarnings, String warningsLabel, String oldClasses,
                String newClasses, boolean oldSideDiffers, String oldLibrary, long seed, String seconds,
                List<Root> roots, boolean anySampleProblems, List<Problem> sampleProblems, boolean anyNotCarried,
                List<Field> notCarried, boolean anyNotExercised, List<ReportText.Unexercised> notExercised,
                boolean anyChanges, boolean anyScoreSources, List<String> scoreSources,
                List<Change> changes, boolean anyNotes, List<String> notes, List<String> warnings,
                boolean severalAdapters, List<String> adapters, List<AdapterColumns.Row> adapterRows) {

        static Page of(CheckReport report) {
            CheckMarkdown.Names names = new CheckMarkdown.Names(report);
            AdapterColumns columns = AdapterColumns.of(report);
            CheckMarkdown.Names columnNames = report.severalAdapters()
                    ? new CheckMarkdown.Names(report.byAdapter().get(0)) : names;
            int warnings = report.warnings().size();
            List<String> sources = ReportText.scoreSources(report);
            List<Problem> problems = report.roots().stream().flatMap(root -> root.sampleProblems().stream()
                    .map(p -> new Problem(names.root(root.root()), p.control().label(), p.sample(), String.valueOf(p.outcome()),
                            Evidence.of(p.evidence())))).toList();
            List<Field> notCarried = ReportText.notCarried(report).entrySet().stream()
                    .map(e -> new Field(e.getKey(), e.getValue().stream().map(names::root).toList())).toList();
            List<ReportText.Unexercised> notExercised = ReportText.notExercised(report).stream()
                    .map(u -> new ReportText.Unexercised(names.root(u.root()), u.direction(), u.field())).toList();
            return new Page(report.adapterId(), report.adapterName(), report.library(), overall(report),
                    String.valueOf(report.overall()), report.roots().size(), report.diffs().size(), warnings > 0,
                    warnings + " warning" + (warnings == 1 ? "" : "s"), report.oldClasses(), report.newClasses(),
                    report.oldLibrary() != null && !report.oldLibrary().equals(report.library()),
                    Objects.requireNonNullElse(report.oldLibrary(), ""), report.seed(),
                    ReportText.seconds(report.seconds()), report.roots().stream().map(r -> Root.of(r, names)).toList(),
                    !problems.isEmpty(), problems, !notCarried.isEmpty(), notCarried, !notExercised.isEmpty(),
                    notExercised, !report.diffs().isEmpty(),
                    !sources.isEmpty(), sources, Change.of(report, names), !report.notes().isEmpty(), report.notes(),
                    report.warnings(), report.severalAdapters(), columns.adapters(), columns.rows().stream()
                    .map(r -> new AdapterColumns.Row(columnNames.root(r.root()), r.cells())).toList());
        }

        private static String overall(CheckReport report) {
            return report.overall() == Compatibility.NO_VERDICT ? "NO VERDICT" : String.valueOf(report.overall());
        }
    }

    /** A row of the verdict table; {@code unexplained}: a NO VERDICT not accepted, in bold. */
    record Root(String className, String name, String verdictClass, boolean unexplained, String verdict,
                List<Direction> directions, List<Direction> controls) {

        static Root of(RootResult root, CheckMarkdown.Names names) {
            List<Direction> directions = Stream.of(root.backward(), root.forward())
                    .map(d -> Direction.judged(root, d)).toList();
            List<Direction> controls = Stream.of(root.oldControl(), root.newControl()).map(Direction::control).toList();
            return new Root(root.className(), names.root(root.root()),
                    root.verdict() + (root.accepted() ? " accepted" : ""),
                    root.verdict() == Compatibility.NO_VERDICT && !root.accepted(), ReportText.verdict(root),
                    directions, controls);
        }
    }

    /** One direction's cell; {@code direction} names it in the controls' cell (empty list elsewhere). */
    record Direction(String css, List<String> direction, String outcome, boolean seeControls, List<Evidence> evidence) {

        static Direction judged(RootResult root, DirectionResult d) {
            boolean seeControls = ReportText.explainedByControl(root, d);
            return new Direction(ReportText.cssClass(d), List.of(), ReportText.outcome(d), seeControls,
                    seeControls || d == null ? List.of() : Evidence.of(d.evidence()));
        }

        static Direction control(DirectionResult d) {
            return new Direction(ReportText.cssClass(d), d == null ? List.of() : List.of(d.direction().label()),
                    ReportText.outcome(d), false, d == null ? List.of() : Evidence.of(d.evidence()));
        }
    }

    /**
     * Evidence as shown: short inline; long ({@code whole}) as its first line, or its length when that line is long
     * too, opening to the whole text. None (an empty list) for no evidence.
     */
    record Evidence(boolean whole, String summary, String text) {

        static List<Evidence> of(String evidence) {
            if (evidence == null || evidence.isEmpty()) {
                return List.of();
            }
            if (ReportText.isShort(evidence)) {
                return List.of(new Evidence(false, "", evidence));
            }
            String first = ReportText.firstLine(evidence);
            return List.of(new Evidence(true, first.length() > ReportText.SHORT_EVIDENCE
                    ? "evidence, " + evidence.length() + " characters" : first, evidence));
        }
    }

    /** A sample that failed in a control. */
    record Problem(String root, String control, int sample, String outcome, List<Evidence> evidence) {
    }

    /** A field the controls found not carried, with the roots whose controls found it. */
    record Field(String field, List<String> roots) {
    }

    /**
     * A row of the changed classes' table; {@code first}: the class's first change, which carries the class and
     * its roots, across {@code rowspan} rows when it has several changes ({@code spans}).
     */
    record Change(boolean first, boolean spans, int rowspan, String className, boolean byAllRoots, List<String> roots,
                  String kind, String detail, String criteria, List<Score> scores) {

        static List<Change> of(CheckReport report, CheckMarkdown.Names names) {
            List<Change> rows = new ArrayList<>();
            for (ClassDiff diff : report.diffs()) {
                boolean first = true;
                for (ScoredChange change : diff.changes()) {
                    ChangeKind kind = change.change().kind();
                    rows.add(new Change(first, diff.changes().size() > 1, diff.changes().size(), diff.className(),
                            ReportText.reachedByAll(report, diff), diff.roots().stream().map(names::root).toList(),
                            kind == null ? "" : kind.title(), change.change().detail(),
                            kind == null ? "" : String.join(", ", kind.criteria()),
                            change.scores().stream().map(s -> new Score(s.title(), ReportText.score(s))).toList()));
                    first = false;
                }
            }
            return rows;
        }
    }

    /** What the adapter scored on a change's criterion, its title on hover. */
    record Score(String title, String score) {
    }
}
