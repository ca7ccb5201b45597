package org.serialflex.report;

import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.JdkInfo;
import org.serialflex.results.LaneResults;
import org.serialflex.results.LibraryInfo;
import org.serialflex.results.SideInfo;
import org.serialflex.results.json.ResultsJson;
import org.serialflex.verdicts.CriterionScore;
import org.serialflex.results.Outcome;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/** Deterministic, made-up results for the tests; no real adapter ran to produce them. */
final class Synthetic {

    static final Instant GENERATED_AT = Instant.parse("2026-11-21T12:00:00Z");
    static final JdkInfo JDK = new JdkInfo("17.0.15", "Debian", "OpenJDK 64-Bit Server VM");
    static final String KIT = "0.1.0-SNAPSHOT";
    static final String CORRUPT_EVIDENCE = "order.total: expected 42 (Long) got 7, \"seven\" | <b>x</b>\nsecond line";

    private Synthetic() {
    }

    static CaseResult kase(String id, String title, String writer, String reader, Outcome outcome, String evidence,
                           Integer size) {
        // Deflate adds its frame to a payload this small, as it does to real ones.
        return new CaseResult(id, title, writer, reader, outcome, evidence, null, size, size == null ? null : size + 6, 100);
    }

    /** A criterion whose score is what the kit's scoring rule gives its cases. */
    static CriterionResult criterion(String id, String title, CaseResult... cases) {
        return new CriterionResult(id, title, CriterionScore.of(Arrays.stream(cases).map(CaseResult::outcome).toList()),
                List.of(cases));
    }

    /** An adapter whose total is the sum of its criteria's scores. */
    static AdapterResults adapter(String id, String name, String coordinates, CriterionResult... criteria) {
        String[] gav = coordinates.split(":");
        double total = Arrays.stream(criteria).mapToDouble(CriterionResult::score).sum();
        return new AdapterResults(ResultsJson.SCHEMA_VERSION, KIT, id, name, new LibraryInfo(gav[0], gav[1], gav[2]),
                id, JDK, "2026-11-21T11:00:00Z", 1234, total, List.of(criteria), List.of());
    }

    /** {@code r} as another adapter: id, display name and the library's group (the matrix groups columns by it). */
    static AdapterResults renamed(AdapterResults r, String id, String name, String groupId) {
        return new AdapterResults(r.schemaVersion(), r.kitVersion(), id, name,
                new LibraryInfo(groupId, r.library().artifactId(), r.library().version()), r.format(), r.jdk(),
                r.startedAt(), r.durationMillis(), r.total(), r.criteria(), r.lanes(), r.safety());
    }

    /** {@code results} with these upgrade lanes. */
    static AdapterResults withLanes(AdapterResults r, LaneResults... lanes) {
        return new AdapterResults(r.schemaVersion(), r.kitVersion(), r.adapterId(), r.adapterName(), r.library(),
                r.format(), r.jdk(), r.startedAt(), r.durationMillis(), r.total(), r.criteria(), List.of(lanes));
    }

    /** A lane of {@code adapter} from library version {@code from} to {@code to}, with its identity set and criteria. */
    static LaneResults lane(String adapter, String from, String to, String verdict, List<CriterionResult> identity,
                            CriterionResult... criteria) {
        return new LaneResults(adapter + "@" + from + ">" + adapter + "@" + to, side(adapter, from), side(adapter, to),
                verdict, 10, identity.stream().mapToDouble(CriterionResult::score).sum(),
                Arrays.stream(criteria).mapToDouble(CriterionResult::score).sum(), identity, List.of(criteria));
    }

    private static SideInfo side(String adapter, String version) {
        return new SideInfo(adapter, new LibraryInfo("org.example", adapter, version), JDK, List.of());
    }

    static AdapterResults alpha() {
        return twoCriteria("alpha", "Alpha JSON", "org.example:alpha:1.0", 10, Outcome.DEGRADED,
                "value: expected 5 (int) got 0 (int)");
    }

    static AdapterResults beta() {
        return twoCriteria("beta", "Beta Binary", "org.example:beta:2.1", 20, Outcome.CORRUPT, CORRUPT_EVIDENCE);
    }

    /**
     * An adapter's results of C01 (one case, PASS, {@code size} bytes) and C08 (int→long: old→new PASS,
     * new→old {@code newToOld} with {@code evidence}, {@code size + 2} bytes).
     */
    private static AdapterResults twoCriteria(String id, String name, String library, int size, Outcome newToOld,
                                              String evidence) {
        return adapter(id, name, library,
                criterion("C01", "Plain objects, no questions asked",
                        kase("C01.plain.same", "plain bean (same)", "v1", "v1", Outcome.PASS, null, size)),
                criterion("C08", "Same field name, different type",
                        kase("C08.int-to-long.old-to-new", "int→long (old→new)", "v1", "v2", Outcome.PASS, null, size + 2),
                        kase("C08.int-to-long.new-to-old", "int→long (new→old)", "v2", "v1", newToOld, evidence,
                                size + 2)));
    }

    static AdapterResults gamma() {
        return adapter("gamma", "Gamma", "org.example:gamma:3.0",
                criterion("C01", "Plain objects, no questions asked",
                        kase("C01.plain.same", "plain bean (same)", "v1", "v1", Outcome.CRASH,
                                "java.lang.StackOverflowError", null)));
    }

    /** Three adapters, two criteria, seven cases: alpha 1.5/2, beta 1/2 (a CORRUPT), gamma 0/1 (a CRASH). */
    static Matrix small() {
        return Matrix.of(List.of(gamma(), beta(), alpha()), List.of(), "test input", GENERATED_AT);
    }

    static final List<String> TITLES = List.of(
            "Plain objects, no questions asked", "No no-arg constructor", "Final fields", "Transient fields",
            "New field at the writer", "New field at the reader", "Renamed field", "Same field name, different type",
            "Reordered and inserted fields", "Class hierarchy change", "Polymorphic fields",
            "Shared references and cycles", "Class missing at the reader", "Enum evolution", "Externalizable",
            "Serializable hooks", "Collections keep their concrete type", "Maps keep their concrete type",
            "Collection evolution", "Records");

    static final List<String> SAMPLE_IDS = List.of("alpha", "bravo", "charlie", "delta", "echo", "foxtrot");

    /** Evidence of bravo × C03 in the sample: must show as text, never run. */
    static final String SCRIPT_EVIDENCE = "java.io.IOException: <script>window.__xss = 1</script>"
            + "<img src=x onerror=\"window.__xss = 2\">";

    /**
     * Six made-up adapters × the 20 criteria, three cases each, outcomes from a fixed seed; bravo × C09
     * is CORRUPT, charlie × C12 is CRASH, bravo × C03 carries evidence with HTML in it.
     */
    static List<AdapterResults> sample() {
        Random random = new Random(20261121);
        Outcome[] failures = {Outcome.READ_FAILED, Outcome.WRITE_FAILED, Outcome.UNSUPPORTED, Outcome.DEGRADED};
        List<AdapterResults> adapters = new ArrayList<>();
        for (int a = 0; a < SAMPLE_IDS.size(); a++) {
            String id = SAMPLE_IDS.get(a);
            double strength = 0.92 - a * 0.09;
            List<CriterionResult> criteria = new ArrayList<>();
            for (int c = 1; c <= TITLES.size(); c++) {
                String cid = String.format("C%02d", c);
                List<CaseResult> cases = new ArrayList<>();
                for (String direction : List.of("old-to-new", "new-to-old", "same")) {
                    Outcome outcome = random.nextDouble() < strength ? Outcome.PASS
                            : failures[random.nextInt(failures.length)];
                    String evidence = outcome == Outcome.PASS ? null : outcome == Outcome.DEGRADED
                            ? "root.items: expected java.util.LinkedList got java.util.ArrayList"
                            : "com.example.SerializationException: cannot read field 'price' of " + cid;
                    if (id.equals("bravo") && cid.equals("C09") && direction.equals("new-to-old")) {
                        outcome = Outcome.CORRUPT;
                        evidence = "root.phone: expected \"555-0100\" (String) got \"ada@example.com\" (String)";
                    } else if (id.equals("charlie") && cid.equals("C12") && direction.equals("same")) {
                        outcome = Outcome.CRASH;
                        evidence = "java.lang.StackOverflowError";
                    } else if (id.equals("bravo") && cid.equals("C03") && direction.equals("old-to-new")) {
                        outcome = Outcome.READ_FAILED;
                        evidence = SCRIPT_EVIDENCE;
                    }
                    String writer = direction.equals("new-to-old") ? "v2" : "v1";
                    String reader = direction.equals("old-to-new") ? "v2" : "v1";
                    cases.add(kase(cid + ".case." + direction, "case (" + direction.replace("-to-", "→") + ")",
                            writer, reader, outcome, evidence, outcome == Outcome.WRITE_FAILED ? null : 40 + c));
                }
                criteria.add(criterion(cid, TITLES.get(c - 1), cases.toArray(CaseResult[]::new)));
            }
            String name = Character.toUpperCase(id.charAt(0)) + id.substring(1) + " (synthetic)";
            adapters.add(adapter(id, name, "org.example.synthetic:" + id + ":1." + a + ".0",
                    criteria.toArray(CriterionResult[]::new)));
        }
        return adapters;
    }

    /** Why the synthetic JDK 25 side of alpha cannot start, as the kit records it (ForkedLane, HostErrorOutput). */
    static final String START_FAILURE = "java.lang.UnsupportedOperationException: objectFieldOffset in "
            + "com.example.alpha.Fields.offset (in the static initializer of com.example.alpha.Platform: the class "
            + "stays unusable in this JVM)";

    /**
     * The sample with upgrade lanes for alpha (1.0 → 1.1 safe, 1.1 → 1.0 with a CORRUPT identity case, and
     * JDK 25 with Unsafe denied, which cannot start) and a safety profile for bravo.
     */
    static List<AdapterResults> sampleWithLanesAndSafety() {
        List<AdapterResults> sample = new ArrayList<>(sample());
        CriterionResult passing = criterion("C08", "Same field name, different type",
                kase("C08.case.v1-v1", "case (v1→v1)", "v1", "v1", Outcome.PASS, null, 48));
        CriterionResult corrupt = criterion("C08", "Same field name, different type",
                kase("C08.case.v1-v1", "case (v1→v1)", "v1", "v1", Outcome.CORRUPT,
                        "root.amount: expected 42 (Integer) got 0 (Integer)", 48));
        String evidence = "the case host JVM of lane side alpha/jdk25[--sun-misc-unsafe-memory-access=deny] could not "
                + "start the adapter (exit code 1): " + START_FAILURE;
        CriterionResult crashed = criterion("C08", "Same field name, different type",
                kase("C08.case.v1-v1", "case (v1→v1)", "v1", "v1", Outcome.CRASH, evidence, null));
        SideInfo denied = new SideInfo("alpha", new LibraryInfo("org.example.synthetic", "alpha", "1.0.0"),
                new JdkInfo("25.0.3", null, "did not start"), List.of("--sun-misc-unsafe-memory-access=deny"));
        LaneResults jdk25 = new LaneResults("alpha/jdk25>alpha/jdk25", denied.withStartFailure(START_FAILURE), denied,
                "no identity case crosses (1 CRASH)", 5, 0, 0, List.of(crashed), List.of(crashed));
        AdapterResults alpha = withLanes(sample.get(0), jdk25,
                lane("alpha", "1.0.0", "1.1.0", "safe: identity set all PASS, every value crosses", List.of(passing), passing),
                lane("alpha", "1.1.0", "1.0.0", "1 of 1 identity cases CORRUPT across this lane: data is lost silently",
                        List.of(corrupt), corrupt));
        sample.set(0, alpha);
        sample.set(1, sample.get(1).withSafety(SafetySectionTest.profile()));
        return sample;
    }

    /**
     * Made-up weighing and races of the sample adapters: sizes grow from alpha to foxtrot, speed falls
     * from alpha to foxtrot; bravo was not raced on the 1 MB object, foxtrot was not raced at all.
     */
    static SizeAndSpeed sizeAndSpeed() {
        return sizeAndSpeed(SAMPLE_IDS);
    }

    /**
     * As {@link #sizeAndSpeed()} for adapters {@code ids}, whose i-th weighs and races as the sample's (i mod 6)-th:
     * copies of the sample sit on top of each other in the charts, as adapters of one library nearly do.
     */
    static SizeAndSpeed sizeAndSpeed(List<String> ids) {
        List<SizeAndSpeed.ShapeSize> sizes = new ArrayList<>();
        List<SizeAndSpeed.Speed> speeds = new ArrayList<>();
        List<String> shapes = SizeAndSpeed.SHAPES;
        for (int i = 0; i < ids.size(); i++) {
            String id = ids.get(i);
            int a = i % SAMPLE_IDS.size();
            String sample = SAMPLE_IDS.get(a);
            for (int s = 0; s < shapes.size(); s++) {
                int size = (int) Math.pow(30, s + 1) + 40 * a;
                sizes.add(new SizeAndSpeed.ShapeSize(id, "org.example.synthetic:" + id + ":1." + a + ".0", shapes.get(s),
                        size, size * 2 / 3, a == 3 ? "DEGRADED" : "PASS",
                        a == 3 ? "attributes: map type substituted" : null));
                if (sample.equals("foxtrot") || sample.equals("bravo") && shapes.get(s).equals("megabyte")) {
                    continue;
                }
                for (int threads : List.of(1, 4)) {
                    for (String benchmark : SizeAndSpeed.BENCHMARKS) {
                        double score = 2_000_000 / Math.pow(10, s) / (a + 1) * (threads == 4 ? 1.8 : 1) * (1 + i / 200.0);
                        speeds.add(new SizeAndSpeed.Speed(id, shapes.get(s), benchmark, threads, score, score / 20,
                                "ops/s"));
                    }
                }
            }
        }
        return SizeAndSpeed.ofUnknownRun(sizes, speeds, List.of("synthetic weighing and races"));
    }
}
