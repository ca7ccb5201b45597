package org.serialflex.check;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.results.Outcome;

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
 * Bad input to the command line: exit status 2 and one message that names the problem and the fix,
 * no stack trace. Every case here fails before a world exists.
 */
class CheckMainTest {

    @TempDir
    static Path dir;

    private static Path oldClasses;
    private static Path newClasses;

    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private PrintStream savedErr;
    private String savedWorldClassPath;

    @BeforeAll
    static void compile() {
        oldClasses = Sources.compile(dir.resolve("old"), "package t; public class Money { long cents; }");
        newClasses = Sources.compile(dir.resolve("new"), "package t; public class Money { long cents; String currency; }");
    }

    @BeforeEach
    void captureErrors() {
        savedErr = System.err;
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        // CheckMain sets it for the worlds when absent; this JVM's other tests must not inherit it
        savedWorldClassPath = System.getProperty(CheckMain.WORLD_CLASS_PATH);
    }

    @AfterEach
    void restore() {
        System.setErr(savedErr);
        if (savedWorldClassPath == null) {
            System.clearProperty(CheckMain.WORLD_CLASS_PATH);
        } else {
            System.setProperty(CheckMain.WORLD_CLASS_PATH, savedWorldClassPath);
        }
    }

    @Test
    void anUnknownAdapterIdNamesTheAdaptersFoundAndHowToAddOne() {
        assertThat(run("--adapter", "kryo")).isEqualTo(2);
        assertThat(errors()).startsWith("serialflex check: No adapter with id 'kryo' is on the check's class path")
                .contains("(adapters found: check-test-java)", "org.serialflex:adapter-<name>",
                        "<useProjectClassPath>true</useProjectClassPath>");
    }

    @Test
    void aRootClassInNeitherVersionSaysWhatToCheck() {
        assertThat(run("--roots", "t.Mony")).isEqualTo(2);
        assertThat(errors()).startsWith("serialflex check: Root class t.Mony is in neither the old nor the new classes")
                .contains("check the name (binary name, Outer$Inner for a nested class) or the old and new locations");
    }

    @Test
    void aMissingOldLocationNamesItAndWhatToGiveInstead() {
        Path missing = dir.resolve("orders-1.4.jar");
        assertThat(run("--old", missing.toString())).isEqualTo(2);
        assertThat(errors()).startsWith("serialflex check: The old classes " + missing + " do not exist")
                .contains("give a directory of class files, a jar, or (serialflex:check) Maven coordinates");
    }

    @Test
    void anOldFileThatIsNoJarSaysSo() throws IOException {
        Path notAJar = Files.writeString(dir.resolve("notes.jar"), "not a zip");
        assertThat(run("--old", notAJar.toString())).isEqualTo(2);
        assertThat(errors()).startsWith("serialflex check: Cannot read " + notAJar + " as a jar")
                .contains("give a jar or a directory of class files");
    }

    @Test
    void anEmptyNewDirectoryAsksWhetherTheModuleWasCompiled() throws IOException {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        assertThat(run("--new", empty.toString())).isEqualTo(2);
        assertThat(errors()).startsWith("serialflex check: The new classes " + empty + " hold no class file")
                .contains("was the module compiled (mvn compile)?");
    }

    @Test
    void aMissingRequiredOptionShowsTheUsage() {
        assertThat(CheckMain.run(new String[] {"--old", oldClasses.toString(), "--new", newClasses.toString(),
                "--roots", "t.Money"})).isEqualTo(2);
        assertThat(errors()).startsWith("serialflex check: Missing --adapter; usage: --old <jar|dir> --new <jar|dir>");
    }

    @Test
    void anUnknownRequiredLevelListsTheLevels() {
        assertThat(run("--require", "COMPATIBLE")).isEqualTo(2);
        assertThat(errors()).startsWith("serialflex check: --require COMPATIBLE is none of [NONE, FORWARD, BACKWARD, FULL]");
    }

    /** A check of t.Money with the test adapter, {@code overrides} replacing options of the same name. */
    private int run(String... overrides) {
        List<String> args = new ArrayList<>(List.of("--old", oldClasses.toString(), "--new", newClasses.toString(),
                "--roots", "t.Money", "--adapter", "check-test-java", "--measure", "false",
                "--out", dir.resolve("out").toString()));
        for (int i = 0; i < overrides.length; i += 2) {
            int at = args.indexOf(overrides[i]);
            if (at >= 0) {
                args.set(at + 1, overrides[i + 1]);
            } else {
                args.addAll(List.of(overrides[i], overrides[i + 1]));
            }
        }
        return CheckMain.run(args.toArray(String[]::new));
    }

    /** What the check printed to standard error: one line, never a stack trace. */
    private String errors() {
        String printed = err.toString(StandardCharsets.UTF_8);
        assertThat(printed.lines()).as(printed).hasSize(1).noneMatch(line -> line.startsWith("\tat "));
        return printed;
    }
}
