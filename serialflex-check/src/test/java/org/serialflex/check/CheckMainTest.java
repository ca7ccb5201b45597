package org.serialflex.check;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.cli.Serialflex;
import org.serialflex.cli.Terminal;

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
 * The command line: help and version; bad input (picocli's parse errors, the check's own, a class
 * missing from the class path) ends with exit status 2 and one message that names the problem and the
 * fix, no stack trace; every option reaches {@link CheckOptions}, and {@link CheckMain#arguments} gives
 * the options back.
 */
class CheckMainTest {

    @TempDir
    static Path dir;

    private static Path oldClasses;
    private static Path newClasses;
    private static Path priceOld;
    private static Path priceNew;

    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private PrintStream savedErr;
    private PrintStream savedOut;
    private String savedWorldClassPath;

    @BeforeAll
    static void compile() {
        oldClasses = Sources.compile(dir.resolve("old"), "package t; public class Money { long cents; }");
        newClasses = Sources.compile(dir.resolve("new"), "package t; public class Money { long cents; String currency; }");
        String price = "package t; public class Price implements java.io.Serializable { "
                + "private static final long serialVersionUID = 1L; %s cents; }";
        priceOld = Sources.compile(dir.resolve("price-old"), price.formatted("long"));
        priceNew = Sources.compile(dir.resolve("price-new"), price.formatted("int"));
    }

    @BeforeEach
    void captureErrors() {
        savedErr = System.err;
        savedOut = System.out;
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        // CheckMain sets it for the worlds when absent; this JVM's other tests must not inherit it
        savedWorldClassPath = System.getProperty(CheckMain.WORLD_CLASS_PATH);
    }

    @AfterEach
    void restore() {
        System.setErr(savedErr);
        System.setOut(savedOut);
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
                .contains("(adapters found: check-test-java, gson)", "org.serialflex:adapter-<name>",
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
    void aMissingRequiredOptionNamesItAndTheOnesTheCheckNeeds() {
        assertThat(CheckMain.run(new String[] {"--old", oldClasses.toString(), "--new", newClasses.toString(),
                "--roots", "t.Money"})).isEqualTo(2);
        assertThat(errors()).startsWith("serialflex check: Missing required option: '--adapter=<id>'")
                .contains("the check needs at least --old <jar|dir> --new <jar|dir> --roots <pattern> --adapter <id>",
                        "--help lists the options");
    }

    @Test
    void anUnknownRequiredLevelListsTheLevels() {
        assertThat(run("--require", "MAYBE")).isEqualTo(2);
        assertThat(errors()).startsWith("serialflex check: Invalid value for option '--require': 'MAYBE' is none of "
                + "NONE, BACKWARD, FORWARD, FULL");
    }

    @Test
    void noVerdictIsAResultNotARequirement() {
        assertThat(run("--require", "NO_VERDICT")).isEqualTo(2);
        assertThat(errors()).contains("'NO_VERDICT' is none of NONE, BACKWARD, FORWARD, FULL");
    }

    @Test
    void theRequiredLevelIsTakenInAnyCase() {
        assertThat(CheckMain.parse(args("--require", "backward")).required()).isEqualTo(Compatibility.BACKWARD);
    }

    @Test
    void theRequiredLevelIsBackwardUnlessToldOtherwise() {
        assertThat(CheckMain.parse(args()).required()).isEqualTo(Compatibility.BACKWARD)
                .isEqualTo(Compatibility.valueOf(CheckOptions.DEFAULT_REQUIRED));
        assertThat(CheckOptions.of(Path.of("o"), Path.of("n"), List.of("a.B"), "kryo").required())
                .isEqualTo(Compatibility.BACKWARD);
    }

    @Test
    void aChangeNewCodeCannotReadFailsTheCheckByDefaultAndTheLastLineSaysWhatWouldAcceptIt() {
        // cents long → int: Java serialization refuses the stream both ways (incompatible types for field cents)
        assertThat(run("--old", priceOld.toString(), "--new", priceNew.toString(), "--roots", "t.Price")).isEqualTo(1);
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines).anySatisfy(line -> assertThat(line).startsWith("serialflex check: FAILED: t.Price is NONE, "
                + "short of the required BACKWARD: old→new READ_FAILED (").contains("incompatible types for field cents"));
        assertThat(lines.get(lines.size() - 1)).isEqualTo("serialflex check: FAILED the build: t.Price is NONE "
                + "(old→new READ_FAILED), short of the required BACKWARD. To accept it: require NONE (--require NONE, "
                + "<require>NONE</require>).");
        assertThat(lines).noneMatch(line -> line.contains("gates nothing"));
    }

    @Test
    void requireNonePassesTheSameChangeAndSaysItGatesNothing() {
        assertThat(run("--old", priceOld.toString(), "--new", priceNew.toString(), "--roots", "t.Price",
                "--require", "NONE")).isZero();
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines).anySatisfy(line -> assertThat(line).startsWith("  t.Price: NONE; old→new READ_FAILED"));
        assertThat(lines.get(lines.size() - 1)).isEqualTo("serialflex check: require NONE gates nothing: a change new "
                + "code cannot read passes this build (only CORRUPT and a root without verdict fail it). For a gate, "
                + "leave require at its default, BACKWARD, or set FULL.");
    }

    @Test
    void measuringKitScoresSaysWhatItCostAndKeepsTheKitsOwnSummariesForDebug() {
        String[] check = args("--old", priceOld.toString(), "--new", priceNew.toString(), "--roots", "t.Price",
                "--require", "NONE", "--measure", "true");
        assertThat(CheckMain.run(check)).isZero();
        String quiet = out.toString(StandardCharsets.UTF_8);
        assertThat(quiet).containsPattern("serialflex check: kit scores of C08 measured now: \\d+ kit cases in ")
                .doesNotContain("history probe").doesNotContain("serialflex: check-test-java")
                .doesNotContain(CheckLauncher.DEBUG_LINE);
        out.reset();
        System.setProperty(CheckLauncher.DEBUG_PROPERTY, "true");
        try {
            assertThat(CheckMain.run(check)).isZero();
        } finally {
            System.clearProperty(CheckLauncher.DEBUG_PROPERTY);
        }
        // the same run's world-sharing line, marked for the Maven goal to log at debug level
        assertThat(out.toString(StandardCharsets.UTF_8).lines())
                .anySatisfy(line -> assertThat(line).startsWith(CheckLauncher.DEBUG_LINE + "serialflex: check-test-java: ")
                        .contains("worlds"));
    }

    @Test
    void aBooleanIsTrueOrFalseNotAnyOtherWord() {
        assertThat(run("--measure", "ture")).isEqualTo(2);
        assertThat(errors()).startsWith("serialflex check: Invalid value for option '--measure': 'ture' is neither "
                + "true nor false; give true or false");
    }

    @Test
    void theDocumentedBooleanFormsStillWork() {
        assertThat(CheckMain.parse(args("--measure", "false")).measure()).isFalse();
        assertThat(CheckMain.parse("--old", "o", "--new", "n", "--roots", "a.B", "--adapter", "kryo", "--measure=false",
                "--fail-on-corrupt=true")).extracting(CheckOptions::measure, CheckOptions::failOnCorrupt)
                .containsExactly(false, true);
        assertThat(CheckMain.parse(args("--fail-on-corrupt", "FALSE")).failOnCorrupt()).isFalse();
    }

    @Test
    void aNumberThatIsNoNumberSaysSo() {
        assertThat(run("--samples", "three")).isEqualTo(2);
        assertThat(errors()).startsWith("serialflex check: Invalid value for option '--samples': 'three' is not a "
                + "whole number");
    }

    @Test
    void noSamplesIsBadInput() {
        assertThat(run("--samples", "0")).isEqualTo(2);
        assertThat(errors()).startsWith("serialflex check: --samples 0 writes nothing; give 1 or more.");
    }

    @Test
    void anUnknownOptionIsNamed() {
        assertThat(run("--colour", "red")).isEqualTo(2);
        assertThat(errors()).startsWith("serialflex check: Unknown options: '--colour', 'red'")
                .contains("--help lists the options");
    }

    @Test
    void aValueWithoutAFieldSaysWhatItNeeds() {
        assertThat(run("--set", "EUR")).isEqualTo(2);
        assertThat(errors()).contains("'--set'", "KEY=VALUE", "EUR");
    }

    @Test
    void aWriterLibraryThatIsNoCoordinatesSaysSo() {
        assertThat(run("--writer-library", "kryo-5.5.0")).isEqualTo(2);
        assertThat(errors()).startsWith("serialflex check: --writer-library kryo-5.5.0 is not group:artifact:version");
    }

    @Test
    void helpPrintsTheUsageAndEveryOption() {
        assertThat(CheckMain.run(new String[] {"--help"})).isZero();
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
        String help = out.toString(StandardCharsets.UTF_8);
        assertThat(help).startsWith("Usage: serialflex check --old=<jar|dir> --new=<jar|dir>");
        assertThat(help.replaceAll("\\s+", " ")).as(help)
                .contains("--old", "--new", "--roots", "--adapter", "--results", "--scores-of", "--measure=<true|false>",
                        "--out", "--seed", "--samples", "--timeout-millis", "--require", "--fail-on-corrupt",
                        "--writer-library=<group:artifact:version>", "--accept-no-verdict", "--exclude", "--set",
                        "--instancio-settings", "com.acme.Page<java.lang.String>", "(com.acme.**)",
                        "BACKWARD (new code reads what old code stored), FORWARD, FULL",
                        "NONE (a report that gates nothing; default: BACKWARD)", "Exit status: 0 passed, 1 failed");
    }

    @Test
    void theOneSerialflexCommandRunsTheCheckAsItsSubcommand() {
        assertThat(Serialflex.run(new String[] {"check", "--old", oldClasses.toString(), "--new", newClasses.toString(),
                "--roots", "t.Money", "--adapter", "kryo"}, Terminal.system())).isEqualTo(2);
        assertThat(errors()).startsWith("serialflex check: No adapter with id 'kryo' is on the check's class path");
        err.reset();
        assertThat(Serialflex.run(new String[] {"check", "--measure", "ture"}, Terminal.system())).isEqualTo(2);
        assertThat(errors()).startsWith("serialflex check: Invalid value for option '--measure': 'ture' is neither "
                + "true nor false");
    }

    @Test
    void versionPrintsTheKitsVersion() {
        assertThat(CheckMain.run(new String[] {"--version"})).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8))
                .startsWith("serialflex check " + System.getProperty("serialflex.kitVersion") + System.lineSeparator())
                .contains("Java " + System.getProperty("java.version"));
    }

    @Test
    void everyOptionReachesTheCheckOptions() {
        CheckOptions options = CheckMain.parse("--old", "old.jar", "--new", "classes", "--roots", "a.B,a.C",
                "--roots", "a.Page<java.lang.String>", "--adapter", "kryo", "--writer-library",
                "com.esotericsoftware:kryo:5.5.0", "--accept-no-verdict", "a.B,a.C", "--exclude", "a.B.notes",
                "--exclude", "a.Audit", "--set", "a.B.currency=EUR", "--set", "a.Money=1=2", "--instancio-settings",
                "instancio.properties", "--results", "r1.json," + "r2" + java.io.File.pathSeparator + "r3",
                "--samples", "5", "--seed", "7", "--timeout-millis", "1500", "--require", "FULL",
                "--fail-on-corrupt", "false", "--measure", "false", "--out", "reports");
        assertThat(options).isEqualTo(new CheckOptions(Path.of("old.jar"), Path.of("classes"),
                List.of("a.B", "a.C", "a.Page<java.lang.String>"), "kryo", List.of(Path.of("r1.json"), Path.of("r2"),
                Path.of("r3")), "kryo", false, Path.of("reports"), 7, 5, java.time.Duration.ofMillis(1500), false,
                Compatibility.FULL, java.util.Optional.of("com.esotericsoftware:kryo:5.5.0"), java.util.Set.of("a.B", "a.C"),
                List.of("a.B.notes", "a.Audit"), java.util.Map.of("a.B.currency", "EUR", "a.Money", "1=2"),
                java.util.Optional.of(Path.of("instancio.properties"))));
    }

    @Test
    void theArgumentsOfOptionsParseBackToTheSameOptions() {
        CheckOptions options = new CheckOptions(Path.of("old dir/a.jar"), Path.of("classes"),
                List.of("a.B", "a.Pair<a.X,a.Y>", "a.**"), "fory-team", List.of(Path.of("r1.json")), "fory-compatible",
                false, Path.of("out"), 9, 4, java.time.Duration.ofMillis(2500), false, Compatibility.BACKWARD,
                java.util.Optional.of("org.apache.fory:fory-core:0.12.0"), java.util.Set.of("a.B"),
                List.of("a.B.notes"), java.util.Map.of("a.B.currency", "EUR, or not"),
                java.util.Optional.of(Path.of("i.properties")));
        assertThat(CheckMain.parse(CheckMain.arguments(options).toArray(String[]::new))).isEqualTo(options);
        assertThat(CheckMain.parse("--old", "o", "--new", "n", "--adapter", "kryo", "--roots",
                "a.B, a.Pair<a.X,a.Map<a.K,a.V>>,a.c.**").roots()).containsExactly("a.B", "a.Pair<a.X,a.Map<a.K,a.V>>", "a.c.**");
        CheckOptions defaults = CheckOptions.of(Path.of("o"), Path.of("n"), List.of("a.B"), "kryo");
        assertThat(CheckMain.parse(CheckMain.arguments(defaults).toArray(String[]::new))).isEqualTo(defaults);
        assertThat(CheckMain.parse("--old", "o", "--new", "n", "--roots", "a.B", "--adapter", "kryo"))
                .as("the command line's defaults are CheckOptions.of's").isEqualTo(defaults);
    }

    @Test
    void aClassMissingFromTheClassPathNamesItAndTheFix() {
        // t.Invoice's field is of a library class that the check's class path does not hold (a DTO's own dependency)
        String currency = "package lib; public class Currency { String code; }";
        String invoice = "package t; public class Invoice { lib.Currency currency; long cents; }";
        Path oldInvoice = withoutLibrary(Sources.compile(dir.resolve("old-invoice"), invoice, currency));
        Path newInvoice = withoutLibrary(Sources.compile(dir.resolve("new-invoice"),
                invoice.replace("long cents;", "long cents; int version;"), currency));

        assertThat(CheckMain.run(new String[] {"--old", oldInvoice.toString(), "--new", newInvoice.toString(),
                "--roots", "t.Invoice", "--adapter", "check-test-java", "--measure", "false", "--samples", "1",
                "--out", dir.resolve("out-invoice").toString()})).isEqualTo(2);
        assertThat(errors()).startsWith("serialflex check: The class lib.Currency, which t.Invoice needs, is not on the "
                + "check's class path").contains("Add the jar that holds lib.Currency to the check's class path: on the "
                + "command line -cp, with the Maven goal a project dependency");
    }

    /** {@code classes} without the library's classes, as a team's build output is without its dependencies'. */
    private static Path withoutLibrary(Path classes) {
        try (var files = Files.walk(classes.resolve("lib"))) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        assertThat(classes.resolve("lib")).doesNotExist();
        return classes;
    }

    @Test
    void aLinkageErrorAnywhereInTheCausesIsBadInputAndOtherErrorsAreNot() {
        assertThat(CheckMain.badInput(new IllegalStateException("world", new NoClassDefFoundError("org/joda/time/LocalDate"))))
                .startsWith("The class org.joda.time.LocalDate is missing from the check's class path (NoClassDefFoundError)");
        assertThat(CheckMain.badInput(new IncompatibleClassChangeError("Found interface a.B, but class was expected")))
                .startsWith("A class could not be linked (java.lang.IncompatibleClassChangeError: Found interface a.B");
        assertThat(CheckMain.badInput(new IllegalStateException("a bug"))).isNull();
    }

    /** A check of t.Money with the test adapter, {@code overrides} replacing options of the same name. */
    private int run(String... overrides) {
        return CheckMain.run(args(overrides));
    }

    /** The arguments of a check of t.Money with the test adapter, {@code overrides} replacing options of the same name. */
    private static String[] args(String... overrides) {
        List<String> args = new ArrayList<>(List.of("--old", oldClasses.toString(), "--new", newClasses.toString(),
                "--roots", "t.Money", "--adapter", "check-test-java", "--measure", "false",
                "--out", dir.resolve("out").toString()));
        for (int i = 0; i < overrides.length; i += 2) {
            int at = args.indexOf(overrides[i]);
            if (at >= 0) {
                args.set(at + 1, overrides[i + 1]);
            } else if (i + 1 < overrides.length) {
                args.addAll(List.of(overrides[i], overrides[i + 1]));
            } else {
                args.add(overrides[i]);
            }
        }
        return args.toArray(String[]::new);
    }

    /** What the check printed to standard error: one line, never a stack trace. */
    private String errors() {
        String printed = err.toString(StandardCharsets.UTF_8);
        assertThat(printed.lines()).as(printed).hasSize(1).noneMatch(line -> line.startsWith("\tat "));
        return printed;
    }
}
