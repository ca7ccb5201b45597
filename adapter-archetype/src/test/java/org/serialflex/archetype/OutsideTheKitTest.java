package org.serialflex.archetype;

import org.junit.jupiter.api.Test;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.json.ResultsJson;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A library's own repository adopting the kit (docs/adopting.md), end to end: the archetype with
 * {@code standalone=true} has generated a project with its own groupId and no kit parent
 * ({@code src/test/resources/projects/standalone}); this test completes the adapter as an author
 * would and builds the project with Maven, outside this reactor, against the kit's artifacts as
 * installed (tck-api, tck-core, class-versions, tck-scenarios, matrix-report, serialflex-check, the Maven
 * plugin, the BOM and the parent their poms name, put into a local repository of its own; every other artifact
 * comes from this build's local repository, used as the only remote). The first build fails once,
 * asking for pins, and {@code mvn serialflex:report} shows its matrix all the same; the pinning build
 * passes, with the kit's version in the results, and writes the matrix; a build whose suite runs no
 * case fails with what to do; Gson, which the kit uses internally, never reaches the project's test
 * class path.
 */
class OutsideTheKitTest {

    private static final String VERSION = OutsideBuild.VERSION;
    // the plugin's own dependencies among the kit's modules: serialflex-check is serialflex:check's engine
    private static final List<String> KIT_JARS = OutsideBuild.KIT_JARS;

    private final Path moduleDir = Path.of(System.getProperty("serialflex.moduleDir", ".")).toAbsolutePath();
    private final Path generated = moduleDir.resolve("target/test-classes/projects/standalone/project/protostuff-serialflex");
    private final Path work = moduleDir.resolve("target/outside-the-kit");
    private final Path project = work.resolve("protostuff-serialflex");
    private final OutsideBuild outside = new OutsideBuild(work);

    @Test
    void aProjectOfItsOwnIsScoredAgainstTheInstalledKit() throws Exception {
        assertThat(Files.readString(generated.resolve("pom.xml")))
                .contains("<groupId>com.example.protostuff</groupId>\n  <artifactId>protostuff-serialflex</artifactId>\n"
                        + "  <version>1.0.0-SNAPSHOT</version>")
                .contains("<artifactId>serialflex-bom</artifactId>").doesNotContain("<parent>");
        AuthorsEdit.copyTree(generated, project);
        AuthorsEdit.complete(project.resolve("src/main/java/com/example/protostuff/serialflex/ProtostuffAdapter.java"),
                project.resolve("pom.xml"), System.getProperty("authoring.protostuff.version"));
        installKit();

        OutsideBuild.Build first = maven("verify");
        assertThat(first.exitCode()).as(first.output()).isNotZero();
        assertThat(first.output()).contains("Adapter 'protostuff-example' has no pinned outcomes yet")
                .contains("mvn serialflex:report");
        OutsideBuild.Build firstMatrix = maven("serialflex:report");
        assertThat(firstMatrix.exitCode()).as("the first run's matrix, before any pin: " + firstMatrix.output()).isZero();
        assertThat(Files.readString(project.resolve("target/serialflex/matrix.md"))).contains("protostuff-example");

        OutsideBuild.Build pinned = maven("-Dserialflex.pin=true", "verify");
        assertThat(pinned.exitCode()).as(pinned.output()).isZero();
        AdapterResults results = ResultsJson.read(project.resolve("target/serialflex/results/protostuff-example.json"));
        assertThat(results.kitVersion()).as("read from the kit's jar: this build passes no version").isEqualTo(VERSION);
        assertThat(results.library().version()).isEqualTo(System.getProperty("authoring.protostuff.version"));
        assertThat(results.criteria()).extracting(c -> c.id()).containsExactly("C05", "C08");
        assertThat(pinned.output()).containsPattern("Tests run: \\d+, Failures: 0, Errors: 0");
        assertThat(project.resolve("src/test/resources/serialflex/protostuff-example.expected")).exists();
        assertThat(Files.readString(project.resolve("target/serialflex/matrix.md"))).contains("protostuff-example");
        assertThat(project.resolve("target/serialflex/index.html")).exists();
        assertThat(Files.readString(project.resolve("target/surefire-reports/TEST-"
                + "com.example.protostuff.serialflex.ProtostuffTck.xml"))).doesNotContain("gson");

        OutsideBuild.Build noCase = maven("clean", "-Dtest=NoSuchTck", "-Dsurefire.failIfNoSpecifiedTests=false", "verify");
        assertThat(noCase.exitCode()).as(noCase.output()).isNotZero();
        assertThat(noCase.output()).contains("The kit ran no case in this build")
                .contains("pin maven-surefire-plugin 3.x");
        System.out.printf("outside the kit: first build %.1f s, its matrix %.1f s, pinning build %.1f s, "
                + "build of no case %.1f s%n", first.seconds(), firstMatrix.seconds(), pinned.seconds(), noCase.seconds());
    }

    /** The kit's artifacts as {@code mvn install} would leave them, in a local repository of this test's own. */
    private void installKit() throws IOException {
        outside.installKit(KIT_JARS);
    }

    private OutsideBuild.Build maven(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("-Dserialflex.criteria=C05,C08", "-Dserialflex.safety=false"));
        command.addAll(List.of(arguments));
        return outside.maven(project, command.toArray(String[]::new));
    }
}
