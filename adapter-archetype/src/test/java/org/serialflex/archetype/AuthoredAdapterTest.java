package org.serialflex.archetype;

import org.junit.jupiter.api.Test;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.results.json.ResultsJson;
import org.serialflex.results.Outcome;

import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The authoring path of docs/adding-an-adapter.md, end to end, for a library the kit does not ship
 * (protostuff). {@code archetype:integration-test} has just generated the module from the archetype
 * this build produced ({@code src/test/resources/projects/protostuff/archetype.properties}). This test
 * fills in {@code write} and {@code read} as an author would, compiles the module, and runs its
 * generated TCK test class in a fresh JVM whose class path is what Surefire gives an adapter module:
 * the kit must find the adapter through ServiceLoader, score it in the real worlds, ask for a pin
 * file, and pass once the outcomes are pinned.
 */
class AuthoredAdapterTest {

    private static final String CRITERIA = "C05,C06,C08";
    private static final String SERVICES = "META-INF/services/org.serialflex.spi.SerializerAdapter";
    private static final String PACKAGE_DIR = "org/serialflex/adapters/protostuff/";

    private final Path moduleDir = Path.of(System.getProperty("serialflex.moduleDir", ".")).toAbsolutePath();
    private final Path generated = moduleDir.resolve("target/test-classes/projects/protostuff/project/protostuff");
    private final Path authored = moduleDir.resolve("target/authored-adapter/protostuff");
    private final String libraryVersion = System.getProperty("authoring.protostuff.version");

    @Test
    void theArchetypeGeneratesThePomTheAdapterTheSuiteAndTheRegistration() throws IOException {
        assertThat(Files.readString(generated.resolve("pom.xml")))
                .contains("<artifactId>adapters</artifactId>\n    <version>" + System.getProperty("serialflex.kitVersion")
                        + "</version>")
                .contains("<artifactId>adapter-protostuff</artifactId>")
                .contains("<groupId>io.protostuff</groupId>\n      <artifactId>protostuff-runtime</artifactId>\n"
                        + "      <version>" + libraryVersion + "</version>")
                .as("JVM flags come from the adapter's requiredJvmOptions(), never from the pom")
                .doesNotContain("jvmFlags");
        assertThat(Files.readString(generated.resolve("src/main/java/" + PACKAGE_DIR + "ProtostuffAdapter.java")))
                .contains("public final class ProtostuffAdapter implements SerializerAdapter")
                .contains("return \"protostuff\";")
                .contains("Library.fromPomProperties(\"io.protostuff\", \"protostuff-runtime\", RuntimeSchema.class)");
        assertThat(Files.readString(generated.resolve("src/test/java/" + PACKAGE_DIR + "ProtostuffTck.java")))
                .contains("@Suite\n@IncludeEngines(\"serialflex\")\nclass ProtostuffTck {");
        assertThat(Files.readString(generated.resolve("src/main/resources/" + SERVICES)).strip())
                .isEqualTo("org.serialflex.adapters.protostuff.ProtostuffAdapter");
    }

    @Test
    void anAdapterWrittenFromTheTemplateIsDiscoveredScoredInTheWorldsAndPinned() throws Exception {
        AuthorsEdit.copyTree(generated, authored);
        Path adapterSource = authored.resolve("src/main/java/" + PACKAGE_DIR + "ProtostuffAdapter.java");
        AuthorsEdit.complete(adapterSource, authored.resolve("pom.xml"), libraryVersion);
        List<String> adapterLines = Files.readAllLines(adapterSource);
        assertThat(adapterLines).as("an adapter for a typical library stays short").hasSizeLessThanOrEqualTo(45);
        String guide = Files.readString(moduleDir.resolveSibling("docs").resolve("adding-an-adapter.md"));
        assertThat(guide).as("docs/adding-an-adapter.md shows exactly this adapter, with its length")
                .contains("```java\n" + Files.readString(adapterSource) + "```")
                .contains("whole file, " + adapterLines.size() + " lines");
        Path classes = compile(authored);

        ForkedRun first = runTck(classes, false);
        assertThat(first.exitCode()).as(first.output()).isEqualTo(1);
        assertThat(first.output()).as("one failure says what to do; the cases are skipped with their verdicts")
                .contains("Adapter 'protostuff' has no pinned outcomes yet").contains("-Dserialflex.pin=true")
                .contains(", failed 1\n");
        Path results = authored.resolve("target/serialflex/results/protostuff.json");
        AdapterResults scored = ResultsJson.read(results);
        assertThat(scored.adapterId()).isEqualTo("protostuff");
        assertThat(scored.library().version()).as("the library's version, read in the world from its jar")
                .isEqualTo(libraryVersion);
        assertThat(scored.criteria()).extracting(c -> c.id()).containsExactly("C05", "C06", "C08");
        List<CaseResult> cases = scored.criteria().stream().flatMap(c -> c.cases().stream()).toList();
        assertThat(cases).extracting(CaseResult::outcome).as("every case measured; some object read back whole")
                .doesNotContain(Outcome.KIT_ERROR).containsAnyOf(Outcome.PASS, Outcome.DEGRADED);
        assertThat(Files.readAllLines(authored.resolve("target/serialflex/adapter-ids.txt"))).containsExactly("protostuff");

        ForkedRun pinned = runTck(classes, true);
        assertThat(pinned.exitCode()).as(pinned.output()).isZero();
        assertThat(pinned.output()).contains("failed 0");
        List<String> pins = Files.readAllLines(authored.resolve("src/test/resources/serialflex/protostuff.expected"))
                .stream().filter(line -> !line.startsWith("#")).toList();
        assertThat(pins).hasSize(cases.size()).allMatch(line -> line.matches("C0[568]\\.\\S+ = [A-Z_]+"));
        System.out.printf("authored adapter: %d lines of Java; scored %d cases in %.1f s, pinned run %.1f s%n",
                adapterLines.size(), cases.size(), first.seconds(), pinned.seconds());
    }

    /** Compiles the module's main and test sources into one directory, with its resources, as Maven would. */
    private static Path compile(Path module) throws IOException {
        Path classes = module.resolve("target/classes");
        Files.createDirectories(classes);
        List<File> sources;
        try (Stream<Path> files = Files.walk(module.resolve("src"))) {
            sources = files.filter(p -> p.toString().endsWith(".java")).map(Path::toFile).toList();
        }
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = compiler.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
            boolean compiled = compiler.getTask(null, files, diagnostics,
                    List.of("--release", "17", "-proc:none", "-d", classes.toString(), "-cp", testClassPath()), null,
                    files.getJavaFileObjectsFromFiles(sources)).call();
            assertThat(compiled).as("compiling the authored adapter: %s", diagnostics.getDiagnostics()).isTrue();
        }
        Path services = classes.resolve(SERVICES);
        Files.createDirectories(services.getParent());
        Files.copy(module.resolve("src/main/resources/" + SERVICES), services);
        return classes;
    }

    private record ForkedRun(int exitCode, String output, double seconds) {
    }

    /** The module's generated TCK test in a JVM of its own, with the system properties Maven gives adapter modules. */
    private ForkedRun runTck(Path classes, boolean pin) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xss4m",
                // a JVM of seconds: C1 alone, as the case hosts it starts run anyway
                "-XX:TieredStopAtLevel=1",
                "-Dserialflex.moduleDir=" + authored,
                "-Dserialflex.outputDir=" + authored.resolve("target/serialflex"),
                "-Dserialflex.kitVersion=" + System.getProperty("serialflex.kitVersion", "dev"),
                "-Dserialflex.criteria=" + CRITERIA,
                "-Dserialflex.adapters=",
                "-Dserialflex.pin=" + pin,
                "-cp", classes + File.pathSeparator + testClassPath(),
                TckInFreshJvm.class.getName(),
                "org.serialflex.adapters.protostuff.ProtostuffTck"));
        long started = System.nanoTime();
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(5, TimeUnit.MINUTES)).as("the forked TCK run ends").isTrue();
        return new ForkedRun(process.exitValue(), output, (System.nanoTime() - started) / 1e9);
    }

    /** This test's class path: the kit, its criteria, JUnit and protostuff, as an adapter module's tests see them. */
    private static String testClassPath() {
        return System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    }
}
