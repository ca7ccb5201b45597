package org.serialflex.check;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.cli.Serialflex;
import org.serialflex.cli.Terminal;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * docs/check.md's GitHub Actions workflow, its {@code serialflex check} step run as written (issue 36, item 7): in a
 * project laid out as the workflow expects (the previous release's jar under old/, the build's classes, the sources,
 * the accepted changes), with the adapter swapped for the tests' own, the project's paths resolved in a temporary
 * directory and {@code $GITHUB_STEP_SUMMARY} a file of its own. {@code Order.cents} long → int breaks both ways
 * under Java serialization: the annotations name it, the step summary holds the report, and the SARIF result points
 * at Order.java.
 */
class GitHubWorkflowTest {

    private static final String OLD = "package com.acme.orders; public class Order implements java.io.Serializable { "
            + "private static final long serialVersionUID = 1L; String id; long cents; }";
    private static final String NEW = "package com.acme.orders; public class Order implements java.io.Serializable { "
            + "private static final long serialVersionUID = 1L; String id; int cents; }";

    @TempDir
    Path project;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private PrintStream savedOut;

    @BeforeEach
    void capture() {
        savedOut = System.out;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restore() {
        System.setOut(savedOut);
    }

    @Test
    void theWorkflowsCheckStepAnnotatesSummarizesAndPointsCodeScanningAtTheClass() throws IOException {
        layOutTheProject();
        List<String> command = checkStep();
        assertThat(command.subList(0, 5)).containsExactly("java", "-cp", "$CHECK_CLASSPATH",
                "org.serialflex.cli.Serialflex", "check");

        int status = Serialflex.run(inTheProject(command.subList(4, command.size())).toArray(String[]::new),
                Terminal.system());

        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(status).as(printed).isEqualTo(1);
        assertThat(printed).contains("::error title=serialflex check%3A com.acme.orders.Order old→new::"
                + "com.acme.orders.Order is NONE, short of the required BACKWARD: old→new READ_FAILED");
        assertThat(Files.readString(project.resolve("summary.md"))).startsWith("# serialflex check:")
                .contains("com.acme.orders.Order");
        JsonObject sarif = JsonParser.parseString(Files.readString(project.resolve("target/serialflex-check/check.sarif")))
                .getAsJsonObject();
        assertThat(sarif.get("version").getAsString()).isEqualTo("2.1.0");
        JsonObject result = sarif.getAsJsonArray("runs").get(0).getAsJsonObject().getAsJsonArray("results").get(0)
                .getAsJsonObject();
        assertThat(result.get("ruleId").getAsString()).isEqualTo("serialflex/short-of-required");
        assertThat(result.getAsJsonArray("locations").get(0).getAsJsonObject().getAsJsonObject("physicalLocation")
                .getAsJsonObject("artifactLocation").get("uri").getAsString())
                .endsWith("src/main/java/com/acme/orders/Order.java");
    }

    @Test
    void withoutFormatGithubTheConsoleHasNoWorkflowCommandsAndNoSummary() throws IOException {
        layOutTheProject();
        List<String> command = new ArrayList<>(checkStep().subList(4, checkStep().size()));
        int format = command.indexOf("--format");
        command.subList(format, format + 2).clear();

        Serialflex.run(inTheProject(command).toArray(String[]::new), Terminal.system());

        assertThat(out.toString(StandardCharsets.UTF_8)).doesNotContain("::error").contains("serialflex check: FAILED");
        assertThat(project.resolve("summary.md")).doesNotExist();
        assertThat(project.resolve("target/serialflex-check/check.sarif")).exists();
    }

    @Test
    void workflowCommandsAreEscapedAsGitHubsToolkitEscapesThem() {
        assertThat(GitHubOutput.message("100% sure\nsecond line")).isEqualTo("100%25 sure%0Asecond line");
        assertThat(GitHubOutput.property("a: b, c")).isEqualTo("a%3A b%2C c");
    }

    /** The {@code run:} command of the step named "serialflex check" in docs/check.md's workflow, split as a shell would. */
    private static List<String> checkStep() throws IOException {
        String docs = Files.readString(Path.of(System.getProperty("user.dir")).getParent().resolve("docs/check.md"));
        String workflow = docs.substring(docs.indexOf("<!-- github-workflow -->"));
        workflow = workflow.substring(workflow.indexOf("```yaml"), workflow.indexOf("```", workflow.indexOf("```yaml") + 3));
        List<String> lines = workflow.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).strip().equals("- name: serialflex check")) {
                String run = lines.get(i + 1).strip();
                assertThat(run).startsWith("run: ");
                return words(run.substring("run: ".length()));
            }
        }
        throw new AssertionError("docs/check.md's workflow has no step named serialflex check:\n" + workflow);
    }

    /** {@code text} split at spaces outside quotes, the quotes removed. */
    private static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        char quote = 0;
        for (char c : text.toCharArray()) {
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == ' ') {
                if (!word.isEmpty()) {
                    words.add(word.toString());
                    word.setLength(0);
                }
            } else {
                word.append(c);
            }
        }
        if (!word.isEmpty()) {
            words.add(word.toString());
        }
        return words;
    }

    /**
     * The step's arguments with the project's relative paths resolved in the temporary project, the adapter the
     * tests' own, the kit scores not measured, and the step summary a file of the project's.
     */
    private List<String> inTheProject(List<String> args) {
        List<String> resolved = new ArrayList<>(args);
        for (String pathOption : List.of("--old", "--new", "--sources", "--accepted")) {
            int at = resolved.indexOf(pathOption);
            if (at >= 0) {
                resolved.set(at + 1, project.resolve(resolved.get(at + 1)).toString());
            }
        }
        resolved.set(resolved.indexOf("--adapter") + 1, "check-test-java");
        resolved.addAll(List.of("--measure", "false", "--out", project.resolve("target/serialflex-check").toString(),
                "--step-summary", project.resolve("summary.md").toString()));
        return resolved;
    }

    /** old/orders-1.4.jar, target/classes, src/main/java and serialflex-accepted.json, as the workflow expects. */
    private void layOutTheProject() throws IOException {
        Path oldBuild = Sources.compile(project.resolve("build-old"), OLD);
        Path newBuild = Sources.compile(project.resolve("build-new"), NEW);
        copy(newBuild, project.resolve("target/classes"));
        copy(project.resolve("build-new/sources"), project.resolve("src/main/java"));
        Files.createDirectories(project.resolve("old"));
        try (OutputStream file = Files.newOutputStream(project.resolve("old/orders-1.4.jar"));
             JarOutputStream jar = new JarOutputStream(file);
             Stream<Path> classes = Files.walk(oldBuild)) {
            for (Path path : classes.filter(Files::isRegularFile).toList()) {
                jar.putNextEntry(new JarEntry(oldBuild.relativize(path).toString().replace('\\', '/')));
                jar.write(Files.readAllBytes(path));
                jar.closeEntry();
            }
        }
        Files.writeString(project.resolve("serialflex-accepted.json"), "{\"accepted\": []}");
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path path : files.filter(Files::isRegularFile).toList()) {
                Path target = to.resolve(from.relativize(path).toString());
                Files.createDirectories(target.getParent());
                Files.copy(path, target);
            }
        }
    }
}
