package org.serialflex.runner;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** World set-up and case times of one adapter's run, for the printed timing line. */
public final class RunTimings {

    private final List<Long> worldMicros = Collections.synchronizedList(new ArrayList<>());
    private final List<Long> caseMicros = Collections.synchronizedList(new ArrayList<>());
    private final java.util.function.LongConsumer worldListener;

    /** Timings kept here only. */
    public RunTimings() {
        this(micros -> { });
    }

    /** Timings that also tell {@code worldListener} each world's set-up time, in microseconds (a case host's). */
    public RunTimings(java.util.function.LongConsumer worldListener) {
        this.worldListener = worldListener;
    }

    /** A world was set up in {@code micros}. */
    public void recordWorld(long micros) {
        worldMicros.add(micros);
        worldListener.accept(micros);
    }

    /** A case took {@code micros}, both halves. */
    public void recordCase(long micros) {
        caseMicros.add(micros);
    }

    /** Median time to set up one world, in milliseconds. */
    public double medianWorldMillis() {
        return median(worldMicros) / 1_000.0;
    }

    /** Median wall time of one case, worlds included, in milliseconds. */
    public double medianCaseMillis() {
        return median(caseMicros) / 1_000.0;
    }

    /** Number of worlds set up. */
    public int worlds() {
        return worldMicros.size();
    }

    /** Number of cases timed. */
    public int cases() {
        return caseMicros.size();
    }

    private static double median(List<Long> values) {
        List<Long> sorted;
        synchronized (values) {
            sorted = new ArrayList<>(values);
        }
        if (sorted.isEmpty()) {
            return 0;
        }
        Collections.sort(sorted);
        int middle = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted.get(middle) : (sorted.get(middle - 1) + sorted.get(middle)) / 2.0;
    }
}
