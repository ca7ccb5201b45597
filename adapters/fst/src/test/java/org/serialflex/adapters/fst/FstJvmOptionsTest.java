package org.serialflex.adapters.fst;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.serialflex.spi.JvmOption;
import org.serialflex.spi.SerializerAdapter;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * FST 2.57 cannot even create a configuration on JDK 17+ without opening six java.base packages.
 * The adapters declare them, and only there: the module's pom passes none to the test JVM, so
 * every case FstTck scores ran in a case JVM that got them from the adapter. A run of the cases in
 * the test JVM itself ({@code -Dserialflex.fork=false}) without them stops before any case with a
 * message naming every flag, rather than scoring a row of failed verdicts.
 */
class FstJvmOptionsTest {

    private static final List<String> FLAGS = List.of(
            "--add-opens=java.base/java.lang=ALL-UNNAMED",
            "--add-opens=java.base/java.math=ALL-UNNAMED",
            "--add-opens=java.base/java.util=ALL-UNNAMED",
            "--add-opens=java.base/java.util.concurrent=ALL-UNNAMED",
            "--add-opens=java.base/java.net=ALL-UNNAMED",
            "--add-opens=java.base/java.text=ALL-UNNAMED",
            "--add-opens=java.base/java.time=ALL-UNNAMED",
            "--add-opens=java.base/java.nio.charset=ALL-UNNAMED",
            "--add-opens=java.base/java.util.regex=ALL-UNNAMED",
            "--add-opens=java.base/java.util.concurrent.atomic=ALL-UNNAMED",
            "--add-opens=java.base/sun.util.calendar=ALL-UNNAMED");

    @Test
    void bothAdaptersDeclareTheFlagsAndTheTestJvmHasNoneOfThem() {
        for (SerializerAdapter adapter : List.of(new FstDefaultAdapter(), new FstUnsafeAdapter())) {
            List<JvmOption> options = adapter.requiredJvmOptions();
            assertThat(options).extracting(JvmOption::option).containsExactlyElementsOf(FLAGS);
            assertThat(options).as("flags of %s in the test JVM: the pom would repeat what the adapter declares",
                    adapter.id()).noneMatch(JvmOption::isPresent);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"fst", "fst-unsafe"})
    void aRunInTheTestJvmWithoutTheFlagsStopsUpFrontAndPrintsThem(String adapterId, @TempDir Path output)
            throws Exception {
        String result = runTckWithoutFlags(adapterId, output);

        assertThat(result)
                .as("no case ran").contains("CASES STARTED 0")
                .contains("FAILURE Adapter '" + adapterId + "' (de.ruedigermoeller:fst:")
                .contains("needs JVM options this JVM was started without:\n  " + String.join(" ", FLAGS) + "\n")
                .contains("-Dserialflex.jvmFlags=\"" + String.join(" ", FLAGS) + "\"");
        assertThat(output.resolve("results")).as("no results written").doesNotExist();
    }

    private static String runTckWithoutFlags(String adapterId, Path output) throws IOException, InterruptedException {
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", classPath,
                "-Dserialflex.outputDir=" + output,
                "-Dserialflex.moduleDir=" + output,
                "-Dserialflex.adapters=" + adapterId,
                "-Dserialflex.criteria=C05",
                "-Dserialflex.fork=false",
                "-Dserialflex.safety=false",
                TckWithoutJvmFlags.class.getName()));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String text = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("forked TCK run finished").isTrue();
        return text;
    }
}
