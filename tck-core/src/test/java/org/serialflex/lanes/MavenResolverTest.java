package org.serialflex.lanes;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MavenResolverTest {

    private static final List<Path> TEST_CLASS_PATH = Arrays.stream(
            System.getProperty("java.class.path").split(File.pathSeparator)).map(Path::of).toList();

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
        // junit-jupiter-api needs opentest4j, junit-platform-commons and apiguardian-api at run time. Maven resolved
        // that whole closure for this very test class path, so it is in the local repository even when this build
        // started from an empty one: the test depends on nothing else the machine's repository happens to hold.
        Path api = Path.of(Test.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        String version = api.getParent().getFileName().toString();
        MavenResolver resolver = new MavenResolver(dir, offline());

        List<Path> jars = resolver.resolve(List.of("org.junit.jupiter:junit-jupiter-api:" + version), "the test needs");

        assertThat(jars.get(0)).isEqualTo(api);
        assertThat(jars.stream().map(p -> p.getFileName().toString()))
                .anyMatch(n -> n.startsWith("opentest4j-"))
                .anyMatch(n -> n.startsWith("junit-platform-commons-"));
        assertThat(jars).allMatch(Files::isRegularFile)
                .as("only jars this build resolved for the test class path").allMatch(TEST_CLASS_PATH::contains);
        assertThat(resolver.resolve(List.of("org.junit.jupiter:junit-jupiter-api:" + version), "again"))
                .as("from the cache").isEqualTo(jars);
    }

    @Test
    void anArtifactWhoseDependencyTheBuildNeverResolvedFailsOfflineNamingTheAbsentJar() throws Exception {
        // What the test above once did: maven-settings-builder's closure includes plexus-sec-dispatcher, which
        // tck-core excludes, so only a repository that some other build had filled held it. Shown here on a
        // repository of the test's own, which holds the artifact's pom but not its dependency's.
        Path repository = dir.resolve("repository");
        publish(repository, "org.example", "dependency", "1.0", "");
        publish(repository, "org.example", "thing", "1.0", "<dependencies><dependency><groupId>org.example</groupId>"
                + "<artifactId>dependency</artifactId><version>1.0</version></dependency></dependencies>");
        Files.delete(repository.resolve("org/example/dependency/1.0/dependency-1.0.jar"));
        MavenResolver resolver = new MavenResolver(dir.resolve("cache"), new MavenSettings(Optional.empty(),
                Optional.empty(), Optional.of(repository), true));

        assertThatThrownBy(() -> resolver.resolve(List.of("org.example:thing:1.0"), "the test needs"))
                .hasMessageContaining("org.example:dependency:jar:1.0").hasMessageContaining("offline");
    }

    /** Puts a pom (with {@code dependencies}) and an empty jar where a local repository keeps them. */
    private static void publish(Path repository, String groupId, String artifactId, String version,
                                String dependencies) throws Exception {
        Path dir = Files.createDirectories(repository.resolve(groupId.replace('.', '/')).resolve(artifactId)
                .resolve(version));
        Files.writeString(dir.resolve(artifactId + "-" + version + ".pom"), "<project><modelVersion>4.0.0</modelVersion>"
                + "<groupId>" + groupId + "</groupId><artifactId>" + artifactId + "</artifactId><version>" + version
                + "</version>" + dependencies + "</project>");
        try (ZipOutputStream jar = new ZipOutputStream(
                Files.newOutputStream(dir.resolve(artifactId + "-" + version + ".jar")))) {
            jar.putNextEntry(new ZipEntry(artifactId + ".txt"));
        }
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
        publish(remote, "org.example", "thing", "1.0", "");
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
