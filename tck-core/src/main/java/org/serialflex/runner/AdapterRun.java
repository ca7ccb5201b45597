package org.serialflex.runner;

import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.JdkInfo;
import org.serialflex.results.LibraryInfo;
import org.serialflex.results.ResultsJson;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;
import org.serialflex.verdicts.CriterionScore;
import org.serialflex.verdicts.Outcome;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;

/** Runs every case of the given criteria against one adapter and scores them. */
public final class AdapterRun {

    private final SerializerAdapter adapter;
    private final Duration timeLimit;
    private final String kitVersion;
    private final int parallelism;
    private final Path hostDirectory;

    /**
     * @param adapter       an instance of the adapter in the kit's own loader, for its id, name and library
     * @param timeLimit     per-case time limit
     * @param kitVersion    version written into the results
     * @param parallelism   how many cases run at once; cases share nothing (each has its own worlds,
     *                      so its own copy of the library), so this only trades CPU for wall time
     * @param hostDirectory where the cases' own JVM writes a fatal error report, or {@code null} to
     *                      run the cases in this JVM (a library that kills its JVM then ends the run)
     */
    public AdapterRun(SerializerAdapter adapter, Duration timeLimit, String kitVersion, int parallelism,
                      Path hostDirectory) {
        this.adapter = adapter;
        this.timeLimit = timeLimit;
        this.kitVersion = kitVersion;
        this.parallelism = Math.max(1, parallelism);
        this.hostDirectory = hostDirectory;
    }

    /** Runs the cases, prints one timing line, and returns the scored results. */
    public AdapterResults run(List<Criterion> criteria) {
        RunTimings timings = new RunTimings();
        Instant started = Instant.now();
        long startedNanos = System.nanoTime();
        List<TckCase> cases = criteria.stream().flatMap(c -> c.cases().stream()).toList();
        Map<String, CaseResult> byId = hostDirectory == null ? inThisJvm(cases, timings)
                : new ForkedCases(adapter.id(), timeLimit, parallelism, timings, hostDirectory).run(cases);
        List<CriterionResult> results = new ArrayList<>();
        for (Criterion criterion : criteria) {
            List<CaseResult> criterionCases = criterion.cases().stream().map(c -> byId.get(c.id())).toList();
            double score = CriterionScore.of(criterionCases.stream().map(CaseResult::outcome).toList());
            results.add(new CriterionResult(criterion.id(), criterion.title(), score, criterionCases));
        }
        long millis = (System.nanoTime() - startedNanos) / 1_000_000;
        double total = results.stream().mapToDouble(CriterionResult::score).sum();
        Library library = adapter.library();
        AdapterResults adapterResults = new AdapterResults(ResultsJson.SCHEMA_VERSION, kitVersion, adapter.id(),
                adapter.displayName(), new LibraryInfo(library.groupId(), library.artifactId(), library.version()),
                JdkInfo.current(), started.toString(), millis, total, results);
        printSummary(adapterResults, timings);
        return adapterResults;
    }

    private Map<String, CaseResult> inThisJvm(List<TckCase> cases, RunTimings timings) {
        CaseRunner runner = new CaseRunner(adapter.id(), timeLimit, timings);
        ExecutorService pool = Executors.newFixedThreadPool(parallelism, daemonThreads());
        try {
            Map<String, Future<CaseResult>> running = new LinkedHashMap<>();
            cases.forEach(tckCase -> running.put(tckCase.id(), pool.submit(() -> runner.run(tckCase))));
            Map<String, CaseResult> results = new LinkedHashMap<>();
            running.forEach((id, future) -> results.put(id, join(future)));
            return results;
        } finally {
            pool.shutdownNow();
        }
    }

    private static CaseResult join(Future<CaseResult> future) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for a case", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("The case runner failed: it classifies every failure itself", e.getCause());
        }
    }

    private static ThreadFactory daemonThreads() {
        return task -> {
            Thread thread = new Thread(task, "serialflex-case-scheduler");
            thread.setDaemon(true);
            return thread;
        };
    }

    private static void printSummary(AdapterResults results, RunTimings timings) {
        long corrupt = count(results, Outcome.CORRUPT);
        long crash = count(results, Outcome.CRASH);
        System.out.printf("serialflex: %-20s %5s/%d  %d cases (%d CORRUPT, %d CRASH) in %.1f s; "
                        + "median world set-up %.1f ms, median case %.1f ms%n",
                results.adapterId(), formatScore(results.total()), results.criteria().size(),
                results.criteria().stream().mapToInt(c -> c.cases().size()).sum(),
                corrupt, crash, results.durationMillis() / 1000.0, timings.medianWorldMillis(),
                timings.medianCaseMillis());
    }

    private static long count(AdapterResults results, Outcome outcome) {
        return results.criteria().stream().flatMap(c -> c.cases().stream()).filter(c -> c.outcome() == outcome).count();
    }

    /** {@code 14.5} or {@code 13}. */
    public static String formatScore(double score) {
        return score == Math.floor(score) ? String.valueOf((long) score) : String.valueOf(score);
    }
}
