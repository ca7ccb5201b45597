package org.serialflex.results;

import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One probe of the safety profile against one configuration of an adapter.
 *
 * @param probe          {@code truncation}, {@code bit-flips}, {@code length-bombs}, {@code depth-bombs}
 *                       or {@code unexpected-classes}
 * @param verdict        {@code SAFE} (no attempt counted against the reader), {@code UNSAFE}, or
 *                       {@code NOT_MEASURED} (no hostile payload could be made, see {@code note})
 * @param worst          the worst outcome the probe counts against the reader, {@code null} when SAFE
 * @param counts         attempts per {@link SafetyOutcome}, worst first, zero counts left out
 * @param evidence       one attempt with the worst outcome: which payload, which change, what happened
 * @param examples       the first attempt of each outcome, the same way
 * @param note           how the hostile payloads were made, or why none could be
 * @param maxAllocatedMb the most one read allocated, in MB (length and depth bombs), else {@code null};
 *                       garbage counts: a measure of the work a read did, not of what it held
 * @param peakHeapMb     the highest peak heap of the probe JVM during one read, in MB (length and depth
 *                       bombs), else {@code null}: the heap pools' peaks, reset after a full GC just
 *                       before the read, summed; the kit's own live objects count, a few MB
 * @param durationMillis wall time of the probe
 */
public record ProbeResult(String probe, String verdict, SafetyOutcome worst, Map<SafetyOutcome, Integer> counts,
                          String evidence, Map<SafetyOutcome, String> examples, String note, Double maxAllocatedMb, Double peakHeapMb,
                          long durationMillis) {

    /** The verdict of a probe no attempt was counted against. */
    public static final String SAFE = "SAFE";
    /** The verdict of a probe with at least one attempt counted against the reader. */
    public static final String UNSAFE = "UNSAFE";
    /** The verdict of a probe that could make no hostile payload for this adapter. */
    public static final String NOT_MEASURED = "NOT_MEASURED";

    public ProbeResult {
        Map<SafetyOutcome, Integer> sorted = new EnumMap<>(SafetyOutcome.class);
        if (counts != null) {
            sorted.putAll(counts);
        }
        Map<SafetyOutcome, Integer> ordered = new LinkedHashMap<>(sorted);
        ordered.values().removeIf(count -> count == 0);
        counts = Collections.unmodifiableMap(ordered);
        Map<SafetyOutcome, String> sortedExamples = new EnumMap<>(SafetyOutcome.class);
        if (examples != null) {
            sortedExamples.putAll(examples);
        }
        examples = Collections.unmodifiableMap(new LinkedHashMap<>(sortedExamples));
    }

    /** Attempts made. */
    public int attempts() {
        return counts.values().stream().mapToInt(Integer::intValue).sum();
    }
}
