package org.serialflex.shard;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The split over the real list: every adapter of the weight table (measured by a full build) and every test
 * class in the repository's sources, for 1 to 6 shards.
 */
class ShardPlanTest {

    private final ShardPlan plan = ShardPlan.measured();

    @Test
    void everyAdapterAndTestClassRunsInExactlyOneShard() throws IOException {
        Set<String> all = realUnits();
        assertThat(all).hasSizeGreaterThan(100);
        for (int count = 1; count <= 6; count++) {
            List<Set<String>> shards = new ArrayList<>();
            for (int index = 1; index <= count; index++) {
                Shard shard = new Shard(index, count);
                Set<String> held = new TreeSet<>();
                all.stream().filter(unit -> plan.holds(shard, unit)).forEach(held::add);
                shards.add(held);
            }
            Set<String> union = new HashSet<>();
            int sizes = 0;
            for (Set<String> held : shards) {
                union.addAll(held);
                sizes += held.size();
            }
            assertThat(union).as("union of %d shards", count).isEqualTo(all);
            assertThat(sizes).as("%d shards are pairwise disjoint", count).isEqualTo(all.size());
        }
    }

    @Test
    void theSplitIsBalancedByMeasuredSeconds() {
        double total = plan.weights().values().stream().mapToDouble(Double::doubleValue).sum();
        double heaviest = plan.weights().values().stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        for (int count = 2; count <= 6; count++) {
            double[] loads = plan.predictedSeconds(count);
            double slowest = java.util.Arrays.stream(loads).max().orElseThrow();
            // Greedy dealing, heaviest first, is never more than one unit above the even share.
            assertThat(slowest).as("slowest of %d shards", count).isLessThanOrEqualTo(total / count + heaviest);
            System.out.printf("serialflex-shard: %d shards, predicted seconds %s (even share %.1f)%n", count,
                    java.util.Arrays.toString(java.util.Arrays.stream(loads).map(s -> Math.round(s * 10) / 10.0)
                            .toArray()), total / count);
        }
    }

    @Test
    void theSplitIsTheSameForTheSameTable() {
        ShardPlan again = new ShardPlan(Map.copyOf(plan.weights()));
        for (String unit : plan.weights().keySet()) {
            assertThat(again.shardOf(unit, 4)).isEqualTo(plan.shardOf(unit, 4));
        }
        assertThat(plan.shardOf("test:org.example.NotMeasuredYetTest", 4))
                .isEqualTo(Math.floorMod("test:org.example.NotMeasuredYetTest".hashCode(), 4) + 1);
    }

    @Test
    void oneShardHoldsEverything() {
        plan.weights().keySet().forEach(unit -> assertThat(plan.shardOf(unit, 1)).isEqualTo(1));
    }

    /** The table's adapters and every test class Surefire would run in the repository (not the kit's suites). */
    private Set<String> realUnits() throws IOException {
        Set<String> units = new TreeSet<>();
        plan.adapters().forEach(id -> units.add(ShardPlan.adapter(id)));
        assertThat(plan.adapters()).contains("kryo", "fory", "fory-compatible", "gson");
        Path repository = Path.of(System.getProperty("serialflex.shard.repository", "..")).toAbsolutePath().normalize();
        try (Stream<Path> files = Files.walk(repository)) {
            files.filter(ShardPlanTest::isTestSource).forEach(file -> units.add(ShardPlan.testClass(className(file))));
        }
        assertThat(units).contains(ShardPlan.testClass(ShardPlanTest.class.getName()));
        return units;
    }

    private static boolean isTestSource(Path file) {
        String path = file.toString().replace('\\', '/');
        String name = file.getFileName().toString();
        return path.contains("/src/test/java/") && !path.contains("/target/") && !path.contains("/archetype-resources/")
                && (name.endsWith("Test.java") || name.endsWith("Tests.java") || name.endsWith("TestCase.java")
                || (name.startsWith("Test") && name.endsWith(".java")));
    }

    private static String className(Path file) {
        String path = file.toString().replace('\\', '/');
        String relative = path.substring(path.indexOf("/src/test/java/") + "/src/test/java/".length());
        return relative.substring(0, relative.length() - ".java".length()).replace('/', '.');
    }
}
