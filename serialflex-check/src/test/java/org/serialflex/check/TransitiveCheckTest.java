package org.serialflex.check;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A transitive check (issue 36, item 5): the new classes against each of several releases in one run, one report,
 * one JUnit XML. Under Java serialization (serialVersionUID kept) 1.3's {@code int cents} became {@code long cents}
 * in 1.4, and 1.5 adds {@code currency}: 1.5 reads 1.4's data, not 1.3's. Checked against 1.4 alone the change
 * passes BACKWARD; against 1.4 and 1.3 it does not, and the report names the release.
 */
class TransitiveCheckTest {

    private static final String MONEY = "package t; public class Money implements java.io.Serializable { "
            + "private static final long serialVersionUID = 1L; %s }";

    @TempDir
    Path dir;

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
    void theBreakWithAnOlderReleaseFailsTheTransitiveCheckAndNotTheOtherInOneReport() throws IOException {
        Path v13 = Sources.compile(dir.resolve("1.3"), MONEY.formatted("int cents;"));
        Path v14 = Sources.compile(dir.resolve("1.4"), MONEY.formatted("long cents;"));
        Path v15 = Sources.compile(dir.resolve("1.5"), MONEY.formatted("long cents; String currency;"));
        List<String> args = List.of("--old", v14.toString(), "--new", v15.toString(), "--roots", "t.Money",
                "--adapter", "check-test-java", "--measure", "false");

        assertThat(CheckMain.run(with(args, "--out", dir.resolve("one").toString()))).as(printed()).isZero();

        Path out = dir.resolve("transitive");
        int status = CheckMain.run(with(args, "--out", out.toString(), "--older", v13.toString()));

        assertThat(status).as(printed()).isEqualTo(1);
        String json = Files.readString(out.resolve("check.json"));
        assertThat(json).contains("\"root\": \"t.Money against " + v14 + "\"").contains("\"root\": \"t.Money against "
                + v13 + "\"");
        assertThat(printed()).contains("t.Money against " + v14 + ": FULL").contains("t.Money against " + v13 + ": NONE")
                .contains("FAILED: t.Money against " + v13 + " is NONE, short of the required BACKWARD");
        String junit = Files.readString(out.resolve(CheckJUnitXml.FILE_NAME));
        assertThat(junit.split("<testcase ", -1)).as("one JUnit XML, a test case per release, root and direction")
                .hasSize(1 + 2 * 2);
    }

    private static String[] with(List<String> args, String... more) {
        List<String> all = new java.util.ArrayList<>(args);
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

    private String printed() {
        return out.toString(StandardCharsets.UTF_8);
    }
}
