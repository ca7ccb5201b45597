package org.serialflex.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.results.json.ResultsJson;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The races module's weighing and JMH results, merged into every output of the report. */
class SizeAndSpeedTest {

    @TempDir
    Path root;

    private static final String WEIGHING = """
            {"schema": "serialflex-weighing/1", "generatedAt": "2026-11-22T00:00:00Z", "adapters": [
              {"id": "alpha", "name": "Alpha JSON", "library": "org.example:alpha:1.0", "shapes": [
                {"shape": "bean", "serializedSize": 247, "deflatedSize": 188, "outcome": "PASS", "evidence": null},
                {"shape": "megabyte", "serializedSize": 1214423, "deflatedSize": 572613, "outcome": "DEGRADED",
                 "evidence": "lines: collection type substituted"}]},
              {"id": "beta", "name": "Beta", "library": "org.example:beta:9.9", "shapes": [
                {"shape": "bean", "serializedSize": 160, "deflatedSize": 165, "outcome": "PASS", "evidence": null}]}
            ]}
            """;

    /** Shortened JMH 1.37 JSON: one result with an error, one where JMH wrote "NaN". */
    private static final String RACES = """
            [{"jmhVersion": "1.37", "benchmark": "org.serialflex.races.RaceBenchmarks.roundTrip", "mode": "thrpt",
              "threads": 1, "forks": 0, "params": {"adapter": "alpha", "shape": "bean"},
              "primaryMetric": {"score": 123456.7, "scoreError": 2345.6, "scoreUnit": "ops/s"}},
             {"jmhVersion": "1.37", "benchmark": "org.serialflex.races.RaceBenchmarks.serialize", "mode": "thrpt",
              "threads": 4, "forks": 0, "params": {"adapter": "alpha", "shape": "megabyte"},
              "primaryMetric": {"score": 321.5, "scoreError": "NaN", "scoreUnit": "ops/s"}}]
            """;

    private void project() throws IOException {
        for (var adapter : java.util.List.of(Synthetic.alpha(), Synthetic.beta())) {
            Path module = Files.createDirectories(root.resolve("adapters").resolve(adapter.adapterId()));
            Files.writeString(module.resolve("pom.xml"), "<project/>");
            ResultsJson.write(adapter, module.resolve("target/serialflex/results/" + adapter.adapterId() + ".json"));
        }
        Path races = Files.createDirectories(root.resolve("races/target/serialflex"));
        Files.writeString(races.resolve("weighing.json"), WEIGHING);
        Files.writeString(races.resolve("races.json"), RACES);
    }

    @Test
    void sizesAndSpeedsReachEveryOutput() throws IOException {
        project();
        Path out = root.resolve("out");

        Console console = new Console();
        assertThat(console.run("report", root.toString(), out.toString())).isZero();

        String json = Files.readString(out.resolve("matrix.json"));
        assertThat(json).contains("\"shape\": \"megabyte\"").contains("\"serializedSize\": 1214423")
                .contains("\"deflatedSize\": 572613").contains("\"readBack\": \"DEGRADED\"")
                .contains("\"benchmark\": \"roundTrip\"").contains("\"score\": 123456.7")
                .contains("\"scoreError\": 2345.6").contains("\"scoreError\": null");
        assertThat(Files.readString(out.resolve("sizes.csv"))).startsWith("adapter,shape,size,deflated,readBack,evidence\r\n")
                .contains("alpha,bean,247,188,PASS,\r\n").contains("beta,bean,160,165,PASS,\r\n");
        assertThat(Files.readString(out.resolve("speed.csv")))
                .contains("alpha,bean,roundTrip,1,123456.700,2345.600,ops/s\r\n")
                .contains("alpha,megabyte,serialize,4,321.500,,ops/s\r\n");
        assertThat(Files.readString(out.resolve("matrix.md"))).contains("## Weighing: bytes per shape, raw / deflated")
                .contains("| `alpha` | 247 / 188 | 1,214,423 / 572,613 (DEGRADED) |")
                .contains("## Races: operations per second ± JMH error").contains("123,457 ± 2,346");
        String html = Files.readString(out.resolve("index.html"));
        assertThat(html).contains("id=\"sizes-table\"").contains("id=\"speed-table\"")
                .contains("<svg class=\"speed-chart\" id=\"chart-bean\"").contains("data-adapter=\"alpha\"><circle")
                .contains("Not raced on this shape: beta");
    }

    @Test
    void aLibraryTheRacesLoadedInAnotherVersionIsNamed() throws IOException {
        project();

        Console console = new Console();
        console.run("report", root.toString(), root.resolve("out").toString());

        assertThat(console.err()).contains("matrix-report: WARNING: The races loaded org.example:beta:9.9 for adapter "
                + "'beta' but its TCK run scored org.example:beta:2.1");
        assertThat(console.err()).doesNotContain("adapter 'alpha'");
    }

    @Test
    void withoutTheRacesModuleTheReportSaysWhereSizesAndSpeedComeFrom() throws IOException {
        Path module = Files.createDirectories(root.resolve("adapters/alpha"));
        Files.writeString(module.resolve("pom.xml"), "<project/>");
        ResultsJson.write(Synthetic.alpha(), module.resolve("target/serialflex/results/alpha.json"));

        new Console().run("report", root.toString(), root.resolve("out").toString());

        assertThat(Files.readString(root.resolve("out/index.html"))).contains("id=\"size-speed\"")
                .contains("mvn -Prace verify");
        assertThat(Files.readString(root.resolve("out/sizes.csv"))).isEqualTo("adapter,shape,size,deflated,readBack,evidence\r\n");
    }
}
