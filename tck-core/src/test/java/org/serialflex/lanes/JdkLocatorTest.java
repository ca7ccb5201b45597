package org.serialflex.lanes;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class JdkLocatorTest {

    @TempDir
    Path dir;

    private Path fakeJdk(String folder, String version) throws IOException {
        Path home = dir.resolve(folder);
        Files.createDirectories(home.resolve("bin"));
        Path java = Files.writeString(home.resolve("bin/java"), "#!/bin/sh\n");
        java.toFile().setExecutable(true);
        Files.writeString(home.resolve("release"), "IMPLEMENTOR=\"x\"\nJAVA_VERSION=\"" + version + "\"\n");
        return home;
    }

    @Test
    void findsAJdkByItsReleaseFileInAnInstallFolder() throws IOException {
        fakeJdk("jvm/temurin-25", "25.0.3");
        Path running = fakeJdk("running", "17.0.15");
        JdkLocator locator = new JdkLocator("", dir.resolve("absent.xml"), running, List.of(dir.resolve("jvm")));

        assertThat(locator.find(25).version()).isEqualTo("25.0.3");
        assertThat(locator.find(17).foundBy()).isEqualTo("the running JVM");
    }

    @Test
    void listedHomesAndToolchainsComeFirst() throws IOException {
        Path listed = fakeJdk("listed", "21.0.2");
        Path chained = fakeJdk("chained", "25.0.1");
        fakeJdk("jvm/other-25", "25.0.3");
        Path toolchains = Files.writeString(dir.resolve("toolchains.xml"), """
                <toolchains><toolchain><type>jdk</type><provides><version>25</version></provides>
                <configuration><jdkHome>%s</jdkHome></configuration></toolchain></toolchains>
                """.formatted(chained));
        JdkLocator locator = new JdkLocator("21=" + listed, toolchains, fakeJdk("running", "17.0.1"),
                List.of(dir.resolve("jvm")));

        assertThat(locator.find(21).home()).isEqualTo(listed.toRealPath());
        assertThat(locator.find(25).version()).isEqualTo("25.0.1");
    }

    @Test
    void aMissingJdkFailsWithWhereItLookedAndHowToNameOne() throws IOException {
        JdkLocator locator = new JdkLocator("", dir.resolve("absent.xml"), fakeJdk("running", "17.0.15"),
                List.of(dir.resolve("jvm")));

        assertThatThrownBy(() -> locator.find(99)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("No JDK 99 found")
                .hasMessageContaining("JDK 17.0.15 at")
                .hasMessageContaining("-Dserialflex.jdks=99=/path/to/jdk-99");
    }

    @Test
    void aMalformedListIsNamed() throws IOException {
        JdkLocator locator = new JdkLocator("25", dir.resolve("absent.xml"), fakeJdk("running", "17.0.15"), List.of());

        assertThatThrownBy(() -> locator.find(25)).hasMessageContaining("'25' is not <feature>=<jdk home>");
    }
}
