package org.serialflex.corpus;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.serialflex.check.CheckLauncher;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Runs serialflex:check on every pair × adapter of README.md's table, each in a JVM of its own through
 * {@link CheckLauncher}, and asserts that every root's four directions (old→new, new→old and the controls
 * old→old, new→new) have exactly the outcome the table gives. The check's class path is this test's, less
 * the adapter modules other than the one asked for (each world instantiates the registered adapters until
 * it meets the one asked for) and less this module's own classes. The DTO jars are on no class path: they
 * are under target/corpus, where the build copied them.
 */
class CorpusCheckTest {

    /** A table row: | pair | adapter | root | old→new | new→old | old→old | new→new | reason | */
    record Row(String pair, String adapter, String root, Map<String, String> outcomes, String reason) {
    }

    static final List<String> DIRECTIONS = List.of("old→new", "new→old", "old→old", "new→new");
    private static final Pattern ROW = Pattern.compile("^\\|\\s*(swagger-models|docker-java-api|maven-model|java-semver|telegrambots-meta|docker-java-api-3\\.4|swagger-models-2\\.2\\.22)\\s*\\|\\s*(java|kryo|kryo-compatible|jackson-json|gson)\\s*\\|.*");

    /** Each adapter id's module jar, found by the provider file it registers. */
    private static final Map<String, String> MODULES = Map.of("java", "adapter-java-builtin", "kryo", "adapter-kryo",
            "kryo-compatible", "adapter-kryo", "jackson-json", "adapter-jackson-json", "gson", "adapter-gson");

    private static final Map<String, CheckJsonReport> REPORTS = new ConcurrentHashMap<>();
    private static final Map<String, String> PRINTED = new ConcurrentHashMap<>();

    static List<Row> table() throws IOException {
        List<Row> rows = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(System.getProperty("corpus.readme")))) {
            if (!ROW.matcher(line).matches()) {
                continue;
            }
            String[] cells = Arrays.stream(line.substring(1, line.lastIndexOf('|')).split("\\|"))
                    .map(cell -> cell.strip().replace("`", "")).toArray(String[]::new);
            Map<String, String> outcomes = new LinkedHashMap<>();
            for (int i = 0; i < DIRECTIONS.size(); i++) {
                outcomes.put(DIRECTIONS.get(i), cells[3 + i]);
            }
            rows.add(new Row(cells[0], cells[1], cells[2], outcomes, cells[7]));
        }
        return rows;
    }

    /** pair/adapter → its rows, in the table's order. */
    static Map<String, List<Row>> checks() throws IOException {
        Map<String, List<Row>> checks = new LinkedHashMap<>();
        for (Row row : table()) {
            checks.computeIfAbsent(row.pair() + "/" + row.adapter(), k -> new ArrayList<>()).add(row);
        }
        return checks;
    }

    @BeforeAll
    static void runTheChecks() throws IOException {
        long started = System.nanoTime();
        Map<String, List<Row>> checks = checks();
        assertThat(checks).as("README.md's table").hasSizeGreaterThanOrEqualTo(4);
        // two at a time (the common pool's worker and this thread): each check is one JVM busy with its worlds
        checks.entrySet().parallelStream().forEach(check -> {
            try {
                run(check.getKey(), check.getValue());
            } catch (Exception e) {
                throw new IllegalStateException("The check " + check.getKey() + " did not run", e);
            }
        });
        System.out.printf("CorpusCheckTest: %d checks in %.1f s%n", checks.size(), (System.nanoTime() - started) / 1e9);
    }

    private static void run(String key, List<Row> rows) throws Exception {
        String pair = rows.get(0).pair();
        String adapter = rows.get(0).adapter();
        Path corpus = Path.of(System.getProperty("corpus.dir")).resolve(pair);
        Path out = Path.of(System.getProperty("corpus.checkDir")).resolve(pair).resolve(adapter);
        List<String> args = List.of("--old", onlyJar(corpus.resolve("old")), "--new", onlyJar(corpus.resolve("new")),
                "--roots", String.join(",", rows.stream().map(Row::root).toList()), "--adapter", adapter,
                "--out", out.toString(), "--seed", "42", "--samples", "3", "--measure", "false");
        StringBuilder printed = new StringBuilder();
        long started = System.nanoTime();
        int status = CheckLauncher.run(checkClassPath(adapter), args, line -> printed.append(line).append('\n'));
        printed.append(String.format("CorpusCheckTest: %s checked in %.1f s (exit %d)%n", key,
                (System.nanoTime() - started) / 1e9, status));
        System.out.print(printed);
        PRINTED.put(key, printed.toString());
        Path json = out.resolve("check.json");
        if (Files.exists(json)) {
            REPORTS.put(key, CheckJsonReport.read(json));
        }
    }

    private static String onlyJar(Path dir) throws IOException {
        try (Stream<Path> jars = Files.list(dir)) {
            List<Path> all = jars.filter(p -> p.toString().endsWith(".jar")).toList();
            assertThat(all).as("the jar under " + dir).hasSize(1);
            return all.get(0).toString();
        }
    }

    /**
     * The check, its runtime dependencies, the one adapter module that registers {@code adapterId} with its
     * library, and the DTOs' own dependencies (jackson-annotations, plexus-utils): this test's class path less
     * the other adapter modules and this module's own classes.
     */
    static List<Path> checkClassPath(String adapterId) {
        String module = MODULES.get(adapterId);
        assertThat(module).as("the module of adapter " + adapterId).isNotNull();
        Path own = Path.of(System.getProperty("corpus.testClasses"));
        return Arrays.stream(System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"))
                        .split(File.pathSeparator))
                .filter(entry -> !entry.isBlank()).map(Path::of)
                .filter(entry -> !entry.equals(own))
                .filter(entry -> {
                    String name = entry.getFileName().toString();
                    boolean adapterModule = MODULES.values().stream().anyMatch(m -> name.startsWith(m + "-"));
                    return !adapterModule || name.startsWith(module + "-");
                })
                .toList();
    }

    @TestFactory
    Stream<DynamicTest> everyRootAndDirectionHasTheTablesOutcome() throws IOException {
        return table().stream().flatMap(row -> DIRECTIONS.stream().map(direction -> DynamicTest.dynamicTest(
                row.pair() + " " + row.adapter() + " " + simple(row.root()) + " " + direction, () -> {
                    String key = row.pair() + "/" + row.adapter();
                    CheckJsonReport report = REPORTS.get(key);
                    assertThat(report).as("check.json of " + key + "; the check printed:\n" + PRINTED.get(key)).isNotNull();
                    Map<String, CheckJsonReport.Direction> directions = report.roots().get(row.root());
                    assertThat(directions).as(key + ": no result for " + row.root()).isNotNull();
                    CheckJsonReport.Direction actual = directions.get(direction);
                    assertThat(actual).as(key + " " + row.root() + ": no " + direction + " in check.json"
                            + (direction.contains("→old") && direction.startsWith("old") || direction.equals("new→new")
                            ? " (a control: the reworked check writes one beside every verdict)" : "")).isNotNull();
                    String expected = row.outcomes().get(direction);
                    // NO_VERDICT: nothing judged (a control it needs failed); otherwise the outcome, judged or not
                    String observed = expected.equals("NO_VERDICT") && "NO_VERDICT".equals(actual.status())
                            && actual.outcome() == null ? "NO_VERDICT" : actual.outcome();
                    assertThat(observed).as(key + " " + row.root() + " " + direction + " (table: " + row.reason()
                            + "); the check's evidence: " + actual.evidence()).isEqualTo(expected);
                })));
    }

    /**
     * What each library does not write at all, found by the controls alone (no library's annotations known to
     * the check): Jackson's {@code @JsonIgnore} and transient fields, and the fields of swagger's map classes that
     * Jackson and Kryo write as plain maps (ReproductionsTest shows Kryo's); Java serialization's fields of a
     * superclass that is not Serializable. Neither side of docker-java's two-sided {@code ServiceModeConfig} is
     * among them.
     */
    @org.junit.jupiter.api.Test
    void theControlsNameWhatTheLibraryDoesNotCarry() {
        String models = "io.swagger.v3.oas.models.";
        assertThat(REPORTS.get("swagger-models/jackson-json").notCarried().get(models + "OpenAPI")).contains(
                models + "Paths.extensions", models + "responses.ApiResponses.extensions",
                models + "media.Schema.name", models + "media.Schema.specVersion", models + "media.Schema.jsonSchemaImpl");
        assertThat(REPORTS.get("swagger-models/kryo-compatible").notCarried().get(models + "OpenAPI")).contains(
                models + "Paths.extensions", models + "media.Schema.jsonSchemaImpl")
                .doesNotContain(models + "media.Schema.name");
        assertThat(REPORTS.get("docker-java-api/java").notCarried().get("com.github.dockerjava.api.model.HealthCheck"))
                .containsExactly("com.github.dockerjava.api.model.HealthCheck.rawValues");
        // the two-sided holder: both sides are carried, only DockerObject's rawValues is outside Java's serialized form
        String docker = "com.github.dockerjava.api.model.";
        assertThat(REPORTS.get("docker-java-api-3.4/java").notCarried().get(docker + "ServiceModeConfig"))
                .containsExactlyInAnyOrder(docker + "ServiceModeConfig.rawValues",
                        docker + "ServiceReplicatedModeOptions.rawValues", docker + "ServiceGlobalModeOptions.rawValues");
        for (String check : List.of("docker-java-api-3.4/kryo", "docker-java-api-3.4/gson")) {
            assertThat(REPORTS.get(check).notCarried().get(docker + "ServiceModeConfig")).as(check).isEmpty();
        }
    }

    /**
     * Every field a change concerns is written by a judged sample on every root and direction (issue 42), but where
     * README.md explains why not: Jackson cannot carry swagger's ArraySchema and ComposedSchema in a field declared
     * Schema even unchanged, so their pulled-up fields are never written old→new, which is NO_VERDICT.
     */
    @org.junit.jupiter.api.Test
    void everyChangedFieldIsWrittenOrItsAbsenceExplained() {
        String media = "io.swagger.v3.oas.models.media.";
        List<String> explained = List.of(media + "ArraySchema.items", media + "ComposedSchema.allOf",
                media + "ComposedSchema.anyOf", media + "ComposedSchema.oneOf");
        REPORTS.forEach((check, report) -> report.roots().forEach((root, directions) -> directions.forEach(
                (direction, result) -> {
                    if (check.equals("swagger-models/jackson-json") && direction.equals("old→new")) {
                        assertThat(result.notExercised()).as(check + " " + root).containsExactlyInAnyOrderElementsOf(explained);
                        assertThat(result.status()).isEqualTo("NO_VERDICT");
                    } else {
                        assertThat(result.notExercised()).as(check + " " + root + " " + direction).isEmpty();
                    }
                })));
        assertThat(REPORTS).containsKey("telegrambots-meta/gson");
    }

    /** A class re-modelled with no field in common passes field by field; the check says why that PASS is empty. */
    @org.junit.jupiter.api.Test
    void aRemodelledClassIsNamedAsSuch() {
        assertThat(REPORTS.get("java-semver/gson").warnings()).anySatisfy(w -> assertThat(w)
                .startsWith("Version has no field in common between the versions"));
    }

    private static String simple(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }
}
