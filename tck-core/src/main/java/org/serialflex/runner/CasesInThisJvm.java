package org.serialflex.runner;

import org.serialflex.results.CaseResult;
import org.serialflex.results.SideInfo;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Runs the matrix's cases in this JVM ({@link CaseHosts#inThisJvm()}), {@code parallelism} at a time, both
 * halves with the writer side's adapter; the sides are this JVM's, so it reports none of its own.
 */
final class CasesInThisJvm implements LaneHosts {

    private final Plan plan;

    CasesInThisJvm(Plan plan) {
        this.plan = plan;
    }

    @Override
    public SharingDecision probeHistory(List<TckCase> identityCases) {
        return HistoryProbe.run(plan.writer().adapterId(), plan.timeLimit(), identityCases);
    }

    @Override
    public Optional<SideInfo> writerInfo() {
        return Optional.empty();
    }

    @Override
    public Optional<SideInfo> readerInfo() {
        return Optional.empty();
    }

    @Override
    public Optional<String> startFailure(Side side) {
        return Optional.empty();
    }

    @Override
    public Map<String, CaseResult> run(List<TckCase> cases, CaseListener listener) {
        String adapterId = plan.writer().adapterId();
        CaseRunner runner = new CaseRunner(adapterId, adapterId, plan.timeLimit(), plan.timings(), plan.worlds());
        ExecutorService pool = Executors.newFixedThreadPool(plan.parallelism(), task -> {
            Thread thread = new Thread(task, "serialflex-case-scheduler");
            thread.setDaemon(true);
            return thread;
        });
        try {
            Map<String, Future<CaseResult>> running = new LinkedHashMap<>();
            cases.forEach(tckCase -> running.put(tckCase.id(), pool.submit(() -> {
                listener.started(plan.lane(), tckCase.id());
                CaseResult result = runner.run(tckCase);
                listener.finished(plan.lane(), result);
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
