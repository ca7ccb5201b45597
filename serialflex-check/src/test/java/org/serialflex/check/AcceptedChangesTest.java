package org.serialflex.check;

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
 * The team's accepted changes (issue 36, item 6): an accepted break passes with its reason in the report; an entry
 * that no longer occurs fails the check ("accepted break no longer occurs: remove it"); a root without verdict is
 * accepted there too; an entry without a reason is bad input. {@code Price.cents} long → int under Java
 * serialization breaks both ways (the serialVersionUID is kept, the field's type is not); {@code Money} gains a
 * field, which Java serialization reads both ways.
 */
class AcceptedChangesTest {

    @TempDir
    static Path dir;

    private static Path priceOld;
    private static Path priceNew;
    private static Path moneyOld;
    private static Path moneyNew;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private PrintStream savedOut;
    private PrintStream savedErr;

    @BeforeAll
    static void compile() {
        String price = "package t; public class Price implements java.io.Serializable { "
                + "private static final long serialVersionUID = 1L; %s cents; }";
        priceOld = Sources.compile(dir.resolve("price-old"), price.formatted("long"));
        priceNew = Sources.compile(dir.resolve("price-new"), price.formatted("int"));
        String money = "package t; public class Money implements java.io.Serializable { "
                + "private static final long serialVersionUID = 1L; long cents; %s }";
        moneyOld = Sources.compile(dir.resolve("money-old"), money.formatted(""));
        moneyNew = Sources.compile(dir.resolve("money-new"), money.formatted("String currency;"));
    }

    @BeforeEach
    void capture() {
        savedOut = System.out;
        savedErr = System.err;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restore() {
        System.setOut(savedOut);
        System.setErr(savedErr);
    }

    @Test
    void withoutTheFileTheBreakFailsTheCheck() {
        assertThat(check(priceOld, priceNew, "t.Price", "none")).as(printed()).isEqualTo(1);
        assertThat(printed()).contains("t.Price is NONE, short of the required BACKWARD");
    }

    @Test
    void anAcceptedBreakPassesWithItsReasonInTheReport() throws IOException {
        Path accepted = write("accepted.json", """
                {"accepted": [
                  {"root": "t.Price", "direction": "old->new", "outcome": "READ_FAILED",
                   "reason": "prices are cached for an hour; the cache is flushed on deploy"}
                ]}""");

        int status = check(priceOld, priceNew, "t.Price", accepted.toString());

        assertThat(status).as(printed()).isZero();
        assertThat(printed()).contains("serialflex check: accepted: t.Price old→new READ_FAILED: prices are cached "
                + "for an hour; the cache is flushed on deploy");
        Path report = dir.resolve("out-" + accepted.getFileName());
        assertThat(Files.readString(report.resolve("check.md"))).contains("## Accepted changes")
                .contains("| `t.Price` | old→new | READ_FAILED | prices are cached for an hour; the cache is flushed on "
                        + "deploy | yes |");
        assertThat(Files.readString(report.resolve("check.json"))).contains("\"reason\": \"prices are cached for an "
                + "hour; the cache is flushed on deploy\"").contains("\"occurs\": true");
    }

    @Test
    void anAcceptedBreakThatNoLongerOccursFailsTheCheck() throws IOException {
        Path accepted = write("stale.json", """
                {"accepted": [
                  {"root": "t.Money", "direction": "old→new", "outcome": "READ_FAILED", "reason": "was a break once"}
                ]}""");

        int status = check(moneyOld, moneyNew, "t.Money", accepted.toString());

        assertThat(status).as(printed()).isEqualTo(1);
        assertThat(printed()).contains("serialflex check: FAILED: accepted break no longer occurs: remove it from "
                + accepted + ": t.Money old→new READ_FAILED, accepted because: was a break once");
        assertThat(Files.readString(dir.resolve("out-stale.json").resolve("check.md"))).contains("**no: remove it**");
    }

    @Test
    void theSameCheckPassesOnceTheStaleEntryIsRemoved() throws IOException {
        Path accepted = write("empty.json", "{\"accepted\": []}");

        assertThat(check(moneyOld, moneyNew, "t.Money", accepted.toString())).as(printed()).isZero();
    }

    @Test
    void anEntryWithoutAReasonIsBadInput() throws IOException {
        Path accepted = write("no-reason.json", """
                {"accepted": [{"root": "t.Price", "direction": "old->new", "outcome": "READ_FAILED"}]}""");

        assertThat(check(priceOld, priceNew, "t.Price", accepted.toString())).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("Entry 1 of the accepted changes " + accepted
                + " (t.Price) has no \"reason\"; say why the team accepts it");
    }

    @Test
    void aRootWithoutVerdictIsAcceptedInTheFileToo() {
        AcceptedChanges.Entry entry = new AcceptedChanges.Entry("t.Order", java.util.Optional.empty(), "NO_VERDICT",
                java.util.Optional.empty(), "the adapter cannot take Order: known");
        DirectionResult noVerdict = new DirectionResult(Direction.OLD_TO_NEW, DirectionResult.Status.NO_VERDICT, null,
                "the old→old control: ...", 0, 0);
        DirectionResult passed = new DirectionResult(Direction.NEW_TO_OLD, DirectionResult.Status.JUDGED,
                org.serialflex.results.Outcome.PASS, null, 3, 3);
        RootResult order = new RootResult("t.Order", "t.Order", Compatibility.NO_VERDICT, noVerdict, passed, passed,
                passed, List.of(), List.of(), List.of(), false);

        assertThat(entry.matches(order, noVerdict)).isTrue();
        assertThat(entry.matches(order, passed)).isFalse();
    }

    private int check(Path old, Path now, String root, String accepted) {
        List<String> args = new ArrayList<>(List.of("--old", old.toString(), "--new", now.toString(), "--roots", root,
                "--adapter", "check-test-java", "--measure", "false",
                "--out", dir.resolve("out-" + Path.of(accepted).getFileName()).toString()));
        if (!accepted.equals("none")) {
            args.addAll(List.of("--accepted", accepted));
        }
        return CheckMain.run(args.toArray(String[]::new));
    }

    private static Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    private String printed() {
        return out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
    }
}
