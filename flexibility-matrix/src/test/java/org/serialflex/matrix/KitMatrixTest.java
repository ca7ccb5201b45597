package org.serialflex.matrix;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.serialflex.shard.Shard;
import org.serialflex.shard.ShardPlan;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

/**
 * The kit's own matrix, as {@code serialflex:report} wrote it in this build's {@code process-test-classes}
 * phase from the kit's checkout: every adapter whose module left results (all of them after
 * {@code mvn verify}, a few after a narrowed build), or those {@code -Dserialflex.adapters} selects.
 * Skipped with {@code -Dserialflex.report.skip=true}, which writes no matrix.
 */
class KitMatrixTest {

    static final Path REPORT = Path.of("target", "serialflex");
    /** The kit's checkout: this module's parent directory, as the pom gives it to the report. */
    static final Path KIT = Path.of("..");

    @BeforeAll
    static void reportNotSkipped() {
        assumeNotSkipped();
    }

    /** Maven hands the user properties (-D...) to the test JVM as they are. */
    static void assumeNotSkipped() {
        assumeFalse(Boolean.getBoolean("serialflex.report.skip"), "-Dserialflex.report.skip=true: no matrix to check");
    }

    @Test
    void theMatrixHoldsEveryAdapterThatLeftResultsInTheKit() throws IOException {
        for (String file : List.of("index.html", "matrix.md", "matrix.json", "matrix.csv", "summary.txt")) {
            assertThat(REPORT.resolve(file)).as("written by serialflex:report before the tests").isRegularFile();
        }
        Set<String> selected = Arrays.stream(System.getProperty("serialflex.adapters", "").split(","))
                .map(String::strip).filter(id -> !id.isEmpty()).collect(Collectors.toSet());
        // In a shard (-Dserialflex.shard=i/n) the matrix holds that shard's adapters only.
        java.util.Optional<Shard> shard = Shard.fromSystemProperty();
        ShardPlan plan = ShardPlan.measured();
        Set<String> expected = resultsInTheKit().stream()
                .filter(id -> selected.isEmpty() || selected.contains(id))
                .filter(id -> shard.map(s -> plan.holds(s, ShardPlan.adapter(id))).orElse(true))
                .collect(Collectors.toCollection(TreeSet::new));

        assertThat(new TreeSet<>(adapterIds(matrix()))).isEqualTo(expected);
    }

    static JsonObject matrix() throws IOException {
        return JsonParser.parseString(Files.readString(REPORT.resolve("matrix.json"))).getAsJsonObject();
    }

    static List<String> adapterIds(JsonObject matrix) {
        return matrix.getAsJsonArray("adapters").asList().stream()
                .map(adapter -> adapter.getAsJsonObject().get("id").getAsString()).toList();
    }

    /** The adapter ids of every results file in the kit's adapter modules. */
    private static Set<String> resultsInTheKit() throws IOException {
        Set<String> ids = new TreeSet<>();
        try (Stream<Path> modules = Files.list(KIT.resolve("adapters"))) {
            for (Path results : modules.map(m -> m.resolve("target/serialflex/results")).filter(Files::isDirectory)
                    .toList()) {
                try (Stream<Path> files = Files.list(results)) {
                    for (Path file : files.filter(f -> f.toString().endsWith(".json")).toList()) {
                        ids.add(JsonParser.parseString(Files.readString(file)).getAsJsonObject()
                                .get("adapterId").getAsString());
                    }
                }
            }
        }
        return ids;
    }
}
