package org.serialflex.races;

import java.util.Arrays;
import java.util.List;

/**
 * How long and on what the races run. The defaults fit every adapter of the kit into the time
 * the default build spends on upgrade lanes and safety, which {@code -Prace} leaves out
 * (docs/races.md); {@code smoke} is one short round trip that only proves the module works.
 *
 * @param warmupIterations      JMH warm-up iterations per benchmark
 * @param warmupMillis          length of one warm-up iteration
 * @param measurementIterations JMH measurement iterations per benchmark
 * @param measurementMillis     length of one measurement iteration
 * @param threads               thread counts, each a run of its own
 * @param shapes                the shapes raced
 * @param benchmarks            the {@link RaceBenchmarks} methods run
 * @param jvmWarmupMillis       round trips per shape before JMH starts, in the adapter's JVM
 */
record RaceSettings(int warmupIterations, int warmupMillis, int measurementIterations, int measurementMillis,
                    List<Integer> threads, List<String> shapes, List<String> benchmarks, int jvmWarmupMillis) {

    static final List<String> ALL_BENCHMARKS = List.of("serialize", "deserialize", "roundTrip");

    /*
     * The defaults: 23 adapters x 4 shapes x 3 benchmarks x 2 thread counts = 552 benchmarks, 0.35 s each,
     * after 4 x 250 ms of round trips that compile the library in each adapter's JVM. One short warm-up
     * per benchmark is then enough; five short measurement iterations rather than three long ones,
     * because JMH's error is Student's t at 99.9% times the standard error, and t falls from 31.6
     * (3 iterations) to 8.6 (5). docs/races.md, "What -Prace runs".
     */
    static final int WARMUP_ITERATIONS = 1;
    static final int WARMUP_MILLIS = 100;
    static final int ITERATIONS = 5;
    static final int ITERATION_MILLIS = 50;
    static final int JVM_WARMUP_MILLIS = 250;

    /** The full races, each value overridable with {@code -Draces.<name>}. */
    static RaceSettings full(List<String> allShapes) {
        return new RaceSettings(integer("races.warmupIterations", WARMUP_ITERATIONS),
                integer("races.warmupMillis", WARMUP_MILLIS), integer("races.iterations", ITERATIONS),
                integer("races.iterationMillis", ITERATION_MILLIS),
                list("races.threads", "1,4").stream().map(Integer::parseInt).toList(),
                list("races.shapes", String.join(",", allShapes)),
                list("races.benchmarks", String.join(",", ALL_BENCHMARKS)),
                integer("races.jvmWarmupMillis", JVM_WARMUP_MILLIS));
    }

    /** One round trip of the baseline bean on one thread, one short iteration, no warm-up. */
    static RaceSettings smoke() {
        return new RaceSettings(0, 0, 1, 200, List.of(1), List.of("bean"), List.of("roundTrip"), 0);
    }

    /** The arguments {@link AdapterRace} reads back. */
    List<String> toArguments() {
        return List.of(String.valueOf(warmupIterations), String.valueOf(warmupMillis),
                String.valueOf(measurementIterations), String.valueOf(measurementMillis), join(threads),
                String.join(",", shapes), String.join(",", benchmarks), String.valueOf(jvmWarmupMillis));
    }

    static RaceSettings fromArguments(List<String> args) {
        return new RaceSettings(Integer.parseInt(args.get(0)), Integer.parseInt(args.get(1)),
                Integer.parseInt(args.get(2)), Integer.parseInt(args.get(3)),
                split(args.get(4)).stream().map(Integer::parseInt).toList(), split(args.get(5)), split(args.get(6)),
                Integer.parseInt(args.get(7)));
    }

    private static String join(List<Integer> values) {
        return String.join(",", values.stream().map(String::valueOf).toList());
    }

    private static int integer(String property, int fallback) {
        String value = System.getProperty(property, "").strip();
        try {
            return value.isEmpty() ? fallback : Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("-D" + property + "=" + value + " is not a whole number");
        }
    }

    private static List<String> list(String property, String fallback) {
        String value = System.getProperty(property, "").strip();
        return split(value.isEmpty() ? fallback : value);
    }

    private static List<String> split(String value) {
        return Arrays.stream(value.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }
}
