package org.serialflex.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.results.json.ResultsJson;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class ReportCommandTest {

    @TempDir
    Path root;

    private Path adapterModule(String name) throws IOException {
        Path module = Files.createDirectories(root.resolve("adapters").resolve(name));
        Files.writeString(module.resolve("pom.xml"), "<project/>");
        Path services = module.resolve(ResultsInputs.SERVICES_FILE);
        Files.createDirectories(services.getParent());
        Files.writeString(services, "org.example." + name + "Adapter\n");
        return module;
    }

    private Path resultsFile(Path module, String adapterId) throws IOException {
        return Files.createDirectories(module.resolve("target/serialflex/results")).resolve(adapterId + ".json");
    }

    @Test
    void aMalformedAndAMissingResultsFileAreNamedAndTheOthersStillRendered() throws IOException {
        ResultsJson.write(Synthetic.alpha(), resultsFile(adapterModule("alpha"), "alpha"));
        Path broken = resultsFile(adapterModule("beta"), "beta");
        Files.writeString(broken, "{ \"schemaVersion\": 1, \"adapterId\": ");
        adapterModule("gamma");
        Path out = root.resolve("out");

        Console console = new Console();
        int code = console.run("report", root.toString(), out.toString());

        assertThat(code).isZero();
        assertThat(console.err())
                .contains("matrix-report: ERROR: Results file " + broken + " is unusable: it is not valid JSON")
                .contains("matrix-report: ERROR: No results file in " + root.resolve("adapters/gamma/target/serialflex/results")
                        + "; run 'mvn -pl adapters/gamma -am verify' to produce it.");
        assertThat(console.out()).contains("serialflex flexibility matrix: 1 adapters, 2 criteria, 3 cases")
                .containsPattern("\\n\\s+1\\s+alpha\\s+1\\.5/2\\s+0\\s+0\\s+1\\.2\\n")
                .contains("Report: " + out.resolve("index.html").toAbsolutePath())
                .containsPattern("Report took \\d+ ms");
        String html = Files.readString(out.resolve("index.html"));
        assertThat(html).contains("data-adapter=\"alpha\"").doesNotContain("data-adapter=\"beta\"")
                .contains("id=\"problems\"")
                .as("the page names files relative to itself, never by the building machine's absolute path")
                .contains(out.toAbsolutePath().relativize(broken.toAbsolutePath()).toString())
                .doesNotContain(broken.toAbsolutePath().toString());
        assertThat(Files.readString(out.resolve("matrix.md")))
                .contains("## Unreadable results (left out)").contains("- Results file " + broken + " is unusable");
        assertThat(Files.readString(out.resolve("matrix.json"))).contains("\"file\": \"" + broken + "\"");
        assertThat(Files.readString(out.resolve("matrix.csv"))).startsWith("adapter,criterion,case,")
                .contains("alpha,C08,").doesNotContain("beta,");
    }

    @Test
    void aModuleUnderAdaptersThatRegistersNoAdapterIsNotReportedMissing() throws IOException {
        ResultsJson.write(Synthetic.alpha(), resultsFile(adapterModule("alpha"), "alpha"));
        Path shared = Files.createDirectories(root.resolve("adapters/shared-config/src/main/java"));
        Files.writeString(shared.getParent().getParent().getParent().resolve("pom.xml"), "<project/>");

        Console console = new Console();
        int code = console.run("report", root.toString(), root.resolve("out").toString());

        assertThat(code).isZero();
        assertThat(console.err()).isEmpty();
        assertThat(console.out()).contains("1 adapters");
    }

    @Test
    void aResultsDirectoryOfSampleFilesNamesTheFileWithTheWrongSchema() {
        Path samples = Path.of("src/test/resources/results").toAbsolutePath();
        Console console = new Console();

        int code = console.run("report", samples.toString(), root.resolve("out").toString());

        assertThat(code).isZero();
        assertThat(console.err()).contains("matrix-report: ERROR: Results file " + samples.resolve("broken.json")
                + " is unusable: its schemaVersion is 99 but this kit reads 1");
        assertThat(console.out()).contains("2 adapters").containsPattern("1\\s+alpha\\s+1\\.5/2")
                .containsPattern("2\\s+gamma\\s+0/1\\s+0\\s+1");
    }

    @Test
    void anExplicitlyNamedFileThatDoesNotExistIsNamed() {
        Path missing = root.resolve("nowhere/kryo.json");
        Console console = new Console();

        int code = console.run("report", Path.of("src/test/resources/results/alpha.json").toString(), missing.toString(),
                root.resolve("out").toString());

        assertThat(code).isZero();
        assertThat(console.err()).contains("Results file " + missing + " is unusable: the file does not exist");
        assertThat(console.out()).contains("1 adapters");
    }

    @Test
    void noResultsAtAllSaysWhereItLookedAndHowToProduceThemAndStillSucceeds() throws IOException {
        adapterModule("alpha");
        Path out = root.resolve("out");
        Console console = new Console();

        int code = console.run("report", root.toString(), out.toString());

        assertThat(code).isZero();
        assertThat(console.out())
                .contains("matrix-report: no results found (searched " + root.resolve("adapters")
                        + "/*/target/serialflex/results/*.json).")
                .contains("'mvn verify' at the project root").contains("'mvn -pl adapters/<name> -am verify'");
        assertThat(console.err()).isEmpty();
        assertThat(Files.readString(out.resolve("index.html"))).contains("id=\"empty\"");
    }

    @Test
    void noResultsFailWhenResultsAreRequired() throws IOException {
        adapterModule("alpha");
        Console console = new Console();

        int code = console.run("report", "--require-results=true", root.toString(), root.resolve("out").toString());

        assertThat(code).isEqualTo(1);
        assertThat(console.err()).contains("no results found").contains("serialflex.report.requireResults=true");
    }

    @Test
    void aDeferredSummaryIsPrintedLaterByTheSummaryCommand() throws IOException {
        ResultsJson.write(Synthetic.gamma(), resultsFile(adapterModule("gamma"), "gamma"));
        Path out = root.resolve("out");

        Console report = new Console();
        assertThat(report.run("report", "--defer-summary", root.toString(), out.toString())).isZero();
        assertThat(report.out()).isEqualTo("matrix-report: wrote " + out.resolve("index.html").toAbsolutePath()
                + " (1 adapters); the summary follows at the end of this module's build.\n");

        Console summary = new Console();
        assertThat(summary.run("summary", out.toString())).isZero();
        assertThat(summary.out()).startsWith("serialflex flexibility matrix: 1 adapters, 1 criteria, 1 cases\n")
                .containsPattern("1\\s+gamma\\s+0/1\\s+0\\s+1\\s+1\\.2\\n");
    }

    @Test
    void badUsageSaysWhatIsMissingAndWhereTheUsageIs() {
        Console console = new Console();

        assertThat(console.run("report", "only-one")).isEqualTo(2);
        assertThat(console.err()).startsWith("serialflex report: ")
                .endsWith("report needs at least one input and an output directory. --help lists the options.\n");
    }

    @Test
    void aBooleanOptionIsTrueOrFalseNotAnyOtherWord() {
        Console console = new Console();

        assertThat(console.run("report", "--require-results=ture", root.toString(), root.resolve("out").toString()))
                .isEqualTo(2);
        assertThat(console.err()).isEqualTo("serialflex report: Invalid value for option '--require-results': 'ture' "
                + "is neither true nor false; give true or false. --help lists the options.\n");
        assertThat(root.resolve("out")).doesNotExist();
    }

    @Test
    void anOptionOfAnotherSubcommandIsRefusedAndNamed() {
        Console console = new Console();

        assertThat(console.run("report", "--fail-on-worse", root.toString(), root.resolve("out").toString()))
                .isEqualTo(2);
        assertThat(console.err()).startsWith("serialflex report: Unknown option: '--fail-on-worse'");
    }

    @Test
    void helpListsTheReportsOptionsAndExitsWithZero() {
        Console console = new Console();

        assertThat(console.run("report", "--help")).isZero();
        assertThat(console.out()).startsWith("Usage: serialflex report [options] <project-root|results-dir|results.json>"
                + "... <out-dir>").contains("--require-results", "--adapters", "--adapters-from", "--outside-the-kit",
                "--defer-summary", "--version");
        assertThat(console.err()).isEmpty();
    }

    @Test
    void theOneCommandListsReportSummaryAndDiff() {
        Console console = new Console();

        assertThat(console.run("--help")).isZero();
        assertThat(console.out()).startsWith("Usage: serialflex [-hV] <subcommand>").contains("report", "summary",
                "diff");
    }
}
