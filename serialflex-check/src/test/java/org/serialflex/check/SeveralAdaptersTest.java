package org.serialflex.check;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A team with two formats checks both in one run (issue 36 item 8): {@code --adapter gson,check-test-java} on a
 * change JSON carries and Java serialization breaks (a field added to a Serializable class without a
 * serialVersionUID: the computed one changes, and the JDK refuses the stream both ways). One report, a column per
 * adapter, the build failing on the breaking adapter alone; an accepted change can name its adapter.
 */
class SeveralAdaptersTest {

    @TempDir
    static Path dir;

    private static Path oldClasses;
    private static Path newClasses;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private PrintStream savedOut;
    private String savedWorldClassPath;

    @BeforeAll
    static void compile() {
        String money = "package t; public class Money implements java.io.Serializable { long cents; %s }";
        oldClasses = Sources.compile(dir.resolve("old"), money.formatted(""));
        newClasses = Sources.compile(dir.resolve("new"), money.formatted("String currency;"));
    }

    @BeforeEach
    void captureOut() {
        savedOut = System.out;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        savedWorldClassPath = System.getProperty(CheckMain.WORLD_CLASS_PATH);
    }

    @AfterEach
    void restore() {
        System.setOut(savedOut);
        if (savedWorldClassPath == null) {
            System.clearProperty(CheckMain.WORLD_CLASS_PATH);
        } else {
            System.setProperty(CheckMain.WORLD_CLASS_PATH, savedWorldClassPath);
        }
    }

    @Test
    void oneReportWithAColumnPerAdapterFailsNamingTheAdapterThatBreaks() throws IOException {
        Path report = dir.resolve("both");

        assertThat(CheckMain.run(args(report, "--adapter", "gson,check-test-java"))).isEqualTo(1);

        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines).filteredOn(line -> line.startsWith("serialflex check: FAILED: ")).singleElement()
                .satisfies(line -> assertThat(line).startsWith("serialflex check: FAILED: t.Money with check-test-java "
                        + "is NONE, short of the required BACKWARD: old→new READ_FAILED"));
        assertThat(lines).anySatisfy(line -> assertThat(line).startsWith("  t.Money with gson: FULL"));
        String md = Files.readString(report.resolve(CheckReportFiles.MARKDOWN));
        assertThat(md).contains("## Verdicts by adapter\n")
                .contains("**Overall: NONE** · 1 root class · 2 adapters · 1 changed class")
                .contains("| root | `gson` | `check-test-java` |\n|---|---|---|\n")
                .containsPattern("\\| `Money` \\| FULL: old→new PASS[^|]*, new→old PASS[^|]* \\| \\*\\*NONE\\*\\*: "
                        + "old→new READ_FAILED[^|]*, new→old READ_FAILED[^|]* \\|\n");
        assertThat(md.indexOf("## Verdicts by adapter")).isLessThan(md.indexOf("## Verdicts\n"));
        String html = Files.readString(report.resolve(CheckReportFiles.HTML));
        assertThat(html).contains("<h2 id=\"by-adapter\">Verdicts by adapter</h2>")
                .contains("<th>root</th><th><code>gson</code></th><th><code>check-test-java</code></th>");
        JsonObject json = JsonParser.parseString(Files.readString(report.resolve(CheckReportFiles.JSON)))
                .getAsJsonObject();
        assertThat(json.get("overall").getAsString()).isEqualTo("NONE");
        assertThat(json.getAsJsonArray("roots").asList()).extracting(r -> r.getAsJsonObject().get("adapter")
                .getAsString() + " " + r.getAsJsonObject().get("verdict").getAsString())
                .containsExactly("gson FULL", "check-test-java NONE");
        String junit = Files.readString(report.resolve(CheckJUnitXml.FILE_NAME));
        assertThat(junit).contains("name=\"Money with gson old→new\"").contains("name=\"Money with check-test-java old→new\"");
    }

    @Test
    void githubAnnotationsSarifAndTheStepSummaryNameTheAdapter() throws IOException {
        Path report = dir.resolve("github");
        Path summary = dir.resolve("summary.md");

        assertThat(CheckMain.run(args(report, "--adapter", "gson,check-test-java", "--format", "github",
                "--step-summary", summary.toString()))).isEqualTo(1);

        assertThat(out.toString(StandardCharsets.UTF_8).lines().filter(line -> line.startsWith("::error")))
                .singleElement().satisfies(line -> assertThat(line).startsWith("::error title=serialflex check%3A "
                        + "t.Money with check-test-java old→new::t.Money with check-test-java is NONE"));
        assertThat(Files.readString(summary)).contains("## Verdicts by adapter");
        assertThat(Files.readString(report.resolve("check.sarif")))
                .contains("\"text\": \"t.Money with check-test-java is NONE, short of the required BACKWARD");
    }

    @Test
    void anAcceptedChangeNamingItsAdapterAcceptsThatAdaptersBreakAlone() throws IOException {
        Path accepted = dir.resolve("accepted-java.json");
        Files.writeString(accepted, acceptedFile("check-test-java"));

        assertThat(CheckMain.run(args(dir.resolve("accepted"), "--adapter", "gson,check-test-java",
                "--accepted", accepted.toString()))).isZero();

        assertThat(out.toString(StandardCharsets.UTF_8)).contains("serialflex check: accepted: t.Money old→new "
                + "READ_FAILED with check-test-java: JDK-serialized sessions are dropped on deploy");
        assertThat(Files.readString(dir.resolve("accepted").resolve(CheckReportFiles.MARKDOWN)))
                .contains("| `t.Money` with `check-test-java` | old→new | READ_FAILED |");
    }

    @Test
    void anAcceptedChangeNamingTheOtherAdapterAcceptsNothingAndIsStale() throws IOException {
        Path accepted = dir.resolve("accepted-gson.json");
        Files.writeString(accepted, acceptedFile("gson"));

        assertThat(CheckMain.run(args(dir.resolve("stale"), "--adapter", "gson,check-test-java",
                "--accepted", accepted.toString()))).isEqualTo(1);

        List<String> failed = out.toString(StandardCharsets.UTF_8).lines()
                .filter(line -> line.startsWith("serialflex check: FAILED: ")).toList();
        assertThat(failed).hasSize(2);
        assertThat(failed.get(0)).startsWith("serialflex check: FAILED: t.Money with check-test-java is NONE");
        assertThat(failed.get(1)).startsWith("serialflex check: FAILED: accepted break no longer occurs: remove it")
                .contains("t.Money old→new READ_FAILED with gson");
    }

    @Test
    void anEntryWithoutAdapterAcceptsTheBreakOfAnyAdapterAndIsStaleOnlyWhenNoneHasIt() throws IOException {
        Path accepted = dir.resolve("accepted-any.json");
        Files.writeString(accepted, acceptedFile(null));

        assertThat(CheckMain.run(args(dir.resolve("any"), "--adapter", "gson,check-test-java",
                "--accepted", accepted.toString()))).isZero();
    }

    @Test
    void oneAdapterGivesTheReportOfOneAdapter() throws IOException {
        assertThat(CheckMain.run(args(dir.resolve("one"), "--adapter", "gson"))).isZero();

        String md = Files.readString(dir.resolve("one").resolve(CheckReportFiles.MARKDOWN));
        assertThat(md).doesNotContain("Verdicts by adapter").doesNotContain("with gson");
        JsonObject json = JsonParser.parseString(Files.readString(dir.resolve("one").resolve(CheckReportFiles.JSON)))
                .getAsJsonObject();
        assertThat(json.has("adapters")).isFalse();
        assertThat(json.getAsJsonArray("roots").asList()).map(JsonElement::getAsJsonObject)
                .allSatisfy(r -> assertThat(r.has("adapter")).isFalse());
    }

    @Test
    void theArgumentsOfSeveralAdaptersParseBackToTheSameOptions() {
        CheckOptions options = CheckMain.parse(args(dir.resolve("x"), "--adapter", "gson", "--adapter", "check-test-java"));

        assertThat(options.adapterIds()).containsExactly("gson", "check-test-java");
        assertThat(CheckMain.parse(CheckMain.arguments(options).toArray(String[]::new))).isEqualTo(options);
    }

    @Test
    void anAdapterNamedTwiceIsBadInput() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream savedErr = System.err;
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            assertThat(CheckMain.run(args(dir.resolve("twice"), "--adapter", "gson,gson"))).isEqualTo(2);
        } finally {
            System.setErr(savedErr);
        }
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("name one adapter twice; give each adapter once.");
    }

    private static String acceptedFile(String adapter) {
        return "{\"accepted\": [{\"root\": \"t.Money\", \"direction\": \"old->new\", \"outcome\": \"READ_FAILED\", "
                + (adapter == null ? "" : "\"adapter\": \"" + adapter + "\", ")
                + "\"reason\": \"JDK-serialized sessions are dropped on deploy\"}]}";
    }

    private static String[] args(Path out, String... more) {
        List<String> args = new ArrayList<>(List.of("--old", oldClasses.toString(), "--new", newClasses.toString(),
                "--roots", "t.Money", "--measure", "false", "--out", out.toString()));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }
}
