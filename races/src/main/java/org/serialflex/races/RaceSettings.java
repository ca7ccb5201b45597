package org.serialflex.races;

import java.util.Arrays;
import java.util.List;

/**
 * How long and on what the races run. Defaults fit every adapter of the kit into about nine
 * minutes on two cores (docs/races.md); {@code smoke} is one short round trip that only proves
 * the module works.
 *
 * @param warmupIterations      JMH warm-up iterations per benchmark
 * @param warmupMillis          length of one warm-up iteration
 * @param measurementIterations JMH measurement iterations per benchmark
 * @param measurementMillis     length of one measurement iteration
 * @param threads               thread counts, each a run of its own
 * @param shapes                the shapes raced
 * @param benchmarks            the {@link RaceBenchmarks} methods run
 */
record RaceSettings(int warmupIterations, int warmupMillis, int measurementIterations, int measurementMillis,
                    List<Integer> threads, List<String> shapes, List<String> benchmarks) {

    static final List<String> ALL_BENCHMARKS = List.of("serialize", "deserialize", "roundTrip");

    /** The full races, each value overridable with {@code -Draces.<name>}. */
    static RaceSettings full(List<String> allShapes) {
        return new RaceSettings(integer("races.warmupIterations", 2), integer("races.warmupMillis", 250),
                integer("races.iterations", 3), integer("races.iterationMillis", 250),
                list("races.threads", "1,4").stream().map(Integer::parseInt).toList(),
                list("races.shapes", String.join(",", allShapes)),
                list("races.benchmarks", String.join(",", ALL_BENCHMARKS)));
    }

    /** One round trip of the baseline bean on one thread, one short iteration, no warm-up. */
    static RaceSettings smoke() {
        return new RaceSettings(0, 0, 1, 200, List.of(1), List.of("bean"), List.of("roundTrip"));
    }

    /** The arguments {@link AdapterRace} reads back. */
    List<String> toArguments() {
        return List.of(String.valueOf(warmupIterations), String.valueOf(warmupMillis),
                String.valueOf(measurementIterations), String.valueOf(measurementMillis), join(threads),
                String.join(",", shapes), String.join(",", benchmarks));
    }

    static RaceSettings fromArguments(List<String> args) {
        return new RaceSettings(Integer.parseInt(args.get(0)), Integer.parseInt(args.get(1)),
                Integer.parseInt(args.get(2)), Integer.parseInt(args.get(3)),
                split(args.get(4)).stream().map(Integer::parseInt).toList(), split(args.get(5)), split(args.get(6)));
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
