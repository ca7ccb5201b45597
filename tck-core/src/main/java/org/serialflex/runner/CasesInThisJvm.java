package org.serialflex.runner;

import org.serialflex.results.CaseResult;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Runs the matrix's cases in this JVM ({@link CaseHosts#inThisJvm()}), {@code parallelism} at a time. */
final class CasesInThisJvm {

    private CasesInThisJvm() {
    }

    static Map<String, CaseResult> run(String adapterId, List<TckCase> cases, Duration timeLimit, int parallelism,
                                       RunTimings timings, WorldSharing worlds, CaseListener listener) {
        CaseRunner runner = new CaseRunner(adapterId, adapterId, timeLimit, timings, worlds);
        ExecutorService pool = Executors.newFixedThreadPool(parallelism, task -> {
            Thread thread = new Thread(task, "serialflex-case-scheduler");
            thread.setDaemon(true);
            return thread;
        });
        try {
            Map<String, Future<CaseResult>> running = new LinkedHashMap<>();
            cases.forEach(tckCase -> running.put(tckCase.id(), pool.submit(() -> {
                listener.started(AdapterRun.MATRIX, tckCase.id());
                CaseResult result = runner.run(tckCase);
                listener.finished(AdapterRun.MATRIX, result);
                return result;
            })));
            Map<String, CaseResult> results = new LinkedHashMap<>();
            running.forEach((id, future) -> results.put(id, join(future)));
            return results;
        } finally {
            pool.shutdownNow();
        }
    }

    /** The result of a case's half run on another thread; the halves classify every failure themselves. */
    static CaseResult join(Future<CaseResult> future) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for a case", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("The case runner failed: it classifies every failure itself", e.getCause());
        }
    }
}
