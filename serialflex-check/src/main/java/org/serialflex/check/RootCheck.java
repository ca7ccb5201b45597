package org.serialflex.check;

import org.serialflex.results.CaseResult;
import org.serialflex.results.Outcome;
import org.serialflex.runner.CaseRunner;
import org.serialflex.runner.TckCase;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * The four directions of one root class. The controls come first: each version's samples written
 * and read with that version alone. What a control reads back is what the adapter, as configured,
 * carries of the class at all, so:
 * <ul>
 *   <li>a field a control wrote with a value and read back empty is not carried ({@link NotCarried}),
 *       and expected empty in every direction, whatever made the library skip it;</li>
 *   <li>a sample that fails in its control fails for its own sake: it is reported as a
 *       {@link SampleProblem} and replaced, never the evidence of a verdict;</li>
 *   <li>a direction between the versions is judged on the samples its writer's control read back,
 *       against what that control read back, and a failure the reader's control shows too is no
 *       verdict on the change;</li>
 *   <li>a version no sample of which survives its control leaves the root without verdict;</li>
 *   <li>a control whose sample fails only on the fields a change concerns (it reads back the same sample without
 *       them) does not take the sample from the other direction: the other version's reader does not have those
 *       fields as they are, or skips them, so the direction is judged on what that reader meets, the bytes of the
 *       whole sample against what was written;</li>
 *   <li>every field the change concerns is filled in the samples, on type cycles too ({@link CycleFill}), and a
 *       direction whose judged samples never wrote one ({@link Exercise}) is not compatible: it has no verdict,
 *       naming the field.</li>
 * </ul>
 */
final class RootCheck {

    /** A sample that fails in its control is replaced by another seed, at most this many tries in all. */
    private static final int TRIES = 3;

    private final Runners runners;
    private final CheckOptions options;
    private final RootType rootType;
    private final String root;
    private final SampleRules rules;
    private final ClassShapes oldShapes;
    private final ClassShapes newShapes;
    private final Set<String> reached;
    private final List<ClassChange> changes;
    private final List<SampleProblem> problems = new ArrayList<>();
    private final Set<FieldRef> notCarried = new TreeSet<>();
    /** Fields some control sample carried: listed as not carried only where no sample carried them ({@link #run}). */
    private final Set<FieldRef> carried = new TreeSet<>();
    private final LibraryWireNames wireNames;
    private final Map<ClassShapes, Set<String>> changedFields = new HashMap<>();
    private final Map<ClassShapes, Exercise> exercises = new HashMap<>();

    /** @param diff the diff of the two versions, for the fields each change names */
    RootCheck(Runners runners, CheckOptions options, RootType rootType, SampleRules rules, ClassShapes oldShapes, ClassShapes newShapes,
              Set<String> reached, List<ClassChange> changes, LibraryWireNames wireNames, StructuralDiff diff) {
        this.runners = runners;
        this.options = options;
        this.rootType = rootType;
        this.root = rootType.className();
        this.rules = rules;
        this.oldShapes = oldShapes;
        this.newShapes = newShapes;
        this.reached = reached;
        this.changes = changes;
        this.wireNames = wireNames;
        changedFields.put(oldShapes, diff.changedFields(root, WireNames.Version.OLD));
        changedFields.put(newShapes, diff.changedFields(root, WireNames.Version.NEW));
        for (ClassShapes side : List.of(oldShapes, newShapes)) {
            exercises.put(side, side.has(root) ? Exercise.of(side, reached, changedFields.get(side), changes) : Exercise.NONE);
        }
    }

    /**
     * A sample its control read back: the object's seed index, the {@link Snapshot} of what was read (of what was
     * written, for a sample the control failed on the changed fields alone), the bytes, which the direction between
     * the versions reads again (the same write, another reader), and the {@link Snapshot} of what was written.
     */
    private record ReadBack(int index, Object snapshot, CaseRunner.WrittenCase written, Object writtenSnapshot,
                            Object controlRead, CaseResult control) {
    }

    /** A version's control: its result, its population and the samples it read back. */
    private record Control(ClassShapes side, Population population, DirectionResult result, List<ReadBack> readBacks,
                           Set<String> failures) {
    }

    /** One sample written and read in a control: what it wrote, what it read back, how the read ended. */
    private record Attempt(CaseResult result, CaseRunner.WrittenCase bytes, Object written, Object read,
                           Function<String, Snapshot.Bean> fresh) {
    }

    RootResult run() {
        Control oldControl = control(runners.oldToOld(), oldShapes, Direction.OLD_TO_OLD);
        Control newControl = control(runners.newToNew(), newShapes, Direction.NEW_TO_NEW);
        DirectionResult backward = across(runners.oldToNew(), oldControl, newControl, Direction.OLD_TO_NEW, renames(false));
        DirectionResult forward = across(runners.newToOld(), newControl, oldControl, Direction.NEW_TO_OLD, renames(true));
        boolean noVerdict = backward.status() == DirectionResult.Status.NO_VERDICT
                || forward.status() == DirectionResult.Status.NO_VERDICT;
        Compatibility verdict = noVerdict ? Compatibility.NO_VERDICT
                : Compatibility.of(backward.compatible(), forward.compatible());
        List<String> changed = changes.stream().map(ClassChange::className).distinct().toList();
        Set<FieldRef> neverCarried = new TreeSet<>(notCarried);
        neverCarried.removeAll(carried);
        return new RootResult(rootType.toString(), root, verdict, backward, forward, oldControl.result(), newControl.result(), changed,
                neverCarried.stream().map(FieldRef::toString).toList(), problems, options.acceptedNoVerdict().contains(root));
    }

    private Control control(CaseRunner runner, ClassShapes side, Direction title) {
        if (!side.has(root)) {
            return new Control(side, null, new DirectionResult(title, DirectionResult.Status.NOTHING_TO_WRITE,
                    null, "the " + side.label() + " version has no " + root + ": nothing to write", 0, 0), List.of(),
                    Set.of());
        }
        Population population = Population.of(options.seed(), side, rootType, reached, rules)
                .filling(exercises.get(side).targets());
        Set<String> changed = changedFields.get(side);
        int samples = population.samplesNeeded(options.minimumSamples());
        List<ReadBack> readBacks = new ArrayList<>();
        Worst worst = new Worst();
        Worst failures = new Worst();
        Set<String> failureLines = new java.util.HashSet<>();
        int runs = 0;
        int withoutChanged = 0;
        boolean subclassesCarried = true;
        for (int sample = 0; sample < samples; sample++) {
            for (int tryNumber = 0; tryNumber < TRIES; tryNumber++) {
                int index = sample + tryNumber * samples;
                // a replacement leaves the declared classes alone: the library may not carry a subclass held in a
                // field that declares its superclass even unchanged (Jackson without type information)
                boolean subclasses = tryNumber == 0 && subclassesCarried;
                Attempt attempt = attempt(runner, side, title, population, index, Set.of(), subclasses);
                runs++;
                CaseResult result = attempt.result();
                if (readBack(result.outcome()) && attempt.read() != null) {
                    // a replacement without subclasses read back where the sample with them did not: no more of them
                    subclassesCarried &= tryNumber == 0 || !population.fillsSubclasses();
                    population.readBack(index);
                    notCarried.addAll(NotCarried.between(attempt.written(), attempt.read(), attempt.fresh()));
                    carried.addAll(NotCarried.carried(attempt.written(), attempt.read(), attempt.fresh()));
                    readBacks.add(new ReadBack(index, attempt.read(), attempt.bytes(), attempt.written(), attempt.read(),
                            result));
                    worst.add(result, index);
                    break;
                }
                if (result.outcome() == Outcome.READ_FAILED && !changed.isEmpty()) {
                    // the same sample without the changed fields: if it reads back, the failure lies in them alone
                    Attempt without = attempt(runner, side, title, population, index, changed, subclasses);
                    runs++;
                    if (without.result().outcome() == Outcome.PASS && without.read() != null) {
                        notCarried.addAll(NotCarried.between(without.written(), without.read(), without.fresh()));
                        carried.addAll(NotCarried.carried(without.written(), without.read(), without.fresh()));
                        // the control's failure lies in the changed fields: nothing of it is the library's own
                        readBacks.add(new ReadBack(index, attempt.written(), attempt.bytes(), attempt.written(),
                                without.read(), without.result()));
                        population.readBack(index);
                        worst.add(result, index);
                        withoutChanged++;
                        break;
                    }
                }
                failures.add(result, index);
                failureLines.add(firstLine(evidence(result)));
                problems.add(new SampleProblem(title, index + 1, result.outcome(), evidence(result)));
            }
            if (readBacks.isEmpty()) {
                // not even the first sample nor its replacements came back: the class, not a value, is the problem
                break;
            }
        }
        if (readBacks.isEmpty()) {
            return new Control(side, population, new DirectionResult(title, DirectionResult.Status.NO_VERDICT,
                    failures.outcome, "no sample of " + simpleRoot() + " could be written and read back with the "
                    + side.label() + " classes alone (" + runs + " tried); " + failures.evidence, runs, 0), readBacks,
                    failureLines);
        }
        String evidence = worst.evidence;
        if (withoutChanged > 0) {
            evidence += " (" + withoutChanged + " of " + readBacks.size() + " samples read back only without the fields "
                    + "the change concerns, " + String.join(", ", changed) + ": the other version's reader does not "
                    + "have them as they are, so the direction towards it is judged on what it meets)";
        }
        return new Control(side, population, new DirectionResult(title, DirectionResult.Status.JUDGED,
                worst.outcome, evidence, runs, readBacks.size()), readBacks, failureLines);
    }

    /** Sample {@code index}, without the fields {@code without}, written and read with one version. */
    private Attempt attempt(CaseRunner runner, ClassShapes side, Direction title, Population population, int index,
                            Set<String> without, boolean subclasses) {
        AtomicReference<Object> written = new AtomicReference<>();
        AtomicReference<Object> read = new AtomicReference<>();
        AtomicReference<Function<String, Snapshot.Bean>> fresh = new AtomicReference<>(className -> null);
        TckCase tckCase = new TckCase(Check.CASE_PREFIX, caseId(title, index), simpleRoot() + " " + title
                + " sample " + (index + 1), side.label(), side.label(), side.classFiles(), side.classFiles(),
                w -> {
                    Object object = population.create(index, w::type, without, subclasses);
                    written.set(Snapshot.of(object));
                    return object;
                },
                w -> {
                    Set<FieldRef> fields = new TreeSet<>(notCarried);
                    fields.addAll(NotCarried.between(written.get(), read.get(), fresh.get()));
                    return new Expectations(w, Map.of(), fields).knowing(read.get()).of(written.get());
                }, Set.of());
        CaseRunner.WrittenCase bytes = runner.write(tckCase);
        CaseResult result = runner.read(tckCase, bytes, object -> {
            read.set(Snapshot.of(object));
            fresh.set(freshObjects(object));
        });
        return new Attempt(result, bytes, written.get(), read.get(), fresh.get());
    }

    private DirectionResult across(CaseRunner runner, Control writer, Control reader, Direction title,
                                   Map<String, Map<String, String>> renames) {
        DirectionResult writerControl = writer.result();
        if (writerControl.status() == DirectionResult.Status.NOTHING_TO_WRITE) {
            return new DirectionResult(title, DirectionResult.Status.NOTHING_TO_WRITE, null,
                    writerControl.evidence(), 0, 0);
        }
        if (writer.readBacks().isEmpty()) {
            return new DirectionResult(title, DirectionResult.Status.NO_VERDICT, null,
                    "the " + writerControl.direction() + " control: " + writerControl.evidence(), 0, 0);
        }
        DirectionResult readerControl = reader.result();
        boolean readerCannotTake = readerControl.status() == DirectionResult.Status.NO_VERDICT;
        Worst worst = new Worst();
        int judged = 0;
        List<Object> judgedWritten = new ArrayList<>();
        for (ReadBack readBack : writer.readBacks()) {
            TckCase tckCase = new TckCase(Check.CASE_PREFIX, caseId(title, readBack.index()), simpleRoot() + " " + title
                    + " sample " + (readBack.index() + 1), writer.side().label(), reader.side().label(),
                    writer.side().classFiles(), reader.side().classFiles(),
                    w -> writer.population().create(readBack.index(), w::type),
                    w -> new Expectations(w, renames, Set.copyOf(notCarried), wireNames.side(writer.side() == oldShapes),
                            wireNames.side(reader.side() == oldShapes)).knowing(readBack.controlRead())
                            .of(readBack.snapshot()), Set.of());
            CaseResult result = runner.read(tckCase, readBack.written(), object -> { });
            // the same failure as the reader's control: the reader cannot take the class, whatever the change
            if (readerCannotTake && !compatible(result.outcome())
                    && reader.failures().contains(firstLine(evidence(result)))) {
                continue;
            }
            judged++;
            judgedWritten.add(readBack.writtenSnapshot());
            worst.add(result, readBack.index());
            // what the library does to this object with one version on both sides it does across the versions too:
            // judged against what the control read back, a direction would otherwise call PASS what the control
            // calls DEGRADED (one behaviour, one verdict)
            if (result.outcome() == Outcome.PASS && readBack.control().outcome() == Outcome.DEGRADED) {
                worst.add(readBack.control(), readBack.index());
            }
        }
        if (judged == 0) {
            return new DirectionResult(title, DirectionResult.Status.NO_VERDICT, null,
                    "every sample failed as the " + readerControl.direction() + " control does: "
                            + readerControl.evidence(), writer.readBacks().size(), 0);
        }
        List<String> notExercised = exercises.get(writer.side()).notExercised(judgedWritten);
        if (!notExercised.isEmpty() && compatible(worst.outcome)) {
            // a read that never met the change is no verdict on it, however well it went
            return new DirectionResult(title, DirectionResult.Status.NO_VERDICT, null, "the " + judged
                    + " judged samples read " + worst.outcome + ", but none of them wrote "
                    + String.join(", ", notExercised) + ": the change there was never read, so nothing is said of it",
                    writer.readBacks().size(), judged, notExercised);
        }
        return new DirectionResult(title, DirectionResult.Status.JUDGED, worst.outcome, worst.evidence,
                writer.readBacks().size(), judged, notExercised);
    }

    /**
     * Snapshots of fresh objects of the reader world's classes, by name, built as a library builds them (the
     * no-arg constructor: initializers run); {@code null} for a class that has none. Remembered per class, as
     * the reader world's classes do not change.
     */
    private static Function<String, Snapshot.Bean> freshObjects(Object read) {
        ClassLoader world = read.getClass().getClassLoader();
        Map<String, Snapshot.Bean> made = new HashMap<>();
        return className -> made.computeIfAbsent(className, name -> {
            try {
                Class<?> type = Class.forName(name, false, world);
                if (type.isRecord() || type.isInterface() || java.lang.reflect.Modifier.isAbstract(type.getModifiers())) {
                    return null;
                }
                java.lang.reflect.Constructor<?> constructor = type.getDeclaredConstructor();
                constructor.setAccessible(true);
                return Snapshot.of(constructor.newInstance()) instanceof Snapshot.Bean bean ? bean : null;
            } catch (ReflectiveOperationException | RuntimeException | LinkageError none) {
                return null;
            }
        });
    }

    /** The failure's whole cause chain where there is one (the first line alone may stop before the field path). */
    private static String evidence(CaseResult result) {
        return result.detail() != null && !result.detail().isBlank() ? result.detail() : result.evidence();
    }

    private static String firstLine(String text) {
        if (text == null) {
            return "";
        }
        int newline = text.indexOf('\n');
        return newline < 0 ? text : text.substring(0, newline);
    }

    /** Whether the read returned an object, right or wrong: a control that read back something has shown what is carried. */
    private static boolean readBack(Outcome outcome) {
        return outcome == Outcome.PASS || outcome == Outcome.DEGRADED || outcome == Outcome.CORRUPT;
    }

    private static boolean compatible(Outcome outcome) {
        return outcome == Outcome.PASS || outcome == Outcome.DEGRADED;
    }

    private String caseId(Direction title, int index) {
        return Check.CASE_PREFIX + "." + simpleRoot() + "." + title.id() + "." + (index + 1);
    }

    private String simpleRoot() {
        return StructuralDiff.simple(root).replace('$', '.');
    }

    /** Class → writer field name → reader field name, for the diff's probable renames in this direction. */
    private Map<String, Map<String, String>> renames(boolean newToOld) {
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

    /** The worst outcome over samples, with the evidence of the first sample that ended so. */
    private static final class Worst {
        private Outcome outcome;
        private String evidence;

        void add(CaseResult result, int index) {
            if (outcome == null || result.outcome().isWorseThan(outcome)) {
                outcome = result.outcome();
                evidence = evidence(result) == null ? null : "sample " + (index + 1) + ": " + evidence(result);
            }
        }
    }
}
