package org.serialflex.atlas;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.serialflex.report.HeadlessChromium;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.JdkInfo;
import org.serialflex.results.LaneResults;
import org.serialflex.results.LibraryInfo;
import org.serialflex.results.Outcome;
import org.serialflex.results.SideInfo;
import org.serialflex.results.json.ResultsJson;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The published page of a synthetic atlas (three Kryo releases, lanes safe, CORRUPT, failing, not run and one that
 * could not run) in a real headless Chromium, as the matrix page's test does: the pair picker shows a lane's verdict
 * and the cases that break with their evidence, the grid is coloured by outcome and a click on a cell picks its
 * pair. Screenshots go to {@code target/browser-test}.
 */
class AtlasPageBrowserTest {

    private static final Path DOCS = Path.of("target", "browser-test", "atlas");
    private static final JdkInfo JDK = new JdkInfo("17.0.15", "test", "test");

    private static HeadlessChromium chromium;
    private static ChromeDriver driver;

    @BeforeAll
    static void publishASyntheticAtlas() throws IOException {
        Path versions = Files.createTempDirectory("versions");
        Files.writeString(versions.resolve("kryo.versions"), "library: kryo\ntitle: Kryo\n"
                + "era: com.esotericsoftware:kryo kryo\n5.0.0\n5.5.0\n5.6.2\n");
        List<VersionFile> files = AtlasCommand.read(versions);
        List<AtlasLane> lanes = AtlasPlan.lanes(files, new AdapterModules(Path.of("..").toAbsolutePath().normalize()),
                Set.of());
        LaneCache cache = new LaneCache(Files.createTempDirectory("lanes"), "test");
        for (AtlasLane lane : lanes) {
            switch (lane.id()) {
                case "kryo@5.0.0>kryo@5.5.0" -> cache.write(lane, results(lane, "safe: identity set all PASS, every "
                        + "value crosses", Outcome.PASS, null));
                case "kryo@5.5.0>kryo@5.0.0" -> cache.write(lane, results(lane, "1 of 2 identity cases CORRUPT across "
                        + "this lane: data is lost silently", Outcome.CORRUPT,
                        "name: expected \"Ann\" got <script>alert(1)</script>"));
                case "kryo@5.5.0>kryo@5.6.2" -> cache.write(lane, results(lane, "1 of 2 identity cases that pass on "
                        + "one version fail across this lane (1 READ_FAILED)", Outcome.READ_FAILED,
                        "com.esotericsoftware.kryo.KryoException: Buffer underflow."));
                case "kryo@5.6.2/jdk17>kryo@5.6.2/jdk25" -> cache.writeFailure(lane, "kryo@5.6.2: the release cannot "
                        + "be resolved");
                default -> {
                    // not run yet: the page leaves it out
                }
            }
        }
        new AtlasPage(files, lanes, cache).write(DOCS);
        chromium = HeadlessChromium.startOrSkip();
        driver = chromium.driver();
        chromium.resize(1400, 1000);
        chromium.openAndWait(DOCS.resolve("index.html"));
    }

    @AfterAll
    static void stop() throws IOException {
        if (chromium != null) {
            chromium.screenshot(DOCS.resolve("atlas.png"));
            chromium.close();
        }
    }

    private static AdapterResults results(AtlasLane lane, String verdict, Outcome outcome, String evidence) {
        CaseResult broken = new CaseResult("C05.added-string.v2-v2", "added String (new→new)", "v2", "v2", outcome,
                evidence, null, 40, null, "00ff", 10);
        CaseResult fine = new CaseResult("C01.plain", "plain", "v1", "v1", Outcome.PASS, null, null, 40, null, "00ff",
                10);
        CaseResult uuid = new CaseResult("ZOO.uuid.as-object", "UUID held as Object", "v1", "v1",
                outcome == Outcome.PASS ? Outcome.PASS : Outcome.READ_FAILED,
                outcome == Outcome.PASS ? null : "IndexOutOfBoundsException: readerIndex(31)", null, 40, null, "00ff", 10);
        String[] sides = lane.id().split(">");
        LaneResults one = new LaneResults(lane.id(), side(sides[0]), side(sides[1]), verdict, 1200, 1, 1,
                List.of(new CriterionResult("C01", "Plain", 1, List.of(fine)),
                        new CriterionResult("C05", "Added field", outcome == Outcome.PASS ? 1 : 0, List.of(broken))),
                List.of(), new CriterionResult("ZOO", "The value zoo", 0, List.of(uuid)));
        CaseResult matrixCase = new CaseResult("C01.plain", "plain", "v1", "v1", Outcome.PASS, null, 40, 10);
        return new AdapterResults(2, "test", "kryo", "Kryo", new LibraryInfo("com.esotericsoftware", "kryo", "5.6.2"),
                "kryo", JDK, "2026-11-27T00:00:00Z", 10, 1,
                List.of(new CriterionResult("C01", "Plain", 1, List.of(matrixCase))), List.of(one));
    }

    private static SideInfo side(String text) {
        return new SideInfo("kryo", new LibraryInfo("com.esotericsoftware", "kryo", text.replaceAll(".*@|/.*", "")),
                JDK, List.of());
    }

    private static String answer() {
        return driver.findElement(By.id("answer")).getText();
    }

    /** Chooses an option as a reader does: the select's value changes and it fires its change event. */
    private static void choose(String select, String value) {
        WebElement element = driver.findElement(By.id(select));
        assertThat(element.findElements(By.tagName("option"))).extracting(o -> o.getAttribute("value")).contains(value);
        driver.executeScript("arguments[0].value = arguments[1];"
                + "arguments[0].dispatchEvent(new Event('change'));", element, value);
    }

    private static void pick(String library, String from, String to) {
        choose("library", library);
        choose("from", from);
        choose("to", to);
    }

    private static String chosen(String select) {
        return driver.findElement(By.id(select)).getAttribute("value");
    }

    private static WebElement cell(String from, String to) {
        return driver.findElement(By.cssSelector("#grid-kryo td[data-from='" + from + "'][data-to='" + to + "']"));
    }

    @Test
    void thePairPickerShowsTheVerdictAndTheValuesThatBreakWithTheirEvidence() {
        pick("kryo", "5.5.0", "5.0.0");
        assertThat(answer()).contains("Kryo 5.5.0 → 5.0.0: 1 of 2 identity cases CORRUPT across this lane");
        List<WebElement> rows = driver.findElements(By.cssSelector("#broken tr[data-case]"));
        assertThat(rows).hasSize(2);
        assertThat(rows.get(0)).satisfies(row -> {
            assertThat(row.getAttribute("data-case")).isEqualTo("C05.added-string.v2-v2");
            assertThat(row.getText()).contains("CORRUPT", "name: expected \"Ann\" got <script>alert(1)</script>");
        });
        // the value zoo's cases cross in every lane too, named by the value and how it is held
        assertThat(rows.get(1)).satisfies(row -> {
            assertThat(row.getAttribute("data-case")).isEqualTo("ZOO.uuid.as-object");
            assertThat(row.getText()).contains("UUID held as Object (ZOO.uuid.as-object)", "READ_FAILED",
                    "readerIndex(31)");
        });
        assertThat(driver.findElement(By.id("answer")).getAttribute("class")).isEqualTo("corrupt");

        pick("kryo", "5.0.0", "5.5.0");
        assertThat(answer()).contains("safe: identity set all PASS").doesNotContain("evidence");

        pick("kryo", "5.0.0", "5.6.2");
        assertThat(answer()).contains("no lane 5.0.0 → 5.6.2 in the atlas");

        pick("kryo", "5.6.2 on JDK 17", "5.6.2 on JDK 25");
        assertThat(answer()).contains("cannot run: kryo@5.6.2: the release cannot be resolved");
    }

    @Test
    void theGridIsColouredByOutcomeAndAClickPicksItsPair() {
        assertThat(cell("5.0.0", "5.5.0").getAttribute("class")).contains("safe");
        assertThat(cell("5.5.0", "5.0.0").getAttribute("class")).contains("corrupt");
        assertThat(cell("5.5.0", "5.6.2").getAttribute("class")).contains("fails");
        assertThat(cell("5.6.2", "5.5.0").getAttribute("class")).isEmpty();
        assertThat(cell("5.0.0", "5.0.0").getAttribute("class")).isEqualTo("self");
        assertThat(cell("5.5.0", "5.6.2").getAttribute("title")).isEqualTo("5.5.0 → 5.6.2: 1 of 2 identity cases "
                + "that pass on one version fail across this lane (1 READ_FAILED)");

        cell("5.5.0", "5.6.2").click();
        assertThat(chosen("from")).isEqualTo("5.5.0");
        assertThat(chosen("to")).isEqualTo("5.6.2");
        assertThat(answer()).contains("Buffer underflow");
        assertThat(cell("5.5.0", "5.6.2").getAttribute("class")).contains("selected");
        assertThat(driver.findElements(By.cssSelector("#grid-kryo .jdk-lanes td.cannot"))).hasSize(1);
    }

    @Test
    void theResultsAreInTheResultsSchemaOneGzipFilePerLibraryWithEachEvidenceOnceOnThePage() throws IOException {
        Path gz = DOCS.resolve("results/kryo.json.gz");
        Path plain = Files.createTempFile("kryo", ".json");
        try (InputStream in = new GZIPInputStream(Files.newInputStream(gz))) {
            Files.copy(in, plain, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        AdapterResults read = ResultsJson.read(plain);
        assertThat(read.lanes()).extracting(LaneResults::id)
                .containsExactly("kryo@5.0.0>kryo@5.5.0", "kryo@5.5.0>kryo@5.0.0", "kryo@5.5.0>kryo@5.6.2");
        String page = Files.readString(DOCS.resolve("index.html"));
        assertThat(page.split("Buffer underflow", -1)).hasSize(2);
    }
}
