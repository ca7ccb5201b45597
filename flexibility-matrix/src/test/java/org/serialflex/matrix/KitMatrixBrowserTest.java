package org.serialflex.matrix;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.serialflex.report.HeadlessChromium;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The page of the kit's own matrix ({@link KitMatrixTest}) in a real headless Chromium: the columns, rows,
 * case details and lanes that {@code matrix.json} holds, and the races' sections when the races ran.
 * Saves the page as {@code target/serialflex/matrix.png} (the README's picture comes from a full run's).
 * Skipped with {@code -Dserialflex.report.skip=true}, which writes no matrix.
 */
class KitMatrixBrowserTest {

    private static HeadlessChromium chromium;
    private static ChromeDriver driver;

    @BeforeAll
    static void startChromium() throws IOException {
        KitMatrixTest.assumeNotSkipped();
        chromium = HeadlessChromium.startOrSkip();
        driver = chromium.driver();
    }

    @AfterAll
    static void stopChromium() throws IOException {
        if (chromium != null) {
            chromium.close();
        }
    }

    @Test
    void thePageShowsTheMatrixOfThisBuild() throws IOException {
        JsonObject matrix = KitMatrixTest.matrix();
        List<String> ids = KitMatrixTest.adapterIds(matrix);
        Path page = KitMatrixTest.REPORT.resolve("index.html");
        if (ids.isEmpty()) {
            chromium.open(page);
            assertThat(driver.findElement(By.id("empty")).getText()).contains("No results were found");
            return;
        }
        chromium.resize(1366, 900);
        chromium.openAndWait(page);

        // Every adapter a column, grouped by library: a library's adapters side by side.
        List<String> columns = driver.findElements(By.cssSelector("thead th.adapter")).stream()
                .map(th -> th.getAttribute("data-adapter")).toList();
        assertThat(columns).containsExactlyInAnyOrderElementsOf(ids);
        List<String> groups = columns.stream().map(id -> group(matrix, id)).toList();
        for (int i = 0; i < groups.size(); i++) {
            assertThat(groups.subList(i + 1, groups.size()).contains(groups.get(i))
                    && !groups.get(i).equals(groups.get(i + 1))).as("%s's library stands together", columns.get(i)).isFalse();
        }
        // The matrix of every adapter fits a 1366 px laptop screen, and nothing else sticks out either.
        assertThat(chromium.overflowing(false)).isEmpty();
        assertThat(chromium.unresolvedLinks(page)).isEmpty();
        assertThat(driver.findElements(By.cssSelector("#glance-table tbody tr"))).hasSize(ids.size());
        assertThat(driver.findElement(By.id("shown")).getText())
                .startsWith("showing " + ids.size() + " of " + ids.size() + " adapters");
        assertThat(driver.findElements(By.cssSelector("tbody tr[data-criterion]"))).isNotEmpty();
        List<WebElement> alarms = driver.findElements(By.cssSelector("td.cell.alarm-corrupt"));
        if (!alarms.isEmpty()) {
            ((org.openqa.selenium.JavascriptExecutor) driver).executeScript(
                    "arguments[0].scrollIntoView({block: 'center'})", alarms.get(0));
            alarms.get(0).click();
            assertThat(driver.findElement(By.id("details")).getText()).contains("CORRUPT");
        }
        // Every lane of every adapter's results is a cell of the page's lane grids, and opens its criteria.
        int lanes = 0;
        for (JsonElement adapter : matrix.getAsJsonArray("adapters")) {
            lanes += adapter.getAsJsonObject().getAsJsonArray("lanes").size();
        }
        List<WebElement> laneCells = driver.findElements(By.cssSelector("#lanes button.lane"));
        assertThat(laneCells).hasSize(lanes);
        if (!laneCells.isEmpty()) {
            ((org.openqa.selenium.JavascriptExecutor) driver).executeScript("document.getElementById('details-close').click()");
            ((org.openqa.selenium.JavascriptExecutor) driver).executeScript(
                    "arguments[0].scrollIntoView({block: 'center'})", laneCells.get(0));
            laneCells.get(0).click();
            assertThat(driver.findElement(By.id("details-title")).getText()).isEqualTo(laneCells.get(0).getAttribute("data-name"));
            assertThat(driver.findElements(By.cssSelector("#lane-criteria tbody tr"))).isNotEmpty();
            ((org.openqa.selenium.JavascriptExecutor) driver).executeScript("document.getElementById('details-close').click()");
        }
        // Every lane cell says one of the statuses the legend explains.
        for (WebElement cell : laneCells) {
            assertThat(cell.findElement(By.cssSelector(".status")).getAttribute("textContent"))
                    .as(cell.getAttribute("data-lane")).matches(LANE_STATUS);
        }
        // The at-a-glance table sorts by score, best first, then worst first.
        sortByScore();
        assertThat(glanceScores()).isSortedAccordingTo(java.util.Comparator.reverseOrder());
        sortByScore();
        assertThat(glanceScores()).isSortedAccordingTo(java.util.Comparator.naturalOrder());
        // A page to open from disk or mail: nothing loaded beside it, no path of the machine that built it, small.
        assertThat((List<?>) ((org.openqa.selenium.JavascriptExecutor) driver).executeScript(
                "return performance.getEntriesByType('resource').map(function (r) { return r.name; })")).isEmpty();
        assertThat(Files.readString(page)).doesNotContain(KitMatrixTest.KIT.toAbsolutePath().normalize().toString());
        // 1.5 MB until the value zoo joined every matrix and lane (273 cases each, their evidence on hover): 3.19 MB
        // in a checkout's build, 3.59 MB in a clean clone's on 2026-11-28. A bound that still catches a page that
        // balloons; bringing it back down is work to do.
        assertThat(Files.size(page)).as("bytes of the page").isLessThan(5_000_000);
        // The README's picture: the page as a 1366 px screen shows it.
        assertThat(chromium.screenshot(KitMatrixTest.REPORT.resolve("matrix.png"), 1366)).isNotEmptyFile();
        // The races module weighs in every build that includes it: the matrix's adapters it weighed have sizes,
        // and the page shows them.
        JsonArray sizes = matrix.getAsJsonArray("sizes");
        Set<String> sized = sizes.asList().stream().map(size -> size.getAsJsonObject().get("adapter").getAsString())
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> weighed = new TreeSet<>(weighedAdapters());
        weighed.retainAll(ids);
        assertThat(sized).as("the races' weighing, read from the kit's checkout").isEqualTo(weighed);
        assertThat(driver.findElements(By.id("sizes-table"))).hasSize(sizes.isEmpty() ? 0 : 1);
        for (WebElement chart : driver.findElements(By.cssSelector("svg.speed-chart"))) {
            assertThat(chart.findElements(By.cssSelector("g.bubble circle"))).isNotEmpty();
        }
        assertThat(chromium.overlappingChartLabels()).isEmpty();
        theSpeedColumnHasAValueOrAReasonForEveryAdapterAndSaysWhereItCameFrom(matrix, ids);
        // A phone: the page itself never scrolls sideways (its wide tables scroll within themselves).
        chromium.resize(390, 800);
        chromium.openAndWait(page);
        assertThat(chromium.overflowing(true)).isEmpty();
        assertThat(chromium.overlappingChartLabels()).isEmpty();
    }

    /**
     * Issue 38: at 1366 px the at-a-glance speed column has, for every adapter, a number or the words of a reason
     * (its whole sentence in the cell's title), never an empty cell; the provenance line under the table, beside
     * the chart and in matrix.json is one and the same; and a build that did not race in full shows the published
     * races of docs/races/ (their numbers, not the smoke run's).
     */
    private static void theSpeedColumnHasAValueOrAReasonForEveryAdapterAndSaysWhereItCameFrom(JsonObject matrix,
                                                                                           List<String> ids)
            throws IOException {
        int column = driver.findElements(By.cssSelector("#glance-table thead th")).stream()
                .map(th -> th.getAttribute("data-key")).toList().indexOf("speed");
        assertThat(column).as("the at-a-glance speed column").isPositive();
        JsonElement source = matrix.get("speedSource");
        if (source == null || source.isJsonNull()) {
            // No races at all (-Draces.skip, no docs/races/): the column still says why, per adapter.
            assertThat(driver.findElements(By.id("speed-provenance"))).isEmpty();
        } else {
            String line = source.getAsJsonObject().get("line").getAsString();
            assertThat(driver.findElement(By.id("speed-provenance")).getText()).isEqualTo("Round trips/s: " + line);
            if (!driver.findElements(By.id("chart-provenance")).isEmpty()) {
                assertThat(driver.findElement(By.id("chart-provenance")).getAttribute("textContent")).isEqualTo(line);
            }
            assertThat(line).startsWith("Speeds: ");
        }
        for (WebElement row : driver.findElements(By.cssSelector("#glance-table tbody tr"))) {
            WebElement cell = row.findElements(By.cssSelector("th, td")).get(column);
            String adapter = row.getAttribute("data-adapter");
            String text = cell.getText().strip();
            assertThat(text).as("%s's speed cell", adapter).isNotEmpty().isNotEqualTo("—");
            if (!text.matches("[0-9][0-9,.]*")) {
                assertThat(cell.getAttribute("class")).as("%s: %s", adapter, text).isEqualTo("reason");
                assertThat(cell.getAttribute("title")).as("%s's reason", adapter).isNotBlank();
            }
        }
        assertThat(driver.findElements(By.cssSelector("#glance-table tbody tr"))).hasSize(ids.size());
        Path published = KitMatrixTest.KIT.resolve("docs/races/races.json");
        if (!buildRacedInFull() && Files.isRegularFile(published) && source != null && !source.isJsonNull()) {
            // The default build ran the smoke round trip only: the page shows the published races, wholly.
            assertThat(source.getAsJsonObject().get("origin").getAsString()).isEqualTo("published");
            assertThat(source.getAsJsonObject().get("file").getAsString()).isEqualTo("docs/races/races.json");
            JsonArray results = JsonParser.parseString(Files.readString(published)).getAsJsonArray();
            int checked = 0;
            for (WebElement row : driver.findElements(By.cssSelector("#glance-table tbody tr"))) {
                String adapter = row.getAttribute("data-adapter");
                java.util.Optional<Double> score = beanRoundTrip(results, adapter);
                String sort = row.findElements(By.cssSelector("th, td")).get(column).getAttribute("data-sort");
                if (score.isPresent()) {
                    assertThat(sort).as("%s: the published bean round trip", adapter)
                            .isEqualTo(String.valueOf(Math.round(score.get())));
                    checked++;
                } else {
                    assertThat(sort).as("%s: not in the published races, so no number", adapter).isEmpty();
                }
            }
            assertThat(checked).as("adapters with a published speed").isPositive();
        }
    }

    /** Whether this checkout's races module raced in full (its provenance.json says mode full). */
    private static boolean buildRacedInFull() throws IOException {
        Path provenance = KitMatrixTest.KIT.resolve("races/target/serialflex/provenance.json");
        return Files.isRegularFile(provenance) && "full".equals(JsonParser.parseString(Files.readString(provenance))
                .getAsJsonObject().get("mode").getAsString());
    }

    /** JMH's round trip of the bean on one thread for {@code adapter}, if the results hold one. */
    private static java.util.Optional<Double> beanRoundTrip(JsonArray results, String adapter) {
        return results.asList().stream().map(JsonElement::getAsJsonObject)
                .filter(r -> r.get("benchmark").getAsString().endsWith(".roundTrip") && r.get("threads").getAsInt() == 1)
                .filter(r -> r.getAsJsonObject("params").get("adapter").getAsString().equals(adapter)
                        && r.getAsJsonObject("params").get("shape").getAsString().equals("bean"))
                .map(r -> r.getAsJsonObject("primaryMetric").get("score").getAsDouble())
                .filter(score -> score > 0).findFirst();
    }

    /** The words a lane cell may say (LaneStatus): what its identity set and its bytes showed. */
    private static final String LANE_STATUS = "identical bytes|all PASS|as on one version|\\d+ CORRUPT|\\d+ of \\d+ fail"
            + "|cannot start";

    /** Presses the score column's sort button, scrolled clear of the page's sticky contents bar. */
    private static void sortByScore() {
        WebElement sort = driver.findElement(By.cssSelector("#glance-table th[data-key='score'] button.sort"));
        ((org.openqa.selenium.JavascriptExecutor) driver).executeScript("arguments[0].scrollIntoView({block: 'center'})",
                sort);
        sort.click();
    }

    private static List<Double> glanceScores() {
        int column = driver.findElements(By.cssSelector("#glance-table thead th")).stream()
                .map(th -> th.getAttribute("data-key")).toList().indexOf("score");
        return driver.findElements(By.cssSelector("#glance-table tbody tr")).stream()
                .map(tr -> Double.parseDouble(tr.findElements(By.cssSelector("th, td")).get(column).getAttribute("data-sort")))
                .toList();
    }


    /** The Maven group of adapter {@code id}'s library, less a Jackson-style sub-group (as the page groups). */
    private static String group(JsonObject matrix, String id) {
        return matrix.getAsJsonArray("adapters").asList().stream().map(JsonElement::getAsJsonObject)
                .filter(a -> a.get("id").getAsString().equals(id)).findFirst().orElseThrow()
                .getAsJsonObject("library").get("groupId").getAsString()
                .replaceFirst("\\.(core|dataformat|datatype|module)$", "");
    }

    /** The adapters the races module's weighing holds, if the races ran. */
    private static List<String> weighedAdapters() throws IOException {
        Path weighing = KitMatrixTest.KIT.resolve("races/target/serialflex/weighing.json");
        if (!Files.isRegularFile(weighing)) {
            return List.of();
        }
        return JsonParser.parseString(Files.readString(weighing)).getAsJsonObject().getAsJsonArray("adapters")
                .asList().stream().map(adapter -> adapter.getAsJsonObject())
                .filter(adapter -> adapter.has("shapes") && !adapter.getAsJsonArray("shapes").isEmpty())
                .map(adapter -> adapter.get("id").getAsString()).toList();
    }
}
