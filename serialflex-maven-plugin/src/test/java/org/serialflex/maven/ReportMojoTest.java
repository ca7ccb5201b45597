package org.serialflex.maven;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Which inputs count as holding results, for the "the kit ran no case" failure. */
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
}
