package org.serialflex.archetype;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The outside builds' remote is this build's local repository, which on a fresh machine holds only
 * what this build resolved: a plugin they run that this build does not is named before Maven fails.
 */
class OutsideBuildTest {

    @TempDir
    Path remote;

    @Test
    void thisBuildResolvedEveryPluginTheOutsideBuildsRun() {
        assertThatCode(() -> OutsideBuild.requirePluginsIn(Path.of(System.getProperty("serialflex.localRepository")),
                OutsideBuild.PLUGINS_RUN)).doesNotThrowAnyException();
    }

    @Test
    void aRemoteLackingAPluginIsNamedWithTheFix() throws Exception {
        Path clean = Files.createDirectories(remote.resolve("org/apache/maven/plugins/maven-clean-plugin/3.5.0"));
        Files.createFile(clean.resolve("maven-clean-plugin-3.5.0.jar"));

        assertThatCode(() -> OutsideBuild.requirePluginsIn(remote, List.of("maven-clean-plugin:3.5.0")))
                .doesNotThrowAnyException();
        assertThatThrownBy(() -> OutsideBuild.requirePluginsIn(remote,
                List.of("maven-clean-plugin:3.5.0", "maven-jar-plugin:3.4.2")))
                .hasMessageContaining("The outside builds run maven-jar-plugin:3.4.2, which this build never resolved")
                .hasMessageContaining("adapter-archetype/pom.xml");
    }
}
