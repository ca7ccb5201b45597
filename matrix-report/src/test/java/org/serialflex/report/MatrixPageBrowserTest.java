package org.serialflex.report;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.serialflex.results.AdapterResults;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Loads the rendered page of synthetic sample data in a real headless Chromium ({@link HeadlessChromium})
 * and checks what a reader sees: every column and row, the CORRUPT and CRASH markings, the case details
 * panel, escaping, the filters and the charts. Saves screenshots into {@code target/browser-test}. The
 * kit's own report is checked by the {@code flexibility-matrix} module, which renders it.
 */
class MatrixPageBrowserTest {

    static final Path SAMPLE_DIR = Path.of("target", "browser-test");

    private static HeadlessChromium chromium;
    private static ChromeDriver driver;
    private static Matrix sample;

    @BeforeAll
    static void startChromium() throws IOException {
        chromium = HeadlessChromium.startOrSkip();
        driver = chromium.driver();
        sample = Matrix.of(Synthetic.sampleWithLanesAndSafety(), List.of(), "synthetic sample data (MatrixPageBrowserTest)",
                Synthetic.GENERATED_AT).with(Synthetic.sizeAndSpeed());
        ReportCommand.write(sample, SAMPLE_DIR);
    }

    @AfterAll
    static void stopChromium() throws IOException {
        if (chromium != null) {
            chromium.close();
        }
    }

    private static void open(Path page) {
        chromium.resize(1500, 1000);
        chromium.openAndWait(page);
    }

    private static List<String> glanceRows() {
        return driver.findElements(By.cssSelector("#glance-table tbody tr")).stream().filter(WebElement::isDisplayed)
                .map(tr -> tr.getAttribute("data-adapter")).toList();
    }

    private static void sortBy(String key) {
        driver.findElement(By.cssSelector("#glance-table th[data-key='" + key + "'] button.sort")).click();
    }

    private static List<Double> glanceValues(String key) {
        int column = driver.findElements(By.cssSelector("#glance-table thead th")).stream()
                .map(th -> th.getAttribute("data-key")).toList().indexOf(key);
        return driver.findElements(By.cssSelector("#glance-table tbody tr")).stream()
                .map(tr -> Double.parseDouble(tr.findElements(By.cssSelector("th, td")).get(column).getAttribute("data-sort")))
                .toList();
    }

    @Test
    void theAtAGlanceTableComesFirstSortsByAnyColumnAndFilters() {
        open(SAMPLE_DIR.resolve("index.html"));
        assertThat(driver.findElement(By.cssSelector("body > section")).getAttribute("id")).isEqualTo("glance");
        assertThat(glanceRows()).containsExactlyElementsOf(sample.adapters().stream().map(AdapterColumn::id).toList());

        sortBy("score");
        assertThat(glanceValues("score")).isSortedAccordingTo(Comparator.reverseOrder());
        sortBy("score");
        assertThat(glanceValues("score")).isSortedAccordingTo(Comparator.naturalOrder());
        assertThat(driver.findElement(By.cssSelector("#glance-table th[data-key='score']")).getAttribute("aria-sort"))
                .isEqualTo("ascending");
        assertThat(glanceRows().get(0)).isEqualTo(sample.adapters().get(sample.adapters().size() - 1).id());
        sortBy("corrupt");
        assertThat(glanceRows().get(0)).as("bravo is the one with a CORRUPT case").isEqualTo("bravo");
        sortBy("adapter");
        assertThat(glanceRows()).isSortedAccordingTo(Comparator.reverseOrder());

        driver.findElement(By.id("glance-filter")).sendKeys("charlie");
        assertThat(glanceRows()).containsExactly("charlie");
        assertThat(driver.findElement(By.id("glance-shown")).getText()).isEqualTo("showing 1 of 6 adapters.");
    }

    @Test
    void aLaneGridCellOpensItsCriteriaAndASideThatCannotStartIsExplainedOnce() {
        open(SAMPLE_DIR.resolve("index.html"));
        WebElement back = driver.findElement(By.cssSelector("button.lane[data-lane='alpha@1.1.0>alpha@1.0.0']"));
        ((JavascriptExecutor) driver).executeScript("arguments[0].scrollIntoView({block: 'center'})", back);
        assertThat(back.getText()).startsWith("1 CORRUPT");
        assertThat(driver.findElement(By.id("details")).isDisplayed()).isFalse();

        back.click();

        assertThat(driver.findElement(By.id("details")).isDisplayed()).isTrue();
        assertThat(driver.findElement(By.id("details-title")).getText()).isEqualTo("Alpha (synthetic) 1.1.0 → 1.0.0 · JDK 17");
        WebElement c08 = driver.findElement(By.cssSelector("#lane-criteria tr[data-criterion='C08']"));
        assertThat(c08.getText()).contains("CORRUPT").contains("root.amount: expected 42 (Integer) got 0 (Integer)");
        assertThat(driver.findElement(By.id("details-cases")).isDisplayed()).as("the matrix cell's table is hidden")
                .isFalse();

        WebElement cannotStart = driver.findElement(By.id("cannot-start"));
        assertThat(cannotStart.getText()).contains("Alpha (synthetic) on JDK 25 (Unsafe denied): " + Synthetic.START_FAILURE);
        String text = driver.findElement(By.tagName("body")).getText();
        assertThat(text.indexOf("objectFieldOffset")).as("said once").isEqualTo(text.lastIndexOf("objectFieldOffset"));
    }

    @Test
    void aLaneCellSaysIdenticalBytesOrWhatTheBytesMeasuredAndItsDetailsSayHow() throws IOException {
        Path lanes = SAMPLE_DIR.resolve("bytes");
        ReportCommand.write(LaneBytesTest.matrix("aaaa", "bbbb", "aaaa", "b-10"), lanes);
        open(lanes.resolve("index.html"));

        WebElement up = driver.findElement(By.cssSelector("button.lane[data-lane='alpha@0.9>alpha@1.0']"));
        ((JavascriptExecutor) driver).executeScript("arguments[0].scrollIntoView({block: 'center'})", up);
        assertThat(up.getText()).startsWith("all PASS").contains("bytes differ in 1 of 2");
        assertThat(up.getAttribute("class")).contains("safe");
        assertThat(driver.findElement(By.id("lanes")).getText()).contains("Identical bytes: for every case");

        up.click();

        assertThat(driver.findElement(By.id("details-summary")).getText())
                .contains("The writer's bytes differ from the reader's own side's in 1 of 2 cases both wrote");
    }

    @Test
    void nothingOverflowsAt1366PixelsWith30AdaptersAndAPhoneScrollsOnlyWithinTablesAndNoChartLabelsOverlap()
            throws IOException {
        Path wide = SAMPLE_DIR.resolve("wide");
        List<AdapterResults> adapters = new java.util.ArrayList<>();
        for (int copy = 0; copy < 5; copy++) {
            for (AdapterResults r : Synthetic.sampleWithLanesAndSafety()) {
                adapters.add(Synthetic.renamed(r, r.adapterId() + "-" + copy, r.adapterName() + " with a long name " + copy,
                        "org.example.library" + (adapters.size() / 3)));
            }
        }
        ReportCommand.write(Matrix.of(adapters, List.of(), "30 synthetic adapters", Synthetic.GENERATED_AT)
                .with(Synthetic.sizeAndSpeed(adapters.stream().map(AdapterResults::adapterId).toList())), wide);

        chromium.resize(1366, 900);
        chromium.openAndWait(wide.resolve("index.html"));
        assertThat(driver.findElements(By.cssSelector("thead th.adapter"))).hasSize(30);
        assertThat(chromium.overflowing(false)).isEmpty();
        // five copies of each sample adapter share a score and nearly a speed: their bubbles sit on each other
        assertThat(chromium.chartLabels()).isGreaterThan(30 * 3);
        assertThat(chromium.overlappingChartLabels()).isEmpty();
        chromium.screenshot(SAMPLE_DIR.resolve("crowded-chart.png"), 1366);
        // Every adapter's speed cell has a number or the words of a reason, its sentence in the title (foxtrot's five
        // copies were not raced), and the line under the table says where the numbers come from.
        int speed = driver.findElements(By.cssSelector("#glance-table thead th")).stream()
                .map(th -> th.getAttribute("data-key")).toList().indexOf("speed");
        List<String> reasons = new java.util.ArrayList<>();
        for (WebElement row : driver.findElements(By.cssSelector("#glance-table tbody tr"))) {
            WebElement cell = row.findElements(By.cssSelector("th, td")).get(speed);
            assertThat(cell.getText()).as(row.getAttribute("data-adapter")).isNotBlank();
            if (!cell.getText().matches("[0-9][0-9,.]*")) {
                assertThat(cell.getAttribute("class")).isEqualTo("reason");
                assertThat(cell.getAttribute("title")).startsWith("not in this build").isNotBlank();
                reasons.add(row.getAttribute("data-adapter") + ": " + cell.getText());
            }
        }
        assertThat(reasons).containsExactlyInAnyOrder("foxtrot-0: not raced", "foxtrot-1: not raced",
                "foxtrot-2: not raced", "foxtrot-3: not raced", "foxtrot-4: not raced");
        assertThat(driver.findElement(By.id("speed-provenance")).getText()).startsWith("Round trips/s: Speeds: ");

        chromium.resize(390, 800);
        chromium.openAndWait(wide.resolve("index.html"));
        assertThat(chromium.overflowing(true)).isEmpty();
        assertThat(chromium.overlappingChartLabels()).isEmpty();
        chromium.openAndWait(wide.resolve("index.html"));
        WebElement criterion = driver.findElement(By.cssSelector("th.criterion"));
        assertThat(criterion.getCssValue("position")).as("the criterion column stays while the matrix scrolls")
                .isEqualTo("sticky");
        assertThat(criterion.getSize().getWidth()).isLessThan(130);
        chromium.screenshot(SAMPLE_DIR.resolve("phone.png"), 390);
    }

    @Test
    void everyLinkResolves() {
        open(SAMPLE_DIR.resolve("index.html"));

        assertThat(chromium.unresolvedLinks(SAMPLE_DIR.resolve("index.html"))).isEmpty();
        assertThat(driver.findElements(By.cssSelector("#glance-table a[href='#lanes-alpha']"))).hasSize(1);
        assertThat(driver.findElements(By.cssSelector("#glance-table a[href='#safety-bravo']"))).hasSize(1);
    }

    /** The matrix cell, scrolled to the middle of the window, clear of the details panel at the bottom. */
    private static WebElement cell(String adapter, String criterion) {
        WebElement cell = driver.findElement(By.cssSelector("td.cell[data-adapter='" + adapter + "'][data-criterion='"
                + criterion + "']"));
        ((JavascriptExecutor) driver).executeScript("arguments[0].scrollIntoView({block: 'center'})", cell);
        return cell;
    }

    private static List<String> texts(String css) {
        return driver.findElements(By.cssSelector(css)).stream().filter(WebElement::isDisplayed)
                .map(WebElement::getText).toList();
    }

    @Test
    void showsEveryAdapterColumnBestTotalFirstAndEveryCriterionRow() {
        open(SAMPLE_DIR.resolve("index.html"));

        List<String> columns = driver.findElements(By.cssSelector("thead th.adapter")).stream()
                .map(th -> th.getAttribute("data-adapter")).toList();
        assertThat(columns).containsExactlyInAnyOrderElementsOf(Synthetic.SAMPLE_IDS);
        List<Double> totals = texts("tfoot td.total").stream()
                .map(t -> Double.parseDouble(t.substring(0, t.indexOf('/')))).toList();
        assertThat(totals).hasSize(Synthetic.SAMPLE_IDS.size()).isSortedAccordingTo(Comparator.reverseOrder());
        for (AdapterResults adapter : Synthetic.sample()) {
            WebElement header = driver.findElement(By.cssSelector("th.adapter[data-adapter='" + adapter.adapterId() + "']"));
            assertThat(header.getText()).isEqualTo(adapter.adapterName());
            assertThat(header.getAttribute("title")).contains(adapter.library().coordinates());
        }
        List<String> rows = texts("tbody tr[data-criterion] th.criterion");
        assertThat(rows).hasSize(20);
        for (int i = 0; i < 20; i++) {
            assertThat(rows.get(i)).startsWith(String.format("C%02d", i + 1)).contains(Synthetic.TITLES.get(i));
        }
        assertThat(driver.findElement(By.id("kit-version")).getText()).isEqualTo(Synthetic.KIT);
        assertThat(driver.findElement(By.id("jdk")).getText()).contains("17.0.15");
    }

    @Test
    void corruptAndCrashCellsAreMarkedUnlikeAnOrdinaryZero() {
        open(SAMPLE_DIR.resolve("index.html"));

        WebElement corrupt = cell("bravo", "C09");
        assertThat(corrupt.getText()).isEqualTo("CORRUPT");
        assertThat(corrupt.getAttribute("class")).contains("alarm-corrupt");
        assertThat(corrupt.getCssValue("background-image")).contains("repeating-linear-gradient");
        assertThat(corrupt.findElement(By.cssSelector(".badge")).isDisplayed()).isTrue();

        WebElement crash = cell("charlie", "C12");
        assertThat(crash.getText()).isEqualTo("CRASH");
        assertThat(crash.getCssValue("background-image")).contains("repeating-linear-gradient")
                .isNotEqualTo(corrupt.getCssValue("background-image"));

        WebElement ordinaryZero = driver.findElements(By.cssSelector("td.cell.s0:not(.alarm)")).get(0);
        assertThat(ordinaryZero.getText()).isEqualTo("0");
        assertThat(ordinaryZero.getCssValue("background-image")).isEqualTo("none");
    }

    @Test
    void clickingACellShowsItsCasesWithOutcomeVersionsAndEvidence() {
        open(SAMPLE_DIR.resolve("index.html"));
        WebElement panel = driver.findElement(By.id("details"));
        assertThat(panel.isDisplayed()).isFalse();

        cell("bravo", "C09").click();

        assertThat(panel.isDisplayed()).isTrue();
        assertThat(driver.findElement(By.id("details-title")).getText())
                .isEqualTo("C09 Reordered and inserted fields — Bravo (synthetic) (bravo)");
        WebElement corruptCase = driver.findElement(By.cssSelector("#details-cases tr[data-case='C09.case.new-to-old']"));
        assertThat(corruptCase.findElement(By.cssSelector(".outcome")).getText()).isEqualTo("CORRUPT");
        assertThat(corruptCase.findElement(By.cssSelector(".versions")).getText()).isEqualTo("v2 → v1");
        assertThat(corruptCase.findElement(By.cssSelector(".evidence")).getText())
                .isEqualTo("root.phone: expected \"555-0100\" (String) got \"ada@example.com\" (String)");
        assertThat(driver.findElements(By.cssSelector("#details-cases tbody tr"))).hasSize(3);

        driver.findElement(By.id("details-close")).click();
        assertThat(panel.isDisplayed()).isFalse();
    }

    @Test
    void hoveringACellShowsItsCasesUntilAnotherIsPinned() {
        open(SAMPLE_DIR.resolve("index.html"));

        new Actions(driver).moveToElement(cell("charlie", "C12")).perform();

        assertThat(driver.findElement(By.id("details")).isDisplayed()).isTrue();
        assertThat(driver.findElement(By.id("details-title")).getText()).startsWith("C12 Shared references and cycles");
        assertThat(driver.findElement(By.cssSelector("#details-cases tr[data-case='C12.case.same'] .evidence")).getText())
                .isEqualTo("java.lang.StackOverflowError");

        cell("bravo", "C09").click();
        new Actions(driver).moveToElement(cell("charlie", "C12")).perform();
        assertThat(driver.findElement(By.id("details-title")).getText()).startsWith("C09 ");
    }

    @Test
    void evidenceWithHtmlIsShownAsTextAndNeverRuns() {
        open(SAMPLE_DIR.resolve("index.html"));

        cell("bravo", "C03").click();

        WebElement evidence = driver.findElement(By.cssSelector("#details-cases tr[data-case='C03.case.old-to-new'] .evidence"));
        assertThat(evidence.getText()).isEqualTo(Synthetic.SCRIPT_EVIDENCE);
        assertThat(driver.findElements(By.cssSelector("#details img"))).isEmpty();
        assertThat(((JavascriptExecutor) driver).executeScript("return window.__xss === undefined")).isEqualTo(true);
    }

    @Test
    void filtersHideAdapterColumnsAndCriterionRows() {
        open(SAMPLE_DIR.resolve("index.html"));

        driver.findElement(By.id("adapter-filter")).sendKeys("charlie");
        driver.findElement(By.id("criterion-filter")).sendKeys("cycles");

        assertThat(driver.findElements(By.cssSelector("thead th.adapter")).stream().filter(WebElement::isDisplayed)
                .map(th -> th.getAttribute("data-adapter"))).containsExactly("charlie");
        assertThat(texts("tbody tr[data-criterion] .cid")).containsExactly("C12");
        assertThat(driver.findElement(By.id("shown")).getText()).isEqualTo("showing 1 of 6 adapters, 1 of 20 criteria");

        driver.findElement(By.id("adapter-filter")).clear();
        driver.findElement(By.id("criterion-filter")).clear();
        driver.findElement(By.id("only-alarms")).click();
        driver.findElement(By.cssSelector(".filters details.toggles summary")).click();
        driver.findElement(By.cssSelector("input.adapter-toggle[data-adapter='charlie']")).click();
        assertThat(texts("tbody tr[data-criterion] .cid")).containsExactly("C09");
    }

    @Test
    void savesAScreenshotWithTheDetailsOfACorruptCell() throws IOException {
        open(SAMPLE_DIR.resolve("index.html"));
        cell("bravo", "C09").click();
        Path file = screenshot("sample-matrix.png");

        assertThat(Files.readAllBytes(file)).startsWith(0x89, 'P', 'N', 'G');
        assertThat(Files.size(file)).isGreaterThan(10_000);
    }

    /** Saves the whole page as {@code target/browser-test/<name>}. */
    private static Path screenshot(String name) throws IOException {
        return chromium.screenshot(SAMPLE_DIR.resolve(name));
    }

    @Test
    void theChartPutsEachRacedAdapterAtItsScoreAndSpeedWithBytesAsBubbleSize() throws IOException {
        open(SAMPLE_DIR.resolve("index.html"));

        WebElement chart = driver.findElement(By.id("chart-bean"));
        new Actions(driver).scrollToElement(chart).perform();
        assertThat(chart.isDisplayed()).isTrue();
        assertThat(chart.getSize().getWidth()).isGreaterThan(400);
        List<WebElement> bubbles = chart.findElements(By.cssSelector("g.bubble"));
        // foxtrot was not raced: no bubble, named under the chart instead.
        assertThat(bubbles.stream().map(b -> b.getAttribute("data-adapter")))
                .containsExactlyInAnyOrder("alpha", "bravo", "charlie", "delta", "echo");
        assertThat(chart.findElement(By.xpath("..")).getText()).contains("Not raced on this shape: foxtrot");
        // Across: the higher flexibility total lies further right.
        Matrix matrix = sample;
        AdapterColumn best = matrix.adapters().stream().filter(a -> !a.id().equals("foxtrot")).findFirst().orElseThrow();
        AdapterColumn worst = matrix.adapters().stream().filter(a -> !a.id().equals("foxtrot"))
                .reduce((first, second) -> second).orElseThrow();
        assertThat(best.total()).isGreaterThan(worst.total());
        assertThat(attribute(chart, best.id(), "cx")).isGreaterThan(attribute(chart, worst.id(), "cx"));
        // Up: alpha is the fastest sample adapter, echo the slowest (SVG y grows downwards).
        assertThat(attribute(chart, "alpha", "cy")).isLessThan(attribute(chart, "echo", "cy"));
        // Bubble area: echo's payload is the largest.
        assertThat(attribute(chart, "echo", "r")).isGreaterThan(attribute(chart, "alpha", "r"));
        assertThat(chart.findElement(By.cssSelector("g.bubble[data-adapter='alpha'] title")).getAttribute("textContent"))
                .contains("round trips/s").contains("bytes");
        // bravo was not raced on the 1 MB object.
        assertThat(driver.findElements(By.cssSelector("#chart-megabyte g.bubble[data-adapter='bravo']"))).isEmpty();
        assertThat(driver.findElement(By.id("sizes-table")).getAttribute("textContent")).contains("Baseline bean");
        assertThat(driver.findElement(By.id("speed-table")).getAttribute("textContent")).contains("round trip");
        assertThat(screenshot("charts.png")).isNotEmptyFile();
    }

    private static double attribute(WebElement chart, String adapter, String name) {
        return Double.parseDouble(chart.findElement(By.cssSelector("g.bubble[data-adapter='" + adapter + "'] circle"))
                .getAttribute(name));
    }
}
