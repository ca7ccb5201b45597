package org.serialflex.check;

import org.serialflex.results.CaseResult;
import org.serialflex.results.Outcome;
import org.serialflex.runner.CaseRunner;
import org.serialflex.runner.RunTimings;
import org.serialflex.runner.TckCase;
import org.serialflex.spi.SerializerAdapter;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs one check: the structural diff of each root class, then its populated samples written with
 * one version and read with the other, in both directions, each side in a world of its own as in
 * the kit, compared by the kit's comparison against the check's expectation ({@link Expectations}).
 */
public final class Check {

    /** The criterion id of the check's own cases (they belong to no kit criterion). */
    private static final String CASE_PREFIX = "check";

    private final CheckOptions options;
    private final RunTimings timings = new RunTimings();
    private final Set<String> identicalRoots = new TreeSet<>();

    /** @param options what to check */
    public Check(CheckOptions options) {
        this.options = options;
    }

    /**
     * Runs the check and returns its report (not yet written).
     *
     * @throws CheckInputException for bad input: the message says what to fix
     */
    public CheckReport run() {
        SerializerAdapter adapter = adapter(options.adapterId());
        ClassShapes oldShapes = new ClassShapes("old", ClassFiles.read(options.oldClasses(), "old"));
        ClassShapes newShapes = new ClassShapes("new", ClassFiles.read(options.newClasses(), "new"));
        List<String> roots = RootClasses.resolve(options.roots(), oldShapes, newShapes);
        WorldClassPathGuard.requireAbsent(roots);
        StructuralDiff diff = new StructuralDiff(oldShapes, newShapes);
        Map<String, List<ClassChange>> changes = new HashMap<>();
        Set<String> criteria = new TreeSet<>();
        for (String root : roots) {
            changes.put(root, diff.changes(root));
            criteria.addAll(StructuralDiff.criteriaOf(changes.get(root)));
        }
        KitScores scores = KitScores.forAdapter(adapter, options.scoresAdapterId(), options.results(), criteria,
                options.measure(), options.timeLimit());
        CaseRunner runner = new CaseRunner(adapter.id(), adapter.id(), options.timeLimit(), timings, true);
        List<ClassResult> results = new ArrayList<>();
        for (String root : roots) {
            List<ClassChange> rootChanges = changes.get(root);
            Set<String> reached = diff.reachedFrom(root);
            if (reached.stream().allMatch(name -> oldShapes.has(name) && newShapes.has(name)
                    && java.util.Arrays.equals(oldShapes.classFiles().get(name), newShapes.classFiles().get(name)))) {
                identicalRoots.add(root);
            }
            DirectionResult backward = direction(runner, root, "old-to-new", "old→new", oldShapes, newShapes,
                    renames(rootChanges, false), reached);
            DirectionResult forward = direction(runner, root, "new-to-old", "new→old", newShapes, oldShapes,
                    renames(rootChanges, true), reached);
            results.add(new ClassResult(root, Compatibility.of(backward.compatible(), forward.compatible()), backward,
                    forward, rootChanges.stream().map(c -> new ScoredChange(c, c.kind().criteria().stream()
                    .flatMap(id -> scores.of(id).stream()).toList())).toList()));
        }
        Compatibility overall = Compatibility.of(results.stream().allMatch(r -> r.verdict().backward()),
                results.stream().allMatch(r -> r.verdict().forward()));
        return new CheckReport(adapter.id(), adapter.displayName(), adapter.library().groupId() + ":"
                + adapter.library().artifactId() + ":" + adapter.library().version(), options.oldClasses().toString(),
                options.newClasses().toString(), options.seed(), overall, results);
    }

    /** The worlds set up and cases run by {@link #run()}: shared worlds serve many cases (tck-core's WorldPool). */
    RunTimings timings() {
        return timings;
    }

    /**
     * The roots of {@link #run()} whose reached classes have the same bytes in both versions: not even
     * a method changed (a hand-written writeObject, which the structural diff cannot see, would).
     */
    Set<String> identicalRoots() {
        return Set.copyOf(identicalRoots);
    }

    /** Whether the report fails the check as configured, and why; empty when it passes. */
    public List<String> failures(CheckReport report) {
        List<String> failures = new ArrayList<>();
        for (ClassResult result : report.classes()) {
            for (DirectionResult direction : List.of(result.backward(), result.forward())) {
                if (options.failOnCorrupt() && direction.outcome() == Outcome.CORRUPT) {
                    failures.add(result.className() + " " + direction.direction() + " is CORRUPT (silent data loss): "
                            + direction.evidence());
                }
            }
            if (!result.verdict().meets(options.required())) {
                failures.add(result.className() + " is " + result.verdict() + ", short of the required "
                        + options.required());
            }
        }
        return failures;
    }

    private DirectionResult direction(CaseRunner runner, String root, String id, String title, ClassShapes writer,
                                      ClassShapes reader, Map<String, Map<String, String>> renames,
                                      Set<String> reached) {
        if (!writer.has(root)) {
            return new DirectionResult(title, null, "the " + writer.label() + " version has no " + root
                    + ": nothing to write", 0);
        }
        Population population = Population.of(options.seed(), writer, reached);
        int samples = population.samplesNeeded(options.minimumSamples());
        Outcome worst = null;
        String evidence = null;
        for (int i = 0; i < samples; i++) {
            int sample = i;
            AtomicReference<Object> snapshot = new AtomicReference<>();
            TckCase tckCase = new TckCase(CASE_PREFIX, CASE_PREFIX + "." + StructuralDiff.simple(root) + "." + id + "."
                    + (i + 1), StructuralDiff.simple(root) + " " + title + " sample " + (i + 1), writer.label(),
                    reader.label(), writer.classFiles(), reader.classFiles(),
                    w -> {
                        Object object = population.create(w.type(root), sample, w::type);
                        snapshot.set(Snapshot.of(object));
                        return object;
                    },
                    w -> new Expectations(w, renames).of(snapshot.get()), Set.of());
            CaseResult result = runner.run(tckCase);
            if (worst == null || result.outcome().isWorseThan(worst)) {
                worst = result.outcome();
                evidence = result.evidence() == null ? null : "sample " + (i + 1) + ": " + result.evidence();
            }
        }
        return new DirectionResult(title, worst, evidence, samples);
    }

    /** Class → writer field name → reader field name, for the diff's probable renames in this direction. */
    private static Map<String, Map<String, String>> renames(List<ClassChange> changes, boolean newToOld) {
        Map<String, Map<String, String>> renames = new HashMap<>();
        for (ClassChange change : changes) {
            if (change.kind() == ChangeKind.PROBABLY_RENAMED) {
                String[] names = change.detail().replaceAll(" \\(.*", "").split(" → ");
                renames.computeIfAbsent(change.className(), k -> new HashMap<>())
                        .put(newToOld ? names[1] : names[0], newToOld ? names[0] : names[1]);
            }
        }
        return renames;
    }

    /** The adapter with {@code id} on the check's class path, in the check's own loader (for its id, name, library). */
    static SerializerAdapter adapter(String id) {
        Set<String> known = new LinkedHashSet<>();
        for (SerializerAdapter adapter : ServiceLoader.load(SerializerAdapter.class, Check.class.getClassLoader())) {
            if (adapter.id().equals(id)) {
                return adapter;
            }
            known.add(adapter.id());
        }
        throw new CheckInputException("No adapter with id '" + id + "' is on the check's class path (adapters found: "
                + (known.isEmpty() ? "none" : String.join(", ", known)) + "). Add the adapter's module as a dependency "
                + "of serialflex-maven-plugin (a kit adapter: org.serialflex:adapter-<name>), or, for your own adapter "
                + "class registered in META-INF/services/org.serialflex.spi.SerializerAdapter, set "
                + "<useProjectClassPath>true</useProjectClassPath>.");
    }
}
