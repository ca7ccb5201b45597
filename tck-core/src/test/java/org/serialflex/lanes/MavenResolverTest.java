package org.serialflex.lanes;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MavenResolverTest {

    @TempDir
    Path dir;

    /** This build's Maven set-up, offline, so that no test needs the network. */
    private static MavenSettings offline() {
        MavenSettings build = MavenSettings.fromSystemProperties();
        return new MavenSettings(build.userSettings(), build.globalSettings(), build.localRepository(), true);
    }

    @Test
    void theBuildHandsOverItsLocalRepositoryAndOfflineMode() throws Exception {
        Path junitJar = Path.of(Test.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        MavenSettings build = MavenSettings.fromSystemProperties();

        assertThat(build.localRepository()).as("the running Maven's, where this test's JUnit comes from")
                .hasValueSatisfying(repository -> assertThat(junitJar).startsWith(repository));
        assertThat(build.asSystemProperties()).containsEntry(MavenSettings.OFFLINE, String.valueOf(build.offline()));
    }

    @Test
    void aVersionMavenCannotResolveFailsNamingItsCoordinatesAndWhatToDo() {
        MavenResolver resolver = new MavenResolver(dir, offline());

        assertThatThrownBy(() -> resolver.resolve(List.of("org.serialflex.nosuch:library:0.0.1"), "lane x>y needs"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("Maven cannot resolve org.serialflex.nosuch:library:0.0.1, which lane x>y needs")
                .hasMessageContaining("org.serialflex.nosuch:library:jar:0.0.1")
                .hasMessageContaining("Check that the version exists")
                .hasMessageContaining("Maven runs offline (-o)");
        assertThat(dir.resolve("org.serialflex.nosuch_library_0.0.1")).as("nothing cached").doesNotExist();
    }

    @Test
    void anArtifactResolvesWithItsRuntimeDependenciesFromTheBuildsLocalRepository() throws Exception {
        // maven-settings-builder (on this module's test class path, so in the local repository) needs
        // maven-builder-support, plexus-interpolation and plexus-utils at run time
        String version = Path.of(org.apache.maven.settings.building.SettingsBuilder.class.getProtectionDomain()
                .getCodeSource().getLocation().toURI()).getParent().getFileName().toString();
        MavenResolver resolver = new MavenResolver(dir, offline());

        List<Path> jars = resolver.resolve(List.of("org.apache.maven:maven-settings-builder:" + version), "the test needs");

        assertThat(jars.get(0).getFileName()).hasToString("maven-settings-builder-" + version + ".jar");
        assertThat(jars.stream().map(p -> p.getFileName().toString()))
                .anyMatch(n -> n.startsWith("maven-builder-support-"))
                .anyMatch(n -> n.startsWith("plexus-utils-"));
        assertThat(jars).allMatch(Files::isRegularFile);
        assertThat(resolver.resolve(List.of("org.apache.maven:maven-settings-builder:" + version), "again"))
                .as("from the cache").isEqualTo(jars);
    }

    @Test
    void theLocalRepositoryTheBuildNamesIsTheOneUsed() {
        MavenResolver resolver = new MavenResolver(dir.resolve("cache"), new MavenSettings(Optional.empty(),
                Optional.empty(), Optional.of(dir.resolve("empty-repository")), true));

        assertThatThrownBy(() -> resolver.resolve(List.of("org.apache.maven:maven-settings:3.9.12"), "the test needs"))
                .as("an empty local repository, offline: not even an artifact ~/.m2 holds")
                .hasMessageContaining("org.apache.maven:maven-settings:jar:3.9.12");
    }

    @Test
    void theUsersSettingsXmlChoosesTheLocalRepositoryAndTheMirror() throws Exception {
        // a company mirror of everything, here a repository in a folder, so that the test needs no network
        Path remote = dir.resolve("mirror");
        Path version = Files.createDirectories(remote.resolve("org/example/thing/1.0"));
        Files.writeString(version.resolve("thing-1.0.pom"), "<project><modelVersion>4.0.0</modelVersion>"
                + "<groupId>org.example</groupId><artifactId>thing</artifactId><version>1.0</version></project>");
        try (java.util.zip.ZipOutputStream jar = new java.util.zip.ZipOutputStream(
                Files.newOutputStream(version.resolve("thing-1.0.jar")))) {
            jar.putNextEntry(new java.util.zip.ZipEntry("thing.txt"));
        }
        Path settings = dir.resolve("settings.xml");
        Files.writeString(settings, "<settings><localRepository>" + dir.resolve("local") + "</localRepository>"
                + "<mirrors><mirror><id>company</id><mirrorOf>*</mirrorOf><url>" + remote.toUri() + "</url></mirror>"
                + "</mirrors></settings>");
        MavenSettings fromSettings = new MavenSettings(Optional.of(settings), Optional.empty(), Optional.empty(), false);

        List<Path> jars = new MavenResolver(dir.resolve("cache"), fromSettings)
                .resolve(List.of("org.example:thing:1.0"), "the test needs");

        assertThat(jars).containsExactly(dir.resolve("local/org/example/thing/1.0/thing-1.0.jar"));
        assertThatThrownBy(() -> new MavenResolver(dir.resolve("cache-offline"), new MavenSettings(Optional.of(settings),
                Optional.empty(), Optional.of(dir.resolve("other-local")), true))
                .resolve(List.of("org.example:thing:1.0"), "the test needs"))
                .as("offline, from a local repository the mirror never filled").hasMessageContaining("org.example:thing:jar:1.0");
    }

    @Test
    void aResolvedClassPathIsReadFromTheCacheWithoutMaven() throws Exception {
        List<String> coordinates = List.of("g:a:1");
        Path cached = dir.resolve("g_a_1");
        Files.createDirectories(cached);
        Files.writeString(cached.resolve("classpath.txt"), "/repo/g/a/1/a-1.jar" + java.io.File.pathSeparator + "/repo/b.jar");
        MavenResolver resolver = new MavenResolver(dir, new MavenSettings(Optional.empty(), Optional.empty(),
                Optional.of(dir.resolve("no-repository")), true));

        assertThat(resolver.resolve(coordinates, "test")).containsExactly(Path.of("/repo/g/a/1/a-1.jar"), Path.of("/repo/b.jar"));
    }
}
