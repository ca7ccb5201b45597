package org.serialflex.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.json.ResultsJson;
import org.serialflex.results.Outcome;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.report.Synthetic.adapter;
import static org.serialflex.report.Synthetic.criterion;
import static org.serialflex.report.Synthetic.kase;

class DiffCommandTest {

    @TempDir
    Path dir;

    private Path matrixFile(String name, List<AdapterResults> adapters) {
        Path out = dir.resolve(name);
        ReportCommand.write(Matrix.of(adapters, List.of(), "test", Synthetic.GENERATED_AT), out);
        return out.resolve("matrix.json");
    }

    /** alpha whose C01 case now fails to read. */
    private static AdapterResults alphaWorse() {
        AdapterResults alpha = Synthetic.alpha();
        return adapter("alpha", "Alpha JSON", "org.example:alpha:1.1",
                criterion("C01", "Plain objects, no questions asked",
                        kase("C01.plain.same", "plain bean (same)", "v1", "v1", Outcome.READ_FAILED,
                                "com.example.AlphaException: no creator for Plain", null)),
                alpha.criteria().get(1));
    }

    /** gamma whose crash is fixed, plus a new case. */
    private static AdapterResults gammaBetter() {
        return adapter("gamma", "Gamma", "org.example:gamma:3.1",
                criterion("C01", "Plain objects, no questions asked",
                        kase("C01.plain.same", "plain bean (same)", "v1", "v1", Outcome.PASS, null, 30),
                        kase("C01.plain.nulls", "all fields null", "v1", "v1", Outcome.PASS, null, 8)));
    }

    @Test
    void aVerdictThatGotWorseIsListedAndFailsWithFailOnWorse() {
        Path before = matrixFile("before", List.of(Synthetic.alpha(), Synthetic.beta()));
        Path after = matrixFile("after", List.of(alphaWorse(), Synthetic.beta()));

        Console console = new Console();
        int code = console.run("diff", before.toString(), after.toString(), "--fail-on-worse");

        assertThat(code).isEqualTo(1);
        assertThat(console.out())
                .contains("  WORSE   alpha  C01  C01.plain.same  PASS → READ_FAILED\n"
                        + "          evidence: com.example.AlphaException: no creator for Plain\n")
                .contains("Changed scores (1):\n  WORSE   alpha  C01  1 → 0\n")
                .contains("Changed totals (1):\n  WORSE   alpha  total  1.5 → 0.5\n")
                .contains("Summary: 1 changed verdicts (1 worse, 0 better), 1 changed scores (1 dropped)");
        assertThat(console.err()).contains("FAILED (--fail-on-worse)");
    }

    @Test
    void withoutFailOnWorseAWorseVerdictIsOnlyReported() {
        Path before = matrixFile("before", List.of(Synthetic.alpha()));
        Path after = matrixFile("after", List.of(alphaWorse()));

        Console console = new Console();

        assertThat(console.run("diff", before.toString(), after.toString())).isZero();
        assertThat(console.out()).contains("WORSE   alpha  C01  C01.plain.same  PASS → READ_FAILED");
    }

    @Test
    void aBetterVerdictIsListedAndPasses() {
        Path before = matrixFile("before", List.of(Synthetic.beta(), Synthetic.gamma()));
        Path after = matrixFile("after", List.of(Synthetic.beta(), gammaBetter(), Synthetic.alpha()));

        Console console = new Console();
        int code = console.run("diff", before.toString(), after.toString(), "--fail-on-worse");

        assertThat(code).isZero();
        assertThat(console.out())
                .contains("  better  gamma  C01  C01.plain.same  PASS".replace("PASS", "CRASH → PASS") + "\n"
                        + "          before:   java.lang.StackOverflowError\n")
                .contains("Changed scores (1):\n  better  gamma  C01  0 → 1\n")
                .contains("Adapters added (1): alpha\n")
                .contains("Cases added (1):\n  gamma  C01  C01.plain.nulls\n");
        assertThat(console.err()).isEmpty();
    }

    @Test
    void removedAdaptersAndCasesAreListed() {
        Path before = matrixFile("before", List.of(gammaBetter(), Synthetic.beta()));
        Path after = matrixFile("after", List.of(Synthetic.gamma()));

        Console console = new Console();
        console.run("diff", before.toString(), after.toString());

        assertThat(console.out()).contains("Adapters removed (1): beta\n")
                .contains("Cases removed (1):\n  gamma  C01  C01.plain.nulls\n");
    }

    @Test
    void twoSingleAdapterResultsFilesCanBeCompared() throws IOException {
        Path before = dir.resolve("kryo-5.5.json");
        Path after = dir.resolve("kryo-5.6.json");
        ResultsJson.write(Synthetic.alpha(), before);
        ResultsJson.write(alphaWorse(), after);

        Console console = new Console();
        int code = console.run("diff", before.toString(), after.toString(), "--fail-on-worse");

        assertThat(code).isEqualTo(1);
        assertThat(console.out()).startsWith("serialflex diff: " + before + " → " + after + "\n")
                .contains("WORSE   alpha  C01  C01.plain.same  PASS → READ_FAILED");
    }

    @Test
    void identicalRunsHaveNoDifferences() {
        Path before = matrixFile("before", List.of(Synthetic.alpha(), Synthetic.gamma()));

        Console console = new Console();

        assertThat(console.run("diff", before.toString(), before.toString(), "--fail-on-worse")).isZero();
        assertThat(console.out()).contains("No differences");
    }

    @Test
    void anUnusableInputIsNamed() throws IOException {
        Path before = matrixFile("before", List.of(Synthetic.alpha()));
        Path broken = Files.writeString(dir.resolve("broken.json"), "[1, 2");

        Console console = new Console();

        assertThat(console.run("diff", before.toString(), broken.toString())).isEqualTo(2);
        assertThat(console.err()).contains("matrix-report diff: ERROR: Results file " + broken + " is unusable");
    }

    @Test
    void aDiffNeedsTwoFilesAndATrueOrFalse() throws IOException {
        Path before = matrixFile("before", List.of(Synthetic.alpha()));

        Console one = new Console();
        assertThat(one.run("diff", before.toString())).isEqualTo(2);
        assertThat(one.err()).startsWith("serialflex diff: Missing required parameter: '<after.json>'; diff needs "
                + "exactly two files, before and after. --help lists the options.");

        Console maybe = new Console();
        assertThat(maybe.run("diff", before.toString(), before.toString(), "--fail-on-worse=maybe")).isEqualTo(2);
        assertThat(maybe.err()).startsWith("serialflex diff: Invalid value for option '--fail-on-worse': 'maybe' is "
                + "neither true nor false");
    }
}
