package org.serialflex.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.results.json.ResultsJson;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code -Dserialflex.adapters} as the build's report sees it: checked against every module's recorded ids. */
class SelectedAdaptersTest {

    @TempDir
    Path root;

    /** An adapter module whose TCK run recorded {@code ids}; with results for those of them in {@code scored}. */
    private void module(String name, String ids, String... scored) throws IOException {
        Path module = Files.createDirectories(root.resolve("adapters").resolve(name));
        Files.writeString(module.resolve("pom.xml"), "<project/>");
        Files.createDirectories(module.resolve(ResultsInputs.SERVICES_FILE).getParent());
        Files.writeString(module.resolve(ResultsInputs.SERVICES_FILE), "org.example.Adapter\n");
        Path target = Files.createDirectories(module.resolve("target/serialflex/results"));
        if (ids != null) {
            Files.writeString(module.resolve(ResultsInputs.IDS_FILE), ids.replace(",", "\n") + "\n");
        }
        for (String id : scored) {
            ResultsJson.write(switch (id) {
                case "alpha" -> Synthetic.alpha();
                case "beta" -> Synthetic.beta();
                default -> Synthetic.gamma();
            }, target.resolve(id + ".json"));
        }
    }

    private Console report(String adapters) {
        Console console = new Console();
        console.exitCode = console.run("report", "--adapters=" + adapters, root.toString(),
                root.resolve("out").toString());
        return console;
    }

    @Test
    void aMisspelledIdFailsTheBuildListingEveryKnownAdapterOfEveryModule() throws IOException {
        module("alpha-module", "alpha", "alpha");
        module("beta-module", "beta,gamma", "beta");

        Console console = report("alpha,gamma,gamme");

        assertThat(console.exitCode).isEqualTo(1);
        assertThat(console.err()).isEqualTo("matrix-report: ERROR: Unknown adapter id(s) [gamme] in "
                + "--adapters=alpha,gamma,gamme; known adapters: alpha, beta, gamma. Fix the name there, or add the "
                + "adapter module to adapters/pom.xml.\n");
        assertThat(root.resolve("out/index.html")).doesNotExist();
    }

    @Test
    void theMessageNamesWhereTheSelectionWasWrittenAndTheFixOutsideTheKit() throws IOException {
        module("alpha-module", "alpha", "alpha");
        Console console = new Console();
        console.exitCode = console.run("report", "--adapters=alpah",
                "--adapters-from=<adapters>alpah</adapters> of serialflex-maven-plugin's report goal",
                "--outside-the-kit", root.toString(), root.resolve("out").toString());

        assertThat(console.exitCode).isEqualTo(1);
        assertThat(console.err()).isEqualTo("matrix-report: ERROR: Unknown adapter id(s) [alpah] in "
                + "<adapters>alpah</adapters> of serialflex-maven-plugin's report goal; known adapters: alpha. Fix the "
                + "name there, or add the module that holds that adapter to this build (its tests record its ids).\n");
    }

    @Test
    void aModuleWhoseTestsNeverRanIsNamedBecauseItsIdsAreNotKnown() throws IOException {
        module("alpha-module", "alpha", "alpha");
        module("delta-module", null);

        Console console = report("delta");

        assertThat(console.exitCode).isEqualTo(1);
        assertThat(console.err()).contains("Unknown adapter id(s) [delta] in --adapters=delta; known adapters: "
                + "alpha. Not counted: adapters/delta-module, whose tests have not run");
    }

    @Test
    void theMatrixShowsOnlyTheSelectedAdaptersAndNoModuleIsReportedMissingForSkippingThem() throws IOException {
        module("alpha-module", "alpha", "alpha");
        module("beta-module", "beta,gamma", "beta", "gamma");
        module("quiet-module", "quiet");

        Console console = report("gamma");

        assertThat(console.exitCode).isZero();
        assertThat(console.err()).isEmpty();
        assertThat(console.out()).contains("matrix-report: --adapters=gamma: the matrix shows only the "
                + "selected adapters; 2 other results file(s) left out.")
                .contains("serialflex flexibility matrix: 1 adapters");
        assertThat(Files.readString(root.resolve("out/matrix.csv"))).contains("gamma,C01,")
                .doesNotContain("alpha,").doesNotContain("beta,");
    }

    @Test
    void aSelectedModuleWithoutResultsIsStillReportedMissing() throws IOException {
        module("alpha-module", "alpha", "alpha");
        module("beta-module", "beta");

        Console console = report("alpha,beta");

        assertThat(console.exitCode).isZero();
        assertThat(console.err()).contains("No results file in " + root.resolve("adapters/beta-module/target/serialflex/results"));
    }

    @Test
    void noSelectionKeepsEveryAdapter() throws IOException {
        module("alpha-module", "alpha", "alpha");
        module("beta-module", "beta", "beta");

        Console console = report("");

        assertThat(console.exitCode).isZero();
        assertThat(console.out()).contains("serialflex flexibility matrix: 2 adapters").doesNotContain("left out");
    }
}
