package org.serialflex.check;

import org.serialflex.runner.CaseRunner;
import org.serialflex.runner.RunTimings;
import org.serialflex.runner.WorldSharing;
import org.serialflex.spi.SerializerAdapter;
import org.serialflex.worlds.WorldClassPath;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Runs one check: the structural diff of each root class, then its populated samples written and
 * read in the kit's worlds, each side in a world of its own: first the two <em>controls</em>, which
 * write and read one version (old→old, new→new) and so show what the adapter, as configured, carries
 * of these classes at all, then the two directions between the versions, judged against what the
 * writer's control read back ({@link RootCheck}).
 */
public final class Check {

    /** The criterion id of the check's own cases: they belong to no kit criterion. */
    static final String CASE_PREFIX = "check";

    /** What the libraries say when an allow list refuses a class: Fory's, Jackson's validator, Avro's trusted packages. */
    private static final java.util.regex.Pattern ALLOW_LIST = java.util.regex.Pattern.compile(
            "allow list|PolymorphicTypeValidator|SERIALIZABLE_PACKAGES|not trusted|not allowed", java.util.regex.Pattern.CASE_INSENSITIVE);

    private final CheckOptions options;
    private final RunTimings timings;

    /** @param options what to check */
    public Check(CheckOptions options) {
        this(options, new RunTimings());
    }

    /** A check counting its worlds and cases into {@code timings}: one adapter's part of a check of several. */
    private Check(CheckOptions options, RunTimings timings) {
        this.options = options;
        this.timings = timings;
    }

    /**
     * Runs the check and returns its report (not yet written).
     *
     * @throws CheckInputException for bad input: the message says what to fix
     */
    public CheckReport run() {
        if (!options.moreAdapters().isEmpty()) {
            return severalAdapters();
        }
        if (!options.olderClasses().isEmpty()) {
            return transitive();
        }
        long started = System.nanoTime();
        AcceptedChanges accepted = options.accepted();
        SerializerAdapter adapter = adapter(options.adapterId());
        ClassShapes oldShapes = new ClassShapes("old", ClassFiles.read(options.oldClasses(), "old"));
        ClassShapes newShapes = new ClassShapes("new", ClassFiles.read(options.newClasses(), "new"));
        List<RootType> roots = RootClasses.resolveTypes(options.roots(), oldShapes, newShapes);
        WorldClassPathGuard.requireAbsent(roots.stream().map(RootType::className).toList());
        SampleRules rules = new SampleRules(options.excluded(), options.values(), options.instancioSettings());
        rules.validate(oldShapes, newShapes);
        Runners runners = runners(adapter);
        Set<String> reached = new TreeSet<>();
        StructuralDiff javaNames = new StructuralDiff(oldShapes, newShapes);
        roots.forEach(root -> reached.addAll(javaNames.reachedFrom(root.className())));
        LibraryWireNames wireNames = LibraryWireNames.of(adapter.id(), oldShapes, newShapes, reached,
                runners.oldClassPath(), runners.newClassPath());
        StructuralDiff diff = new StructuralDiff(oldShapes, newShapes, wireNames);
        Map<String, List<ClassChange>> changesByRoot = new LinkedHashMap<>();
        Set<String> criteria = new TreeSet<>();
        Set<String> notes = new LinkedHashSet<>();
        for (RootType root : roots) {
            changesByRoot.put(root.className(), diff.changes(root.className()));
            criteria.addAll(StructuralDiff.criteriaOf(changesByRoot.get(root.className())));
            notes.addAll(diff.notes(root.className()));
            for (ClassShapes side : List.of(oldShapes, newShapes)) {
                if (side.has(root.className())) {
                    // in the check's own loader first, so that a sample no world could build is bad input, said once
                    Population.of(options.seed(), side, root, diff.reachedFrom(root.className()), rules)
                            .create(0, side::type);
                }
            }
        }
        KitScores scores = KitScores.forAdapter(adapter, options.scoresAdapterId(), options.results(), criteria,
                options.measure(), options.timeLimit());
        List<RootResult> results = new ArrayList<>();
        for (RootType root : roots) {
            RootCheck rootCheck = new RootCheck(runners, options, root, rules, oldShapes, newShapes,
                    diff.reachedFrom(root.className()), changesByRoot.get(root.className()), wireNames, diff);
            results.add(rootCheck.run());
        }
        List<ClassDiff> diffs = diffs(changesByRoot, scores);
        List<String> warnings = new ArrayList<>(warnings(adapter, results));
        warnings.addAll(remodelled(reached, oldShapes, newShapes, wireNames));
        Compatibility overall = overall(results);
        String library = coordinates(adapter);
        return new CheckReport(adapter.id(), adapter.displayName(), library, options.oldLibrary().orElse(library),
                options.oldClasses().toString(),
                options.newClasses().toString(), options.seed(), overall, results, diffs, List.copyOf(notes), warnings,
                (System.nanoTime() - started) / 1e9, accepted.against(results));
    }

    /**
     * Each adapter's check in turn, in the order asked, then one report over all of them: each adapter's report
     * as it would be alone ({@link CheckReport#byAdapter()}), and its roots side by side, each named with its adapter.
     */
    private CheckReport severalAdapters() {
        long started = System.nanoTime();
        List<CheckReport> reports = new ArrayList<>();
        for (String adapterId : options.adapterIds()) {
            reports.add(new Check(options.forAdapter(adapterId), timings).run());
        }
        List<RootResult> roots = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        for (CheckReport one : reports) {
            roots.addAll(named(one).roots());
            one.notes().forEach(n -> notes.add(one.adapterId() + ": " + n));
            one.warnings().forEach(w -> warnings.add(one.adapterId() + ": " + w));
        }
        CheckReport first = reports.get(0);
        return new CheckReport(joined(reports, CheckReport::adapterId), joined(reports, CheckReport::adapterName),
                joined(reports, CheckReport::library), joined(reports, CheckReport::oldLibrary), first.oldClasses(),
                first.newClasses(), first.seed(), overall(roots), roots, AdapterDiffs.merge(reports), notes, warnings,
                (System.nanoTime() - started) / 1e9, options.accepted().againstEach(reports), reports);
    }

    private static String joined(List<CheckReport> reports, java.util.function.Function<CheckReport, String> value) {
        return String.join(", ", reports.stream().map(value).toList());
    }

    /** {@code report} with each root named with its adapter, as a report of several adapters names its rows. */
    static CheckReport named(CheckReport report) {
        return new CheckReport(report.adapterId(), report.adapterName(), report.library(), report.oldLibrary(),
                report.oldClasses(), report.newClasses(), report.seed(), report.overall(), report.roots().stream()
                .map(r -> r.named(CheckReport.rowName(r.root(), report.adapterId()))).toList(), report.diffs(),
                report.notes(), report.warnings(), report.seconds(), report.accepted());
    }

    /**
     * The new classes against each release, {@code --old} first, then {@code --older}: one report, each root once per
     * release, named with the release it was checked against ({@code com.acme.Order against orders-1.3.0.jar}).
     */
    private CheckReport transitive() {
        long started = System.nanoTime();
        List<Path> releases = new ArrayList<>();
        releases.add(options.oldClasses());
        releases.addAll(options.olderClasses());
        List<RootResult> roots = new ArrayList<>();
        List<ClassDiff> diffs = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        CheckReport last = null;
        for (Path release : releases) {
            CheckReport one = new Check(options.against(release)).run();
            // a jar by its name (orders-1.3.0.jar), a directory of classes by its path: target/classes says nothing
            String against = " against " + (java.nio.file.Files.isDirectory(release) ? release : release.getFileName());
            one.roots().forEach(r -> roots.add(r.named(r.root() + against)));
            diffs.addAll(one.diffs());
            one.notes().forEach(n -> notes.add(n + against));
            one.warnings().forEach(w -> warnings.add(w + against));
            last = one;
        }
        String olds = String.join(", ", releases.stream().map(Path::toString).toList());
        return new CheckReport(last.adapterId(), last.adapterName(), last.library(), last.oldLibrary(), olds,
                last.newClasses(), last.seed(), overall(roots), roots, diffs, notes, warnings,
                (System.nanoTime() - started) / 1e9, options.accepted().against(roots));
    }

    /**
     * The runners of the four directions. The old side's worlds run {@code --writer-library} when given (the old
     * app writes and reads with it), the new side's the library on the check's class path.
     */
    private Runners runners(SerializerAdapter adapter) {
        WorldClassPath current = WorldClassPath.kit();
        if (options.oldLibrary().isEmpty()) {
            CaseRunner one = new CaseRunner(adapter.id(), adapter.id(), options.timeLimit(), timings,
                    WorldSharing.SHARED);
            return new Runners(one, one, one, one, current, current);
        }
        WorldClassPath old = OldSideLibrary.forThisJvm(options.outputDir().resolve("libraries"))
                .classPath(options.oldLibrary().get(), adapter.library());
        return new Runners(runner(adapter, old, old), runner(adapter, current, current), runner(adapter, old, current),
                runner(adapter, current, old), old, current);
    }

    private CaseRunner runner(SerializerAdapter adapter, WorldClassPath writer, WorldClassPath reader) {
        return new CaseRunner(adapter.id(), adapter.id(), options.timeLimit(), timings, WorldSharing.SHARED,
                writer, reader);
    }

    /** The worlds set up and cases run by {@link #run()}: shared worlds serve many cases (tck-core's WorldPool). */
    RunTimings timings() {
        return timings;
    }

    /** Whether the report fails the check as configured, and why; empty when it passes. */
    public List<String> failures(CheckReport report) {
        return gate(report).stream().map(Failure::text).toList();
    }

    /** Each reason the report fails the check as configured, with what would accept it; empty when it passes. */
    List<Failure> gate(CheckReport report) {
        if (report.severalAdapters()) {
            // each adapter by its own accepted changes; whether an entry still occurs, over every adapter it concerns
            List<Failure> failures = new ArrayList<>();
            for (CheckReport one : report.byAdapter()) {
                new Check(options.forAdapter(one.adapterId())).gate(named(one)).stream()
                        .filter(f -> f.kind() != Failure.Kind.ACCEPTED_NO_LONGER_OCCURS).forEach(failures::add);
            }
            failures.addAll(stale(report, report.accepted(), options.accepted()));
            return failures;
        }
        AcceptedChanges accepted = options.accepted();
        List<Failure> failures = new ArrayList<>();
        for (RootResult result : report.roots()) {
            if (result.verdict() == Compatibility.NO_VERDICT) {
                boolean inTheFile = result.directions().stream().anyMatch(d -> d.status() == DirectionResult.Status.NO_VERDICT
                        && accepted.accepting(result, d).isPresent());
                if (!result.accepted() && !inTheFile) {
                    failures.add(new Failure(result.root(), Failure.Kind.NO_VERDICT, result.root() + " has no verdict: "
                            + noVerdictReason(result) + " Accept it with --accept-no-verdict " + result.className()
                            + " (<acceptNoVerdict> in the Maven goal) if that is known, or check with an adapter "
                            + "configured to take it.", result.verdict(), List.of()));
                }
                continue;
            }
            for (DirectionResult direction : List.of(result.backward(), result.forward())) {
                if (options.failOnCorrupt() && direction.outcome() == org.serialflex.results.Outcome.CORRUPT
                        && accepted.accepting(result, direction).isEmpty()) {
                    failures.add(new Failure(result.root(), Failure.Kind.CORRUPT, result.root() + " "
                            + direction.direction() + " is CORRUPT (silent data loss): " + direction.evidence(),
                            result.verdict(), List.of(direction)));
                }
            }
            List<DirectionResult> unread = new ArrayList<>(shortOf(result, options.required()));
            // an accepted break passes, its reason in the report
            unread.removeIf(d -> accepted.accepting(result, d).isPresent());
            if (!result.verdict().meets(options.required()) && !unread.isEmpty()) {
                // each direction with its evidence's first line, so that FULL's second direction is on the line too
                failures.add(new Failure(result.root(), Failure.Kind.SHORT_OF_REQUIRED, result.root() + " is "
                        + result.verdict() + ", short of the required " + options.required() + ": "
                        + String.join("; ", unread.stream().map(d -> d.direction() + " " + d.outcome()
                        + (d.evidence() == null ? "" : " (" + ReportText.firstLine(d.evidence()) + ")")).toList()),
                        result.verdict(), unread));
            }
        }
        failures.addAll(stale(report, accepted.against(report.roots()), accepted));
        return failures;
    }

    /** An accepted break that no longer occurs, each: the list never goes stale. */
    private static List<Failure> stale(CheckReport report, List<Acceptance> acceptances, AcceptedChanges accepted) {
        List<Failure> failures = new ArrayList<>();
        for (Acceptance acceptance : acceptances) {
            if (!acceptance.occurs()) {
                Compatibility verdict = report.roots().stream().filter(r -> r.className().equals(acceptance.root())
                        || r.root().equals(acceptance.root())).map(RootResult::verdict).findFirst()
                        .orElse(Compatibility.NO_VERDICT);
                failures.add(new Failure(acceptance.root(), Failure.Kind.ACCEPTED_NO_LONGER_OCCURS,
                        "accepted break no longer occurs: remove it from " + accepted.file().map(Path::toString)
                                .orElse("the accepted changes") + ": " + acceptance.root() + " " + acceptance.direction()
                                + " " + acceptance.outcome() + (acceptance.field() == null ? "" : " (field "
                                + acceptance.field() + ")") + (acceptance.adapter() == null ? ""
                                : " with " + acceptance.adapter()) + ", accepted because: " + acceptance.reason(), verdict,
                        List.of()));
            }
        }
        return failures;
    }

    /** The directions {@code required} needs that did not read: old→new for BACKWARD, new→old for FORWARD. */
    private static List<DirectionResult> shortOf(RootResult result, Compatibility required) {
        List<DirectionResult> directions = new ArrayList<>();
        if ((required == Compatibility.BACKWARD || required == Compatibility.FULL) && !result.backward().compatible()) {
            directions.add(result.backward());
        }
        if ((required == Compatibility.FORWARD || required == Compatibility.FULL) && !result.forward().compatible()) {
            directions.add(result.forward());
        }
        return directions;
    }

    private static String noVerdictReason(RootResult result) {
        for (DirectionResult direction : result.directions()) {
            if (direction.status() == DirectionResult.Status.NO_VERDICT) {
                return direction.evidence();
            }
        }
        return "";
    }

    /** The verdict over every root: a root without verdict that the user did not accept leaves none overall. */
    private static Compatibility overall(List<RootResult> results) {
        List<RootResult> judged = results.stream().filter(r -> r.verdict() != Compatibility.NO_VERDICT).toList();
        if (judged.size() < results.size() && results.stream().anyMatch(r -> r.verdict() == Compatibility.NO_VERDICT
                && !r.accepted())) {
            return Compatibility.NO_VERDICT;
        }
        return Compatibility.of(judged.stream().allMatch(r -> r.verdict() == Compatibility.FULL
                        || r.verdict() == Compatibility.BACKWARD),
                judged.stream().allMatch(r -> r.verdict() == Compatibility.FULL || r.verdict() == Compatibility.FORWARD));
    }

    /** Each changed class once, with the roots that reach it. */
    private static List<ClassDiff> diffs(Map<String, List<ClassChange>> changesByRoot, KitScores scores) {
        Map<String, List<ClassChange>> byClass = new TreeMap<>();
        Map<String, Set<String>> rootsByClass = new HashMap<>();
        changesByRoot.forEach((root, changes) -> {
            for (ClassChange change : changes) {
                rootsByClass.computeIfAbsent(change.className(), k -> new LinkedHashSet<>()).add(root);
                List<ClassChange> ofClass = byClass.computeIfAbsent(change.className(), k -> new ArrayList<>());
                if (!ofClass.contains(change)) {
                    ofClass.add(change);
                }
            }
        });
        List<ClassDiff> diffs = new ArrayList<>();
        byClass.forEach((className, changes) -> diffs.add(new ClassDiff(className, changes.stream()
                .map(c -> new ScoredChange(c, c.kind().criteria().stream().flatMap(id -> scores.of(id).stream())
                        .toList())).toList(), List.copyOf(rootsByClass.get(className)))));
        return diffs;
    }

    /**
     * What the user must know beyond the verdicts: a root no control could take (a kit adapter whose
     * allow list admits only the kit's classes gets there with every class), and data the library
     * loses even with one version on both sides.
     */
    private static List<String> warnings(SerializerAdapter adapter, List<RootResult> results) {
        List<String> warnings = new ArrayList<>();
        for (RootResult result : results) {
            if (result.verdict() == Compatibility.NO_VERDICT) {
                String reason = noVerdictReason(result);
                warnings.add(result.root() + ": no verdict. " + adapter.id() + ", as configured, cannot take this "
                        + "class even with one version on both sides: " + reason + (ALLOW_LIST.matcher(reason).find()
                        ? " (this adapter's allow list admits only the kit's classes: check with your own adapter "
                        + "class, configured as your application configures the library; docs/check.md)" : ""));
            }
            for (DirectionResult control : List.of(result.oldControl(), result.newControl())) {
                if (control.status() == DirectionResult.Status.JUDGED && !control.compatible()) {
                    warnings.add(result.root() + ": " + adapter.id() + " does not read back what it wrote even with "
                            + "one version on both sides (" + control.direction() + " " + control.outcome() + ": "
                            + control.evidence() + "); a limit of the library as configured, not of the change. The "
                            + "directions between the versions are judged against what this control read back.");
                }
            }
        }
        return warnings;
    }

    /**
     * Classes both versions have, with fields, but no field in common by the names in the bytes (java-semver's
     * Version: normal, preRelease, build became major, minor, patch, preReleaseIds, buildIds): every field is one only
     * a side has, so a reader keeps nothing of what the other wrote, and the field-by-field verdict can be PASS while
     * every value is lost. Said, since no comparison of fields can.
     */
    private static List<String> remodelled(Set<String> reached, ClassShapes oldShapes, ClassShapes newShapes,
                                           WireNames wireNames) {
        List<String> warnings = new ArrayList<>();
        for (String name : reached) {
            if (!oldShapes.has(name) || !newShapes.has(name)) {
                continue;
            }
            ClassShape before = oldShapes.shape(name).orElseThrow();
            ClassShape after = newShapes.shape(name).orElseThrow();
            if (before.kind() == ClassShape.Kind.ENUM || before.fields().isEmpty() || after.fields().isEmpty()) {
                continue;
            }
            Set<String> oldNames = new TreeSet<>();
            before.fields().forEach(f -> oldNames.add(bytesName(wireNames, name, f.name(), WireNames.Version.OLD)));
            boolean shared = after.fields().stream()
                    .anyMatch(f -> oldNames.contains(bytesName(wireNames, name, f.name(), WireNames.Version.NEW)));
            if (!shared) {
                warnings.add(StructuralDiff.simple(name) + " has no field in common between the versions (by the names "
                        + "in the bytes): a reader of one keeps nothing the other wrote, so a PASS there means nothing "
                        + "was misread, not that anything arrived. Check that the class was re-modelled on purpose.");
            }
        }
        return warnings;
    }

    private static String bytesName(WireNames wireNames, String className, String field, WireNames.Version version) {
        String name = wireNames.of(className, field, version);
        return name == null ? field : name;
    }

    private static String coordinates(SerializerAdapter adapter) {
        return adapter.library().groupId() + ":" + adapter.library().artifactId() + ":" + adapter.library().version();
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
