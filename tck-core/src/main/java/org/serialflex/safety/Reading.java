package org.serialflex.safety;

import com.sun.management.ThreadMXBean;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One read (or write) on a thread of its own with a fixed stack size and a time limit, and the
 * bytes that thread allocated meanwhile.
 *
 * @param value          what the action returned, when it returned
 * @param failure        what it threw, when it threw
 * @param hung           whether it was still running at the time limit (the thread is abandoned)
 * @param allocatedBytes bytes the thread allocated while the action ran
 */
record Reading(Object value, Throwable failure, boolean hung, long allocatedBytes) {

    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();

    static Reading run(String name, long stackBytes, Duration timeLimit, ClassLoader contextLoader,
                       Callable<Object> action) {
        long[] allocated = new long[1];
        FutureTask<Object> task = new FutureTask<>(() -> {
            long before = THREADS.getCurrentThreadAllocatedBytes();
            try {
                return action.call();
            } finally {
                allocated[0] = THREADS.getCurrentThreadAllocatedBytes() - before;
            }
        });
        Thread thread = new Thread(null, task, name, stackBytes);
        thread.setDaemon(true);
        thread.setContextClassLoader(contextLoader);
        thread.start();
        try {
            Object value = task.get(timeLimit.toMillis(), TimeUnit.MILLISECONDS);
            thread.join();
            return new Reading(value, null, false, allocated[0]);
        } catch (ExecutionException e) {
            join(thread);
            return new Reading(null, e.getCause(), false, allocated[0]);
        } catch (TimeoutException e) {
            thread.interrupt();
            return new Reading(null, null, true, 0);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted during " + name, e);
        }
    }

    private static void join(Thread thread) {
        try {
            thread.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    boolean returned() {
        return failure == null && !hung;
    }
}
