package org.serialflex.lanes;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MavenResolverTest {

    @TempDir
    Path dir;

    @Test
    void aVersionMavenCannotResolveFailsOnceWithMavensErrorAndWhatToDo() {
        // Offline, so that the test needs no network: Maven refuses at once and says why.
        MavenResolver resolver = new MavenResolver(dir, System.getProperty("serialflex.mavenHome", ""), true);

        assertThatThrownBy(() -> resolver.resolve(List.of("org.serialflex.nosuch:library:0.0.1"), "lane x>y needs"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("Maven cannot resolve org.serialflex.nosuch:library:0.0.1, which lane x>y needs")
                .hasMessageContaining("[ERROR]")
                .hasMessageContaining("Check that the version exists");
    }

    @Test
    void aResolvedClassPathIsReadFromTheCacheWithoutMaven() throws Exception {
        List<String> coordinates = List.of("g:a:1");
        Path cached = dir.resolve("g_a_1");
        Files.createDirectories(cached);
        Files.writeString(cached.resolve("classpath.txt"), "/repo/g/a/1/a-1.jar" + java.io.File.pathSeparator + "/repo/b.jar");
        MavenResolver resolver = new MavenResolver(dir, "/no/maven/here", true);

        assertThat(resolver.resolve(coordinates, "test")).containsExactly(Path.of("/repo/g/a/1/a-1.jar"), Path.of("/repo/b.jar"));
    }
}
