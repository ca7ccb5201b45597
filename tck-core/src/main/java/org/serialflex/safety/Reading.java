package org.serialflex.safety;

import com.sun.management.ThreadMXBean;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One read (or write) on a thread of its own with a fixed stack size and a time limit, the bytes
 * that thread allocated meanwhile, and the probe JVM's peak heap while it ran.
 *
 * @param value          what the action returned, when it returned
 * @param failure        what it threw, when it threw
 * @param hung           whether it was still running at the time limit (the thread is abandoned)
 * @param allocatedBytes bytes the thread allocated while the action ran (garbage included: a measure of work)
 * @param peakHeapBytes  the sum of the heap pools' peak usage while the action ran (their peaks were
 *                       reset just before it): the most heap the JVM held, an upper bound since the
 *                       pools may peak at different moments; live objects of the kit count too
 */
record Reading(Object value, Throwable failure, boolean hung, long allocatedBytes, long peakHeapBytes) {

    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final List<MemoryPoolMXBean> HEAP_POOLS = ManagementFactory.getMemoryPoolMXBeans().stream()
            .filter(pool -> pool.getType() == MemoryType.HEAP && pool.isValid()).toList();

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
        HEAP_POOLS.forEach(MemoryPoolMXBean::resetPeakUsage);
        thread.start();
        try {
            Object value = task.get(timeLimit.toMillis(), TimeUnit.MILLISECONDS);
            thread.join();
            return new Reading(value, null, false, allocated[0], peakHeap());
        } catch (ExecutionException e) {
            join(thread);
            return new Reading(null, e.getCause(), false, allocated[0], peakHeap());
        } catch (TimeoutException e) {
            thread.interrupt();
            return new Reading(null, null, true, 0, peakHeap());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted during " + name, e);
        }
    }

    private static long peakHeap() {
        return HEAP_POOLS.stream().mapToLong(pool -> pool.getPeakUsage().getUsed()).sum();
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
