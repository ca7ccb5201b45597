package org.serialflex.tck;

import org.serialflex.results.AdapterResults;
import org.serialflex.runner.AdapterRun;
import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.LaneResults;
import org.serialflex.results.Outcome;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The outcomes an adapter is expected to produce, one line per case, committed beside the
 * adapter's tests: {@code C08.int-to-long = PASS} for the matrix's own cases and
 * {@code kryo@5.5.0>kryo@5.6.2 | C08.int-to-long = PASS} for a lane's. They are written only from
 * a real run, with {@code -Dserialflex.pin=true}; a test fails when the observed outcome differs.
 * A library that reads memory past the end of its input leaves the outcome to what lies there:
 * runs observe different outcomes, and {@code -Dserialflex.pin=add} records each one observed,
 * {@code C06.added-string.old-to-new = CORRUPT or READ_FAILED}; any of them passes, and a plain
 * pin run keeps such a line while its outcome is among them.
 */
final class PinnedOutcomes {

    private static final String OR = " or ";

    private final Path file;
    private final Map<CaseKey, java.util.Set<Outcome>> outcomes;

    private PinnedOutcomes(Path file, Map<CaseKey, java.util.Set<Outcome>> outcomes) {
        this.file = file;
        this.outcomes = outcomes;
    }

    static Path fileFor(Path moduleDir, String adapterId) {
        return moduleDir.resolve("src/test/resources/serialflex/" + adapterId + ".expected");
    }

    /** The pinned outcomes of {@code adapterId}, or empty when nothing has been pinned yet. */
    static Optional<PinnedOutcomes> load(Path moduleDir, String adapterId) {
        Path file = fileFor(moduleDir, adapterId);
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        Map<CaseKey, java.util.Set<Outcome>> outcomes = new TreeMap<>();
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read pinned outcomes " + file, e);
        }
        for (int number = 1; number <= lines.size(); number++) {
            String line = lines.get(number - 1).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int equals = line.lastIndexOf('=');
            String where = file + " line " + number + " ('" + line + "')";
            if (equals < 0) {
                throw new IllegalStateException(where + " is not '[lane | ]case-id = OUTCOME[ or OUTCOME]'. "
                        + "Re-create the file with -Dserialflex.pin=true.");
            }
            java.util.Set<Outcome> set = java.util.EnumSet.noneOf(Outcome.class);
            for (String outcome : line.substring(equals + 1).split(OR)) {
                set.add(outcome(outcome.strip(), where));
            }
            outcomes.put(CaseKey.ofPinText(line.substring(0, equals).strip()), set);
        }
        return Optional.of(new PinnedOutcomes(file, outcomes));
    }

    /** {@code name} as an outcome; a typo is named with every outcome a pin may hold. */
    private static Outcome outcome(String name, String where) {
        try {
            return Outcome.valueOf(name);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException(where + ": '" + name + "' is not an outcome; a pin holds one of "
                    + String.join(", ", java.util.Arrays.stream(Outcome.values()).map(Outcome::name).toList())
                    + " (several joined by ' or '). Re-create the file with -Dserialflex.pin=true rather than by hand.",
                    e);
        }
    }

    /**
     * Writes the observed outcomes of {@code results} over the pinned ones of the same cases (cases
     * not run this time, e.g. under a criteria or lane selection, keep their pinned outcome). With
     * {@code adds}, an observed outcome joins the pinned ones instead; without, a line of several
     * outcomes stays while the observed one is among them. A case the kit could not measure
     * (KIT_ERROR) keeps its pinned outcome, or gets none. A pinned id that names no case of
     * {@code known} is dropped when its lane ran and its criterion ran there or no longer exists:
     * the run has seen the criterion's cases as they are now.
     */
    static void pin(Path moduleDir, AdapterResults results, Optional<PinnedOutcomes> previous, boolean adds,
                    KnownCases known) {
        Map<CaseKey, java.util.Set<Outcome>> merged = new TreeMap<>(previous.map(p -> p.outcomes).orElse(Map.of()));
        Map<String, java.util.Set<String>> ran = criteriaRun(results);
        merged.keySet().removeIf(key -> !known.names(key) && ran.containsKey(key.lane())
                && (ran.get(key.lane()).contains(key.criterionId()) || !known.criteria().contains(key.criterionId())));
        java.util.function.BiConsumer<CaseKey, Outcome> observe = (key, outcome) -> {
            if (outcome == Outcome.KIT_ERROR) {
                return; // not a verdict: the case fails until it can be measured, and nothing pins that
            }
            java.util.Set<Outcome> before = merged.getOrDefault(key, java.util.Set.of());
            java.util.Set<Outcome> after = java.util.EnumSet.of(outcome);
            if (adds || before.contains(outcome)) {
                after.addAll(before);
            }
            merged.put(key, after);
        };
        cases(matrixResults(results)).forEach(r -> observe.accept(new CaseKey(AdapterRun.MATRIX, r.id()), r.outcome()));
        for (LaneResults lane : results.lanes()) {
            cases(laneResults(lane)).forEach(r -> observe.accept(new CaseKey(lane.id(), r.id()), r.outcome()));
        }
        List<String> lines = new ArrayList<>();
        lines.add("# Pinned outcomes of adapter '" + results.adapterId() + "' (" + results.adapterName() + ").");
        lines.add("# Produced by a real run on " + results.library().coordinates() + ", JDK " + results.jdk().version()
                + "; re-create with -Dserialflex.pin=true, never by hand.");
        lines.add("# 'case = OUTCOME' is the matrix's own lane; 'writer>reader | case = OUTCOME' an upgrade lane's.");
        merged.forEach((key, outcomes) -> lines.add(key.pinText() + " = " + text(outcomes)));
        Path file = fileFor(moduleDir, results.adapterId());
        try {
            Files.createDirectories(file.getParent());
            Files.write(file, lines, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write pinned outcomes " + file, e);
        }
    }

    /** Lane id → the ids of the criteria with a result in that lane. */
    private static Map<String, java.util.Set<String>> criteriaRun(AdapterResults results) {
        Map<String, java.util.Set<String>> ran = new java.util.HashMap<>();
        List<CriterionResult> matrix = matrixResults(results);
        if (!matrix.isEmpty()) {
            ran.put(AdapterRun.MATRIX, ids(matrix.stream()));
        }
        for (LaneResults lane : results.lanes()) {
            ran.put(lane.id(), ids(laneResults(lane).stream()));
        }
        return ran;
    }

    /** The matrix's criteria and its value zoo, whose cases are pinned alike. */
    private static List<CriterionResult> matrixResults(AdapterResults results) {
        return results.zoo() == null ? results.criteria()
                : Stream.concat(results.criteria().stream(), Stream.of(results.zoo())).toList();
    }

    /** A lane's identity set, its criteria's cases and its value zoo. */
    private static List<CriterionResult> laneResults(LaneResults lane) {
        Stream<CriterionResult> sets = Stream.concat(lane.identity().stream(), lane.criteria().stream());
        return (lane.zoo() == null ? sets : Stream.concat(sets, Stream.of(lane.zoo()))).toList();
    }

    private static java.util.Set<String> ids(Stream<CriterionResult> criteria) {
        return criteria.map(CriterionResult::id).collect(java.util.stream.Collectors.toSet());
    }

    /**
     * Why this file cannot be trusted as it is, or empty: the pinned ids that name no case of
     * {@code known} (a case renamed or removed since the pins were written), one a line.
     */
    Optional<String> namingNoCase(KnownCases known) {
        List<CaseKey> stale = outcomes.keySet().stream().filter(key -> !known.names(key)).toList();
        if (stale.isEmpty()) {
            return Optional.empty();
        }
        java.util.Set<String> criteria = new java.util.TreeSet<>();
        stale.forEach(key -> criteria.add(key.criterionId()));
        return Optional.of(file + " pins " + stale.size() + " id(s) that name no case of the kit (renamed or "
                + "removed since they were pinned):\n  " + String.join("\n  ", stale.stream().map(CaseKey::pinText).toList()) + "\nRe-pin from a real run "
                + "that includes their criteria and lanes, which drops them: -Dserialflex.pin=true (with "
                + "-Dserialflex.criteria=" + String.join(",", criteria) + " to run only those criteria); never "
                + "edit the file by hand.");
    }

    private static Stream<CaseResult> cases(List<CriterionResult> criteria) {
        return criteria.stream().flatMap(c -> c.cases().stream());
    }

    /** {@code CORRUPT or READ_FAILED}. */
    static String text(java.util.Set<Outcome> outcomes) {
        return String.join(OR, outcomes.stream().map(Outcome::name).toList());
    }

    /** The pinned outcomes of a case, or empty when it has none. */
    Optional<java.util.Set<Outcome>> outcomeOf(CaseKey key) {
        return Optional.ofNullable(outcomes.get(key));
    }

    Path file() {
        return file;
    }

    /** Whether any case of {@code lane} (an upgrade lane's id) is pinned here. */
    boolean pinsLane(String lane) {
        return outcomes.keySet().stream().anyMatch(key -> key.lane().equals(lane));
    }
}
