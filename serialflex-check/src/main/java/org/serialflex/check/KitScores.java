package org.serialflex.check;

import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.Outcome;
import org.serialflex.results.json.ResultsJson;
import org.serialflex.runner.AdapterRun;
import org.serialflex.runner.CaseHosts;
import org.serialflex.runner.ConsoleReport;
import org.serialflex.runner.RunSettings;
import org.serialflex.runner.Criteria;
import org.serialflex.runner.Criterion;
import org.serialflex.spi.SerializerAdapter;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The chosen adapter's scores on the criteria the diff names, from one of two honest sources: the
 * adapter's results file of a kit run (the {@code results} a user points to: a file, or a directory
 * searched for {@code <adapterId>.json}), or, when none is given or found, the kit's own cases of those
 * criteria run now for the adapter, in this JVM's worlds. A score is never typed in: with neither, the
 * report shows none.
 */
final class KitScores {

    private final Map<String, KitScore> scores;

    private KitScores(Map<String, KitScore> scores) {
        this.scores = scores;
    }

    Optional<KitScore> of(String criterionId) {
        return Optional.ofNullable(scores.get(criterionId));
    }

    /**
     * @param resultsLocations results files or directories to look in first (may be empty)
     * @param criteria         the criteria to score
     */
    static KitScores forAdapter(SerializerAdapter adapter, String scoresAdapterId, List<Path> resultsLocations,
                                Set<String> criteria, boolean measure, Duration timeLimit) {
        if (criteria.isEmpty()) {
            return new KitScores(Map.of());
        }
        for (Path location : resultsLocations) {
            Optional<Path> file = resultsFile(location, scoresAdapterId);
            if (file.isPresent()) {
                AdapterResults results = ResultsJson.read(file.get());
                if (results.criteria().stream().map(CriterionResult::id).collect(Collectors.toSet()).containsAll(criteria)) {
                    return fromResults(results, criteria, "kit results " + file.get());
                }
            }
        }
        if (!measure || !scoresAdapterId.equals(adapter.id())) {
            return new KitScores(Map.of());
        }
        List<Criterion> selected = Criteria.select(Criteria.all(), criteria);
        int cases = selected.stream().mapToInt(c -> c.cases().size()).sum();
        long started = System.nanoTime();
        // the kit's run summaries (how its worlds are shared, its lane's times) are the kit's business: debug only
        AdapterResults measured = new AdapterRun(RunSettings.builder(adapter).timeLimit(timeLimit).kitVersion("check").parallelism(2)
                .hosts(CaseHosts.inThisJvm())
                .reportingTo(new ConsoleReport(DebugConsole.stream())).build()).run(selected);
        // what a team can act on: what the measurement cost, and how to spare it
        System.out.printf(java.util.Locale.ROOT, "serialflex check: kit scores of %s measured now: %d kit cases in "
                        + "%.1f s (a kit run's results file, --results, or --measure false spares this)%n",
                String.join(", ", criteria), cases, (System.nanoTime() - started) / 1e9);
        return fromResults(measured, criteria, "measured now (" + cases + " kit cases)");
    }

    private static Optional<Path> resultsFile(Path location, String adapterId) {
        if (Files.isRegularFile(location)) {
            return location.getFileName().toString().equals(adapterId + ".json") ? Optional.of(location) : Optional.empty();
        }
        if (!Files.isDirectory(location)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.walk(location, 6)) {
            return files.filter(f -> f.getFileName().toString().equals(adapterId + ".json")).findFirst();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static KitScores fromResults(AdapterResults results, Set<String> criteria, String source) {
        Map<String, KitScore> scores = new LinkedHashMap<>();
        for (CriterionResult criterion : results.criteria()) {
            if (criteria.contains(criterion.id())) {
                scores.put(criterion.id(), new KitScore(criterion.id(), criterion.title(), criterion.score(),
                        outcomes(criterion.cases()), source));
            }
        }
        return new KitScores(scores);
    }

    private static String outcomes(List<CaseResult> cases) {
        Map<Outcome, Integer> counts = new EnumMap<>(Outcome.class);
        cases.forEach(c -> counts.merge(c.outcome(), 1, Integer::sum));
        return counts.entrySet().stream().map(e -> e.getValue() + " " + e.getKey()).collect(Collectors.joining(", "));
    }
}
