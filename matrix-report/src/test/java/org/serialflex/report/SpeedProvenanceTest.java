package org.serialflex.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.results.json.ResultsJson;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Which races the page's speeds come from (issue 38): the build's own when it raced in full, else the published
 * ones of docs/races/ wholly, never the two mixed, every speed with its provenance line, and a reason wherever an
 * adapter has no speed.
 */
class SpeedProvenanceTest {

    @TempDir
    Path root;

    /** beta cannot read the bean back in the build's weighing and the published run's. */
    private static final String WEIGHING = """
            {"schema": "serialflex-weighing/1", "generatedAt": "2026-11-27T00:00:00Z", "adapters": [
              {"id": "alpha", "name": "Alpha JSON", "library": "org.example:alpha:1.0", "shapes": [
                {"shape": "bean", "serializedSize": 247, "deflatedSize": 188, "outcome": "PASS", "evidence": null},
                {"shape": "session", "serializedSize": 5000, "deflatedSize": 2000, "outcome": "PASS", "evidence": null}]},
              {"id": "beta", "name": "Beta", "library": "org.example:beta:2.1", "shapes": [
                {"shape": "bean", "serializedSize": 160, "deflatedSize": 165, "outcome": "READ_FAILED",
                 "evidence": "java.io.IOException: no <b>constructor</b>"},
                {"shape": "session", "serializedSize": 4000, "deflatedSize": 1900, "outcome": "PASS", "evidence": null}]}
            ]}
            """;

    private static String result(String adapter, String shape, String benchmark, int threads, double score) {
        return """
                {"jmhVersion": "1.37", "benchmark": "org.serialflex.races.RaceBenchmarks.%s", "mode": "thrpt",
                 "threads": %d, "forks": 0, "warmupIterations": 1, "measurementIterations": 5,
                 "params": {"adapter": "%s", "shape": "%s"},
                 "primaryMetric": {"score": %s, "scoreError": 10.0, "scoreUnit": "ops/s"}}"""
                .formatted(benchmark, threads, adapter, shape, score);
    }

    private static String provenance(String mode, String commit, List<String> adapters) {
        return """
                {"schema": "serialflex-races-run/1", "mode": "%s", "startedAt": "2026-11-27T20:40:00Z",
                 "finishedAt": "2026-11-27T21:03:00Z", "commit": "%s", "uncommittedChanges": false,
                 "jdk": {"version": "17.0.15", "vendor": "Debian", "vm": "OpenJDK 64-Bit Server VM"},
                 "cpu": {"model": "Test CPU @ 2.00GHz", "cores": 2}, "loadAverage": {"start": 3.5, "end": 4.25},
                 "settings": {"warmupIterations": 1, "warmupMillis": 100, "measurementIterations": 5,
                   "measurementMillis": 50, "threads": [1, 4], "shapes": ["bean"], "benchmarks": ["roundTrip"],
                   "jvmWarmupMillis": 250},
                 "adapters": [%s]}
                """.formatted(mode, commit, String.join(", ", adapters.stream().map(a -> "\"" + a + "\"").toList()));
    }

    private void adapters() throws IOException {
        for (var adapter : List.of(Synthetic.alpha(), Synthetic.beta())) {
            Path module = Files.createDirectories(root.resolve("adapters").resolve(adapter.adapterId()));
            Files.writeString(module.resolve("pom.xml"), "<project/>");
            ResultsJson.write(adapter, module.resolve("target/serialflex/results/" + adapter.adapterId() + ".json"));
        }
        Path build = Files.createDirectories(root.resolve("races/target/serialflex"));
        Files.writeString(build.resolve("weighing.json"), WEIGHING);
    }

    /** The default build: one smoke round trip of alpha, 77 ops/s. */
    private void smokeRun() throws IOException {
        Path build = root.resolve("races/target/serialflex");
        Files.writeString(build.resolve("races.json"), "[" + result("alpha", "bean", "roundTrip", 1, 77) + "]");
        Files.writeString(build.resolve("provenance.json"), provenance("smoke", "1111111111aaaa", List.of("alpha")));
    }

    /** docs/races/: alpha raced on both shapes (123,456 ops/s on the bean), beta on the session only. */
    private void published() throws IOException {
        Path docs = Files.createDirectories(root.resolve("docs/races"));
        Files.writeString(docs.resolve("races.json"), "[" + String.join(",",
                result("alpha", "bean", "roundTrip", 1, 123456), result("alpha", "session", "roundTrip", 1, 9876),
                result("alpha", "bean", "roundTrip", 4, 200000), result("beta", "session", "roundTrip", 1, 5432)) + "]");
        Files.writeString(docs.resolve("provenance.json"), provenance("full", "abcdef1234567890",
                List.of("alpha", "beta")));
        Files.writeString(docs.resolve("weighing.json"), WEIGHING);
    }

    private Path report() {
        Path out = root.resolve("out");
        Console console = new Console();
        assertThat(console.run("report", root.toString(), out.toString())).isZero();
        // Nothing in these inputs is unusable: a warning would mean a file was misread.
        assertThat(console.err()).doesNotContain("WARNING");
        return out;
    }

    @Test
    void aBuildThatDidNotRaceInFullShowsThePublishedRacesWhollyWithTheirProvenance() throws IOException {
        adapters();
        smokeRun();
        published();

        Path out = report();

        String html = Files.readString(out.resolve("index.html"));
        assertThat(speedCell(html, "alpha")).contains(">123,456</a>").contains("data-sort=\"123456\"");
        // The smoke run's 77 ops/s appears nowhere as a speed: one run's numbers, never two side by side.
        assertThat(html).doesNotContain(">77</a>").doesNotContain("77.0 ± 10");
        assertThat(html).contains("<p class=\"note provenance\" id=\"speed-provenance\">Round trips/s: Speeds: "
                + "measured 2026-11-27, commit abcdef1234, JDK 17.0.15, 2 cores of Test CPU @ 2.00GHz; the published "
                + "full races (docs/races/races.json, regenerated by scripts/publish-races)");
        assertThat(html).contains("This build&#39;s own smoke run (races/target/serialflex/races.json, 1 result) is "
                + "not shown beside them");
        assertThat(html).contains("id=\"chart-provenance\"").contains("Races: this build did not race in full, so "
                + "the speeds are the published races of docs/races/");
        String json = Files.readString(out.resolve("matrix.json"));
        assertThat(json).contains("\"origin\": \"published\"").contains("\"file\": \"docs/races/races.json\"")
                .contains("\"commit\": \"abcdef1234567890\"").contains("\"cpu\": \"Test CPU @ 2.00GHz\"")
                .contains("\"score\": 123456.0").doesNotContain("\"score\": 77.0");
        assertThat(Files.readString(out.resolve("speed.csv"))).doesNotContain(",77.000,");
    }

    @Test
    void anAdapterThatCannotReadTheBeanBackSaysSoInsteadOfANumber() throws IOException {
        adapters();
        smokeRun();
        published();

        String html = Files.readString(report().resolve("index.html"));

        String beta = speedCell(html, "beta");
        assertThat(beta).contains("class=\"reason\"").contains("data-sort=\"\"").contains(">cannot read back</a>")
                .contains("title=\"cannot read the baseline bean back (READ_FAILED: java.io.IOException: no "
                        + "&lt;b&gt;constructor&lt;/b&gt;), so it is not raced\"");
        // Its session, which it reads back, has its published speed in the speed table.
        assertThat(html).contains("<tr data-adapter=\"beta\" data-shape=\"session\"><th>beta</th>");
        assertThat(html).contains("<tr data-adapter=\"beta\" data-shape=\"bean\"><th>beta</th><td>Baseline bean</td>"
                + "<td class=\"reason\" colspan=\"6\">cannot read the baseline bean back (READ_FAILED");
    }

    @Test
    void theBuildsOwnFullRacesWinAndThePublishedOnesAreNotMixedIn() throws IOException {
        adapters();
        published();
        Path build = root.resolve("races/target/serialflex");
        Files.writeString(build.resolve("races.json"), "[" + result("alpha", "bean", "roundTrip", 1, 4242) + "]");
        Files.writeString(build.resolve("provenance.json"), provenance("full", "2222222222bbbb", List.of("alpha")));

        Path out = report();

        String html = Files.readString(out.resolve("index.html"));
        assertThat(speedCell(html, "alpha")).contains(">4,242</a>");
        assertThat(html).doesNotContain("123,456").contains("commit 2222222222").contains("this build&#39;s full races "
                + "(races/target/serialflex/races.json)");
        // beta is in the published races but not in this build's: it says so rather than borrowing their number.
        assertThat(html).doesNotContain("5,432");
        assertThat(Files.readString(out.resolve("matrix.json"))).contains("\"origin\": \"build\"");
    }

    @Test
    void aSmokeRunWithoutPublishedRacesIsLabelledAsOneAndTheOthersSayTheyWereNotRaced() throws IOException {
        adapters();
        smokeRun();

        Path out = report();

        String html = Files.readString(out.resolve("index.html"));
        assertThat(html).contains("this build&#39;s smoke run: one short round trip, not a race");
        assertThat(speedCell(html, "alpha")).contains(">77.0</a>");
        // beta's bean fails to read back: that reason comes before "not raced".
        assertThat(speedCell(html, "beta")).contains(">cannot read back</a>");
    }

    @Test
    void matrixMdShowsTheProvenanceAndASizeAndSpeedRowForEveryAdapter() throws IOException {
        adapters();
        smokeRun();
        published();

        String md = Files.readString(report().resolve("matrix.md"));

        assertThat(md).contains("## Size and speed per shape: bytes, round trips per second (1 thread)")
                .contains("Speeds: measured 2026-11-27, commit abcdef1234, JDK 17.0.15, 2 cores of Test CPU @ 2.00GHz")
                .containsPattern("\\| `alpha` \\| [0-9.]+ \\| 247 B, 123,456/s \\| 5,000 B, 9,876/s \\|")
                .containsPattern("\\| `beta` \\| [0-9.]+ \\| 160 B, cannot read back \\| 4,000 B, 5,432/s \\|")
                .contains("| `beta` | Baseline bean | cannot read the baseline bean back (READ\\_FAILED");
    }

    @Test
    void aRacesFileWithoutProvenanceSaysItsProvenanceIsUnknown() throws IOException {
        adapters();
        Files.writeString(root.resolve("races/target/serialflex/races.json"),
                "[" + result("alpha", "bean", "roundTrip", 1, 500) + "]");

        String html = Files.readString(report().resolve("index.html"));

        assertThat(html).contains("no provenance.json beside it, so the machine, JDK, date and commit are unknown");
    }

    /** The at-a-glance row's last cell, the round trips per second. */
    private static String speedCell(String html, String adapter) {
        Matcher row = Pattern.compile("<tr data-adapter=\"" + adapter + "\" data-text=\"[^\"]*\">(.*?)</tr>",
                Pattern.DOTALL).matcher(html);
        assertThat(row.find()).as("%s's at-a-glance row", adapter).isTrue();
        String cells = row.group(1);
        return cells.substring(cells.lastIndexOf("<td"));
    }
}
