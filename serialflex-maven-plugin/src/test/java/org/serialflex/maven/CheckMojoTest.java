package org.serialflex.maven;

import org.apache.maven.artifact.Artifact;
import org.apache.maven.plugin.MojoExecutionException;
import org.junit.jupiter.api.Test;
import org.serialflex.check.CheckMain;
import org.serialflex.check.CheckOptions;
import org.serialflex.check.Compatibility;

import java.io.File;
import java.lang.reflect.Field;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** serialflex:check's parameters as the check's typed options, and the class path it starts the check on. */
class CheckMojoTest {

    private final CheckMojo mojo = new CheckMojo();

    CheckMojoTest() {
        set("newClasses", new File("/p/target/classes"));
        set("projectOutputDirectory", new File("/p/target/classes"));
        set("roots", "com.acme.Order, com.acme.Pair<a.X,a.Y>,com.acme.**");
        set("adapter", "kryo");
        set("measure", true);
        set("projectDependencies", true);
        // as Maven injects it from the descriptor's default-value (PluginDocsTest reads that it is this constant)
        set("require", CheckOptions.DEFAULT_REQUIRED);
        set("failOnCorrupt", true);
        set("samples", 3);
        set("timeoutMillis", 60_000L);
        set("seed", 42L);
        set("outputDirectory", new File("/p/target/serialflex-check"));
    }

    @Test
    void everyParameterReachesTheCheckOptions() throws MojoExecutionException {
        set("writerLibrary", "com.esotericsoftware:kryo:5.5.0");
        set("scoresOf", "kryo-kit");
        set("results", "r1.json,r2");
        set("measure", false);
        set("require", "backward");
        set("failOnCorrupt", false);
        set("acceptNoVerdict", List.of("com.acme.Audit"));
        set("excludes", List.of("com.acme.Order.notes", "com.acme.Blob"));
        set("values", List.of("com.acme.Order.currency=EUR", "com.acme.Money=1=2"));
        set("instancioSettings", new File("instancio.properties"));
        set("samples", 5);
        set("timeoutMillis", 1500L);
        set("seed", 7L);

        CheckOptions options = mojo.options(Path.of("old.jar"));

        assertThat(options).isEqualTo(new CheckOptions(Path.of("old.jar"), Path.of("/p/target/classes"),
                List.of("com.acme.Order", "com.acme.Pair<a.X,a.Y>", "com.acme.**"), "kryo",
                List.of(Path.of("r1.json"), Path.of("r2")), "kryo-kit", false, Path.of("/p/target/serialflex-check"), 7, 5,
                Duration.ofMillis(1500), false, Compatibility.BACKWARD, Optional.of("com.esotericsoftware:kryo:5.5.0"),
                Set.of("com.acme.Audit"), List.of("com.acme.Order.notes", "com.acme.Blob"),
                Map.of("com.acme.Order.currency", "EUR", "com.acme.Money", "1=2"),
                Optional.of(Path.of("instancio.properties"))));
        assertThat(CheckMain.arguments(options)).containsSubsequence("--writer-library", "com.esotericsoftware:kryo:5.5.0")
                .containsSubsequence("--set", "com.acme.Money=1=2").containsSubsequence("--samples", "5");
    }

    @Test
    void theDefaultsAreTheCommandLines() throws MojoExecutionException {
        assertThat(mojo.options(Path.of("old.jar"))).usingRecursiveComparison().ignoringFields("outputDir")
                .isEqualTo(CheckOptions.of(Path.of("old.jar"), Path.of("/p/target/classes"),
                        List.of("com.acme.Order", "com.acme.Pair<a.X,a.Y>", "com.acme.**"), "kryo"));
    }

    @Test
    void theDefaultRequiredLevelIsBackward() throws MojoExecutionException {
        assertThat(mojo.options(Path.of("old.jar")).required()).isEqualTo(Compatibility.BACKWARD);
        set("require", null);
        assertThat(mojo.options(Path.of("old.jar")).required()).isEqualTo(Compatibility.BACKWARD);
    }

    @Test
    void aLevelThatIsNoneOfTheFourIsNamedWithThem() {
        set("require", "MAYBE");
        assertThatThrownBy(() -> mojo.options(Path.of("old.jar"))).isInstanceOf(MojoExecutionException.class)
                .hasMessage("serialflex: <require> 'MAYBE' is none of NONE, BACKWARD, FORWARD, FULL; give one of them.");
    }

    /** A transitive level checks each release at the level without _TRANSITIVE (issue 36, item 5). */
    @Test
    void aTransitiveLevelChecksEachReleaseAtItsBaseLevel() throws MojoExecutionException {
        set("require", "full_transitive");

        assertThat(mojo.options(Path.of("old.jar")).required()).isEqualTo(Compatibility.FULL);
    }

    @Test
    void theGithubFormatAndTheSourceRootsReachTheOptions() throws MojoExecutionException {
        set("format", "github");
        set("compileSourceRoots", List.of("/p/src/main/java"));

        CheckOptions options = mojo.options(Path.of("old.jar"));

        assertThat(options.format()).isEqualTo(CheckOptions.Format.GITHUB);
        assertThat(options.sourceRoots()).containsExactly(Path.of("/p/src/main/java"));
        set("format", "xml");
        assertThatThrownBy(() -> mojo.options(Path.of("old.jar"))).isInstanceOf(MojoExecutionException.class)
                .hasMessage("serialflex: <format>xml</format> is neither plain nor github; give one of them.");
    }

    /** A team with two formats checks both in one execution (issue 36, item 8). */
    @Test
    void severalAdaptersReachTheOptionsAndTheCommandLine() throws MojoExecutionException {
        set("adapter", null);
        set("adapters", List.of("jackson-json", " kryo "));

        CheckOptions options = mojo.options(Path.of("old.jar"));

        assertThat(options.adapterIds()).containsExactly("jackson-json", "kryo");
        assertThat(CheckMain.arguments(options)).containsSubsequence("--adapter", "jackson-json", "--adapter", "kryo");
    }

    @Test
    void oneAdapterOrSeveralNotBothNorNone() {
        set("adapters", List.of("kryo"));
        assertThatThrownBy(() -> mojo.options(Path.of("old.jar"))).isInstanceOf(MojoExecutionException.class)
                .hasMessageStartingWith("serialflex: both <adapter> and <adapters> are set; give one adapter as");
        set("adapter", null);
        set("adapters", null);
        assertThatThrownBy(() -> mojo.options(Path.of("old.jar"))).isInstanceOf(MojoExecutionException.class)
                .hasMessageStartingWith("serialflex: no adapter to check with; give <adapter>kryo</adapter>");
        set("adapters", List.of("kryo", "kryo"));
        assertThatThrownBy(() -> mojo.options(Path.of("old.jar"))).isInstanceOf(MojoExecutionException.class)
                .hasMessage("serialflex: The adapters kryo, kryo name one adapter twice; give each adapter once.");
        set("adapters", List.of("jackson-json", "kryo"));
        set("writerLibrary", "com.esotericsoftware:kryo:5.5.0");
        assertThatThrownBy(() -> mojo.options(Path.of("old.jar"))).isInstanceOf(MojoExecutionException.class)
                .hasMessageStartingWith("serialflex: --writer-library (<writerLibrary>) com.esotericsoftware:kryo:5.5.0 "
                        + "is a version of one adapter's library");
    }

    @Test
    void aValueWithoutAFieldSaysWhatItNeeds() {
        set("values", List.of("EUR"));
        assertThatThrownBy(() -> mojo.options(Path.of("old.jar"))).isInstanceOf(MojoExecutionException.class)
                .hasMessageContaining("<value>EUR</value> is not Class.field=value");
    }

    @Test
    void theProjectsDependenciesAreOnTheClassPathButNotItsClassesNorTheOldRelease() {
        set("pluginArtifacts", List.of(artifact("serialflex-check", "/m2/serialflex-check.jar"),
                artifact("adapter-kryo", "/m2/adapter-kryo.jar")));
        set("projectRuntimeClassPath", List.of("/p/target/classes", "/m2/joda-time.jar", "/m2/adapter-kryo.jar",
                "/p/releases/orders-1.0.jar"));
        set("projectTestClassPath", List.of("/p/target/test-classes", "/p/target/classes", "/m2/joda-time.jar",
                "/m2/junit.jar"));

        assertThat(mojo.classPath(Path.of("/p/releases/orders-1.0.jar"))).containsExactly(
                Path.of("/m2/serialflex-check.jar"), Path.of("/m2/adapter-kryo.jar"), Path.of("/m2/joda-time.jar"));

        set("useProjectClassPath", true);
        assertThat(mojo.classPath(Path.of("/p/releases/orders-1.0.jar"))).containsExactly(
                Path.of("/m2/serialflex-check.jar"), Path.of("/m2/adapter-kryo.jar"), Path.of("/m2/joda-time.jar"),
                Path.of("/p/target/test-classes"), Path.of("/m2/junit.jar"));

        set("projectDependencies", false);
        set("useProjectClassPath", false);
        assertThat(mojo.classPath(Path.of("/p/releases/orders-1.0.jar"))).containsExactly(
                Path.of("/m2/serialflex-check.jar"), Path.of("/m2/adapter-kryo.jar"));
    }

    /** A resolved plugin artifact: only its file counts. */
    private static Artifact artifact(String artifactId, String file) {
        return (Artifact) java.lang.reflect.Proxy.newProxyInstance(Artifact.class.getClassLoader(),
                new Class<?>[] {Artifact.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "getFile" -> new File(file);
                    case "toString" -> "org.serialflex:" + artifactId;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }

    private void set(String name, Object value) {
        try {
            Field field = CheckMojo.class.getDeclaredField(name);
            field.setAccessible(true);
            field.set(mojo, value);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
