package org.serialflex.check;

import org.serialflex.results.Outcome;

import java.util.ArrayList;
import java.util.List;

import static org.serialflex.check.DirectionResult.Status.JUDGED;
import static org.serialflex.check.DirectionResult.Status.NOTHING_TO_WRITE;
import static org.serialflex.check.DirectionResult.Status.NO_VERDICT;

/** Check reports built by hand, for the renderers' tests. */
final class ReportFixtures {

    static final int CLASSES = 100;
    static final String PACKAGE = "com.acme.model.";
    static final String ROOT_FULL = PACKAGE + "Order";
    static final String ROOT_NONE = PACKAGE + "Invoice";
    /** A field of the change no judged sample of Invoice's old→new wrote. */
    static final String NOT_EXERCISED = PACKAGE + "Invoice.parent holding " + PACKAGE + "CreditNote";
    static final String ROOT_NO_VERDICT = PACKAGE + "Customer";
    static final String ROOT_ACCEPTED = PACKAGE + "Ledger";
    static final String ROOT_FORWARD = PACKAGE + "Shipment<java.lang.String>";
    static final List<String> ROOTS = List.of(ROOT_FULL, ROOT_NONE, ROOT_NO_VERDICT, ROOT_ACCEPTED, ROOT_FORWARD);

    /**
     * About 2 KB of evidence, on several lines, with what Markdown, HTML and XML must escape: pipes, angle brackets,
     * ampersands, quotes, backticks, a fence and an ANSI escape.
     */
    static final String LONG_EVIDENCE = longEvidence();

    static final String NO_VERDICT_EVIDENCE = "control old→old: WRITE_FAILED: InsecureException: Class "
            + "com.acme.model.Customer isn't in the allow list";
    static final String SAMPLE_PROBLEM_EVIDENCE = "KryoException: Buffer underflow | path lines[3].<sku> & \"x\"";
    static final String SHORT_CORRUPT = "$.total: 12.50 written, 0 read";
    static final String WARNING = "fory as configured does not take these classes, whatever the change <allow list>";

    private ReportFixtures() {
    }

    private static String longEvidence() {
        StringBuilder text = new StringBuilder("com.esotericsoftware.kryo.KryoException: Unable to read | field "
                + "<lines> & \"items\" 'quoted' ```fence``` \u001b[31mred\u001b[0m\nSerialization trace:\n");
        for (int i = 0; text.length() < 2048; i++) {
            text.append("\tat com.acme.model.Line").append(i).append(".read(Line").append(i)
                    .append(".java:").append(100 + i).append(") | List<Map<String,Integer>>\n");
        }
        return text.toString();
    }

    static String className(int i) {
        return PACKAGE + String.format("Part%03d", i);
    }

    /** The detail of class {@code i}'s first change: unique to that class. */
    static String detail(int i) {
        return String.format("weight%03d (double)", i);
    }

    /** A report of five roots (FULL, NONE, NO_VERDICT, NO_VERDICT accepted, FORWARD) reaching 100 changed classes. */
    static CheckReport big() {
        List<ClassDiff> diffs = new ArrayList<>();
        for (int i = 0; i < CLASSES; i++) {
            KitScore c06 = new KitScore("C06", "New field at the reader", 1, "4 PASS", "measured now");
            KitScore c05 = new KitScore("C05", "Removed field at the reader", 0.5, "2 PASS, 2 DEGRADED", "measured now");
            KitScore c07 = new KitScore("C07", "Renamed field", 0, "4 READ_FAILED", "measured now");
            diffs.add(new ClassDiff(className(i), List.of(
                    new ScoredChange(new ClassChange(className(i), ChangeKind.FIELD_ADDED, detail(i)), List.of(c06, c05)),
                    new ScoredChange(new ClassChange(className(i), ChangeKind.PROBABLY_RENAMED,
                            "phone → phoneNumber (java.lang.String)"), List.of(c07))),
                    ROOTS));
        }
        List<String> changed = diffs.stream().map(ClassDiff::className).toList();
        List<RootResult> roots = List.of(
                new RootResult(ROOT_FULL, ROOT_FULL, Compatibility.FULL,
                        judged("old→new", Outcome.PASS, null),
                        new DirectionResult(Direction.NEW_TO_OLD, NOTHING_TO_WRITE, null, null, 0, 0),
                        control("old→old", Outcome.PASS, null), control("new→new", Outcome.PASS, null),
                        changed, List.of(PACKAGE + "Order.cache", PACKAGE + "Part001.tmp"),
                        List.of(new SampleProblem(Direction.OLD_TO_OLD, 2, Outcome.WRITE_FAILED, SAMPLE_PROBLEM_EVIDENCE),
                                new SampleProblem(Direction.NEW_TO_NEW, 5, Outcome.READ_FAILED, LONG_EVIDENCE)),
                        false),
                new RootResult(ROOT_NONE, ROOT_NONE, Compatibility.NONE,
                        new DirectionResult(Direction.OLD_TO_NEW, JUDGED, Outcome.READ_FAILED, LONG_EVIDENCE, 3, 3,
                                List.of(NOT_EXERCISED)),
                        judged("new→old", Outcome.WRITE_FAILED, "IllegalArgumentException: no | way"),
                        control("old→old", Outcome.PASS, null), control("new→new", Outcome.PASS, null),
                        changed, List.of(PACKAGE + "Order.cache"), List.of(), false),
                new RootResult(ROOT_NO_VERDICT, ROOT_NO_VERDICT, Compatibility.NO_VERDICT,
                        new DirectionResult(Direction.OLD_TO_NEW, NO_VERDICT, null, NO_VERDICT_EVIDENCE, 3, 0),
                        new DirectionResult(Direction.NEW_TO_OLD, NO_VERDICT, null, NO_VERDICT_EVIDENCE, 3, 0),
                        control("old→old", Outcome.WRITE_FAILED, NO_VERDICT_EVIDENCE),
                        control("new→new", Outcome.WRITE_FAILED, NO_VERDICT_EVIDENCE),
                        changed, List.of(), List.of(), false),
                new RootResult(ROOT_ACCEPTED, ROOT_ACCEPTED, Compatibility.NO_VERDICT,
                        new DirectionResult(Direction.OLD_TO_NEW, NO_VERDICT, null, NO_VERDICT_EVIDENCE, 3, 0),
                        new DirectionResult(Direction.NEW_TO_OLD, NO_VERDICT, null, NO_VERDICT_EVIDENCE, 3, 0),
                        control("old→old", Outcome.WRITE_FAILED, NO_VERDICT_EVIDENCE),
                        control("new→new", Outcome.WRITE_FAILED, NO_VERDICT_EVIDENCE),
                        changed, List.of(), List.of(), true),
                new RootResult(ROOT_FORWARD, PACKAGE + "Shipment", Compatibility.FORWARD,
                        judged("old→new", Outcome.CORRUPT, SHORT_CORRUPT),
                        judged("new→old", Outcome.DEGRADED, "lines[0].gift: a GiftWrap the reader lacks, dropped"),
                        control("old→old", Outcome.PASS, null), control("new→new", Outcome.PASS, null),
                        changed, List.of(), List.of(), false));
        return new CheckReport("kryo", "Kryo 5", "com.esotericsoftware:kryo:5.6.2", null, "target/old.jar",
                "target/classes", 42, Compatibility.NO_VERDICT, roots, diffs, List.of(), List.of(WARNING), 3.2);
    }

    private static DirectionResult judged(String direction, Outcome outcome, String evidence) {
        return new DirectionResult(Direction.of(direction), JUDGED, outcome, evidence, 3, 3);
    }

    private static DirectionResult control(String direction, Outcome outcome, String evidence) {
        return new DirectionResult(Direction.of(direction), JUDGED, outcome, evidence, 3, 3);
    }
}
