package org.serialflex.runner;

import org.serialflex.verdicts.Evidence;
import org.serialflex.results.Outcome;
import org.serialflex.verdicts.Verdict;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * Runs one half of a case on a thread of its own, with a deep stack, under the time limit. A
 * thread that hangs is interrupted and abandoned, and its half becomes a CRASH whose evidence
 * names the phase it hung in and its top frame.
 */
final class TimedCall {

    private static final long CASE_THREAD_STACK = 16L * 1024 * 1024;

    /** Threads this JVM abandoned past their time limit; a host that has any is not given another run. */
    private static final java.util.concurrent.atomic.AtomicInteger ABANDONED = new java.util.concurrent.atomic.AtomicInteger();

    private TimedCall() {
    }

    /**
     * @param work  the half, which classifies every failure of its own
     * @param hung  turns the hang's evidence into the half's result
     * @param phase what the half is doing, for the evidence of a hang
     * @return the work's result, the hang's, or, should the work itself throw, {@code failed}'s
     */
    static <T> T run(String threadName, Duration timeLimit, Callable<T> work, java.util.function.Function<Verdict, T> hung,
                     Supplier<String> phase, java.util.function.Function<Verdict, T> failed) {
        FutureTask<T> task = new FutureTask<>(work);
        Thread thread = new Thread(null, task, threadName, CASE_THREAD_STACK);
        thread.setDaemon(true);
        thread.start();
        try {
            return task.get(timeLimit.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            String where = topFrame(thread);
            thread.interrupt();
            ABANDONED.incrementAndGet();
            return hung.apply(new Verdict(Outcome.CRASH, "hung past the " + timeLimit.toMillis() + " ms time limit "
                    + "while " + phase.get() + where + "; the thread was interrupted and abandoned"));
        } catch (ExecutionException e) {
            return failed.apply(new Verdict(Outcome.KIT_ERROR, "the case runner itself failed: "
                    + Evidence.describe(e.getCause())));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while running " + threadName, e);
        }
    }

    /** Whether this JVM abandoned a hung thread, which may still be running. */
    static boolean abandonedAny() {
        return ABANDONED.get() > 0;
    }

    private static String topFrame(Thread thread) {
        StackTraceElement[] stack = thread.getStackTrace();
        return stack.length == 0 ? "" : " (at " + stack[0] + ")";
    }

    /** Runs {@code action} with {@code loader} as the thread's context class loader. */
    static <T> T inWorld(ClassLoader loader, Callable<T> action) throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            return action.call();
        } finally {
            thread.setContextClassLoader(previous);
        }
    }
}
