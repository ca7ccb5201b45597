package org.serialflex.shard;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The split of the build into {@code n} parts: every unit (an adapter with its matrix, lanes, safety
 * profile and history probe; a test class of any other kind) belongs to exactly one part, the same
 * on every machine.
 *
 * <p>Units of the committed weight table ({@value #WEIGHTS}, seconds measured by a full build, see
 * docs/performance.md) are dealt heaviest first, each to the part with the least weight so far (ties:
 * the lower part; equal weights: by name), so that the parts' predicted times are close. A unit the
 * table does not know yet (a test class added since it was measured) goes by its name's
 * {@link String#hashCode()}, which Java defines the same everywhere: it still runs in exactly one part,
 * and regenerating the table balances it.
 */
public final class ShardPlan {

    /** The weight table: one {@code <seconds> <unit>} per line, {@code #} comments. */
    public static final String WEIGHTS = "org/serialflex/shard/weights.tsv";

    private static final String ADAPTER = "adapter:";
    private static final String TEST = "test:";

    private final Map<String, Double> weights;
    private final List<String> heaviestFirst;
    private final Map<Integer, Map<String, Integer>> dealt = new ConcurrentHashMap<>();

    /** A plan over {@code weights}: unit name to seconds. */
    public ShardPlan(Map<String, Double> weights) {
        this.weights = Collections.unmodifiableMap(new TreeMap<>(weights));
        List<String> units = new ArrayList<>(this.weights.keySet());
        units.sort(Comparator.comparing((String unit) -> -this.weights.get(unit)).thenComparing(unit -> unit));
        this.heaviestFirst = List.copyOf(units);
    }

    /** The plan of the committed weight table. */
    public static ShardPlan measured() {
        return new ShardPlan(readWeights());
    }

    /** The unit of an adapter: its matrix, its lanes, its safety profile and its history probe. */
    public static String adapter(String id) {
        return ADAPTER + id;
    }

    /** The unit of a test class that is not the kit's suite (a Jupiter class, by its top-level class name). */
    public static String testClass(String className) {
        return TEST + className;
    }

    /** The part, from 1, that runs {@code unit} when the build is split into {@code count} parts. */
    public int shardOf(String unit, int count) {
        if (count < 1) {
            throw new IllegalArgumentException("A build is split into at least one part, not " + count);
        }
        Integer part = dealt.computeIfAbsent(count, this::deal).get(unit);
        return part != null ? part : Math.floorMod(unit.hashCode(), count) + 1;
    }

    /** Whether {@code shard} runs {@code unit}. */
    public boolean holds(Shard shard, String unit) {
        return shardOf(unit, shard.count()) == shard.index();
    }

    /** The units of the weight table with their seconds, by name. */
    public Map<String, Double> weights() {
        return weights;
    }

    /** The seconds the table predicts for each part, index 0 for part 1. */
    public double[] predictedSeconds(int count) {
        double[] loads = new double[count];
        weights.forEach((unit, seconds) -> loads[shardOf(unit, count) - 1] += seconds);
        return loads;
    }

    private Map<String, Integer> deal(int count) {
        double[] loads = new double[count];
        Map<String, Integer> parts = new LinkedHashMap<>();
        for (String unit : heaviestFirst) {
            int lightest = 0;
            for (int part = 1; part < count; part++) {
                if (loads[part] < loads[lightest]) {
                    lightest = part;
                }
            }
            loads[lightest] += weights.get(unit);
            parts.put(unit, lightest + 1);
        }
        return parts;
    }

    private static Map<String, Double> readWeights() {
        InputStream in = ShardPlan.class.getClassLoader().getResourceAsStream(WEIGHTS);
        if (in == null) {
            throw new IllegalStateException("The shard weight table " + WEIGHTS + " is missing from the class path");
        }
        Map<String, Double> weights = new TreeMap<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String entry = line.strip();
                if (entry.isEmpty() || entry.startsWith("#")) {
                    continue;
                }
                String[] fields = entry.split("\\s+", 2);
                weights.put(fields[1].strip(), Double.parseDouble(fields[0]));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + WEIGHTS, e);
        }
        return weights;
    }

    /**
     * Prints the split of the weight table into {@code args[0]} parts: each part's predicted seconds and units
     * ({@code java -cp serialflex-shard/target/classes org.serialflex.shard.ShardPlan 4}).
     */
    public static void main(String[] args) {
        int count = args.length == 0 ? 4 : Integer.parseInt(args[0]);
        ShardPlan plan = measured();
        double[] seconds = plan.predictedSeconds(count);
        for (int index = 1; index <= count; index++) {
            int part = index;
            List<String> units = plan.heaviestFirst.stream().filter(u -> plan.shardOf(u, count) == part).toList();
            System.out.printf("shard %d of %d: %.1f s predicted, %d units%n  adapters: %s%n  heaviest tests: %s%n",
                    index, count, seconds[index - 1], units.size(),
                    String.join(", ", units.stream().filter(u -> u.startsWith(ADAPTER))
                            .map(u -> u.substring(ADAPTER.length())).toList()),
                    String.join(", ", units.stream().filter(u -> u.startsWith(TEST)).limit(4)
                            .map(u -> u.substring(u.lastIndexOf('.') + 1) + " " + plan.weights.get(u)).toList()));
        }
    }

    /** The adapter ids of the weight table. */
    public Set<String> adapters() {
        Set<String> ids = new java.util.TreeSet<>();
        weights.keySet().stream().filter(u -> u.startsWith(ADAPTER)).forEach(u -> ids.add(u.substring(ADAPTER.length())));
        return ids;
    }
}
