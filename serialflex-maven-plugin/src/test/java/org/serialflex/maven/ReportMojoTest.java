package org.serialflex.maven;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.report.ReportOptions;

import java.io.File;
import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** Which inputs count as holding results, for the "the kit ran no case" failure; the parameters as typed options. */
class ReportMojoTest {

    @TempDir
    Path dir;

    @Test
    void aKitRootHoldsTheResultsOfItsAdapterModules() throws IOException {
        Path kit = dir.resolve("kit");
        Files.createDirectories(kit.resolve("adapters/gson/src"));
        assertThat(ReportMojo.holdsResults(kit.toFile())).isFalse();

        Path results = Files.createDirectories(kit.resolve("adapters/gson/target/serialflex/results"));
        Files.writeString(results.resolve("gson.json"), "{}");

        assertThat(ReportMojo.holdsResults(kit.toFile())).isTrue();
    }

    @Test
    void aModulesResultsDirectoryOrFileHoldsResults() throws IOException {
        Path results = Files.createDirectories(dir.resolve("target/serialflex/results"));
        assertThat(ReportMojo.holdsResults(results.toFile())).isFalse();

        Files.writeString(results.resolve("my-lib.json"), "{}");

        assertThat(ReportMojo.holdsResults(results.toFile())).isTrue();
        assertThat(ReportMojo.holdsResults(results.resolve("my-lib.json").toFile())).isTrue();
        assertThat(ReportMojo.holdsResults(dir.resolve("absent").toFile())).isFalse();
    }

    @Test
    void theParametersBecomeTheReportsTypedOptions() throws ReflectiveOperationException {
        ReportMojo mojo = new ReportMojo();
        set(mojo, "inputs", List.of(new File("a/results"), new File("b.json")));
        set(mojo, "outputDirectory", new File("out"));
        set(mojo, "adapters", " kryo, ,gson ");
        set(mojo, "requireResults", true);
        set(mojo, "deferSummary", true);
        set(mojo, "executionRoot", dir.toString());
        set(mojo, "userProperties", new Properties());

        assertThat(mojo.options()).isEqualTo(new ReportOptions(List.of(Path.of("a/results"), Path.of("b.json")),
                Path.of("out"), true, true, Set.of("kryo", "gson"),
                "<adapters> kryo, ,gson </adapters> of serialflex-maven-plugin's report goal", false));
        Properties commandLine = new Properties();
        commandLine.setProperty("serialflex.adapters", "kryo");
        set(mojo, "userProperties", commandLine);
        assertThat(mojo.options().adaptersFrom()).isEqualTo("-Dserialflex.adapters= kryo, ,gson ");
    }

    private static void set(Object mojo, String name, Object value) throws ReflectiveOperationException {
        Field field = ReportMojo.class.getDeclaredField(name);
        field.setAccessible(true);
        field.set(mojo, value);
    }
}
