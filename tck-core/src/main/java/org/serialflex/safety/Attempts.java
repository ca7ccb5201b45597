package org.serialflex.safety;

import org.serialflex.results.ProbeResult;
import org.serialflex.results.SafetyOutcome;
import org.serialflex.verdicts.DeepComparison;
import org.serialflex.verdicts.Evidence;
import org.serialflex.results.Outcome;
import org.serialflex.verdicts.Verdict;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Classifies the readings of one probe and counts them: per {@link SafetyOutcome}, the worst
 * outcome the probe counts against the reader, one example of it, the most one read allocated and
 * the highest peak heap during one read.
 */
final class Attempts {

    /** A read that allocates more than this for a payload of a few hundred bytes is a length bomb that went off. */
    static final long ALLOCATION_LIMIT = 32L * 1024 * 1024;

    private final Probe probe;
    private final Map<SafetyOutcome, Integer> counts = new EnumMap<>(SafetyOutcome.class);
    private final Map<SafetyOutcome, String> examples = new EnumMap<>(SafetyOutcome.class);
    private final long started = System.nanoTime();
    private SafetyOutcome worst;
    private String evidence;
    private long maxAllocated;
    private long maxPeakHeap;
    private boolean stopped;

    Attempts(Probe probe) {
        this.probe = probe;
    }

    /**
     * Classifies a reading of a hostile payload. A read that returned is compared with
     * {@code reference}, the reader's object for the intact payload ({@code null}: any returned
     * object is INTACT).
     *
     * @return the outcome, already counted
     */
    SafetyOutcome add(String label, Reading reading, Object reference) {
        SafetyOutcome outcome;
        String detail;
        if (reading.hung()) {
            outcome = SafetyOutcome.HUNG;
            detail = "still reading at the time limit";
            stopped = true;
        } else if (reading.failure() != null) {
            outcome = outcomeOf(reading.failure());
            detail = describe(reading.failure());
        } else if (reference == null) {
            outcome = SafetyOutcome.INTACT;
            detail = "returned " + Evidence.value(reading.value());
        } else {
            Verdict verdict = compare(reference, reading.value());
            outcome = verdict.outcome() == Outcome.PASS ? SafetyOutcome.INTACT : SafetyOutcome.ACCEPTED;
            detail = outcome == SafetyOutcome.INTACT ? "returned the intact object" : "returned " + verdict.evidence();
        }
        if (reading.allocatedBytes() > ALLOCATION_LIMIT && SafetyOutcome.BLOAT.isWorseThan(outcome)) {
            detail = "allocated " + megabytes(reading.allocatedBytes()) + " MB, then " + detail;
            outcome = SafetyOutcome.BLOAT;
        }
        maxAllocated = Math.max(maxAllocated, reading.allocatedBytes());
        maxPeakHeap = Math.max(maxPeakHeap, reading.peakHeapBytes());
        count(outcome, label + ": " + detail);
        return outcome;
    }

    /** Counts an outcome the probe established itself (e.g. gadget code that ran). */
    void count(SafetyOutcome outcome, String example) {
        counts.merge(outcome, 1, Integer::sum);
        examples.putIfAbsent(outcome, Evidence.printable(example));
        if (probe.countsAgainst(outcome) && (worst == null || outcome.isWorseThan(worst))) {
            worst = outcome;
            evidence = Evidence.printable(example);
        }
    }

    /** Whether a reading hung: the probe stops there, a library spinning on a thread spoils every later attempt. */
    boolean stopped() {
        return stopped;
    }

    /** The probe's result; NOT_MEASURED when no attempt was made. */
    ProbeResult result(String note, boolean reportAllocation) {
        long millis = (System.nanoTime() - started) / 1_000_000;
        Map<SafetyOutcome, Integer> ordered = new LinkedHashMap<>(counts);
        String verdict = counts.isEmpty() ? ProbeResult.NOT_MEASURED : worst == null ? ProbeResult.SAFE : ProbeResult.UNSAFE;
        boolean report = reportAllocation && !counts.isEmpty();
        return new ProbeResult(probe.id(), verdict, worst, ordered, evidence, examples, note,
                report ? megabytes(maxAllocated) : null, report ? megabytes(maxPeakHeap) : null, millis);
    }

    /**
     * The outcome of a read that threw. A library that catches a StackOverflowError or an
     * OutOfMemoryError and throws an exception with it as the cause still overflowed its stack or
     * exhausted the heap: the cause chain decides, not the class thrown.
     */
    static SafetyOutcome outcomeOf(Throwable failure) {
        Throwable error = errorIn(failure);
        if (error instanceof StackOverflowError) {
            return SafetyOutcome.STACK_OVERFLOW;
        }
        if (error instanceof OutOfMemoryError) {
            return SafetyOutcome.OUT_OF_MEMORY;
        }
        if (error != null) {
            return SafetyOutcome.ERROR;
        }
        return SafetyOutcome.REJECTED;
    }

    /** Class and first message line, and the Error in its cause chain when it wraps one. */
    static String describe(Throwable failure) {
        Throwable error = errorIn(failure);
        String described = Evidence.describe(failure);
        return error == null || described.contains(error.getClass().getName()) ? described
                : described + " (caused by " + Evidence.describe(error) + ")";
    }

    private static Throwable errorIn(Throwable failure) {
        int hops = 0;
        for (Throwable t = failure; t != null && hops < 20; t = t.getCause(), hops++) {
            if (t instanceof Error) {
                return t;
            }
        }
        return null;
    }

    private static Verdict compare(Object reference, Object read) {
        try {
            return DeepComparison.compare(reference, read);
        } catch (RuntimeException | StackOverflowError e) {
            return new Verdict(Outcome.CORRUPT, "an object that throws when inspected: " + Evidence.describe(e));
        }
    }

    private static double megabytes(long bytes) {
        return Math.round(bytes / 1024.0 / 1024.0 * 10) / 10.0;
    }
}
