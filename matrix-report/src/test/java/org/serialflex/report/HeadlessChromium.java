package org.serialflex.report;

import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A real headless Chromium for the matrix page's browser tests: this module's tests of a synthetic
 * report and the {@code flexibility-matrix} module's test of the kit's own report, which gets this
 * class from this module's test-jar. Needs Debian's {@code chromium} and {@code chromium-driver};
 * without them {@link #startOrSkip()} skips the calling test class, or fails it when the environment
 * variable {@code CI} is set, so that a CI machine without a browser never passes silently.
 */
public final class HeadlessChromium implements AutoCloseable {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    static final String MISSING = "Headless Chromium is needed for the matrix page test: apt-get install chromium "
            + "chromium-driver (expects " + CHROMIUM + " and " + CHROMEDRIVER + ")";
    private static final int WIDTH = 1500;
    private static final int HEIGHT = 1000;

    /** Selenium warns that it has no CDP bindings for this Chromium; the tests use WebDriver only. */
    private static final Logger CDP_LOG = Logger.getLogger("org.openqa.selenium.devtools");

    private final ChromeDriver driver;
    private final Path profile;

    private HeadlessChromium(ChromeDriver driver, Path profile) {
        this.driver = driver;
        this.profile = profile;
    }

    /** Starts the browser, or skips (fails on CI) the calling test when it is not installed. */
    public static HeadlessChromium startOrSkip() throws IOException {
        boolean installed = Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
        if (!installed && System.getenv("CI") != null) {
            fail(MISSING);
        }
        assumeTrue(installed, MISSING);
        CDP_LOG.setLevel(Level.SEVERE);
        // A profile of its own: two test JVMs (this module's and flexibility-matrix's) may run browsers at once.
        Path profile = Files.createTempDirectory("serialflex-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--user-data-dir=" + profile, "--window-size=" + WIDTH + "," + HEIGHT);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        return new HeadlessChromium(new ChromeDriver(service, options), profile);
    }

    /** The WebDriver, for finding and clicking elements. */
    public ChromeDriver driver() {
        return driver;
    }

    /** Loads a page from the file system. */
    public void open(Path page) {
        driver.get(page.toAbsolutePath().toUri().toString());
    }

    /** Saves the whole page as a PNG into {@code file} (its directory is created) and returns it. */
    public Path screenshot(Path file) throws IOException {
        return screenshot(file, WIDTH);
    }

    /** As {@link #screenshot(Path)}, with the window {@code width} CSS pixels wide (1366: the README's picture). */
    public Path screenshot(Path file, int width) throws IOException {
        driver.manage().window().setSize(new Dimension(width, HEIGHT));
        long height = pageHeight();
        // Room below the page for the pinned details panel, which is fixed to the bottom of the window.
        driver.manage().window().setSize(new Dimension(width, (int) Math.min(8000, height + 480)));
        ((JavascriptExecutor) driver).executeScript("window.scrollTo(0, 0)");
        byte[] png = ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES);
        driver.manage().window().setSize(new Dimension(WIDTH, HEIGHT));
        Files.createDirectories(file.toAbsolutePath().getParent());
        return Files.write(file, png);
    }

    /** Sets the window's size: 1366 is the laptop screen the page is made for, 390 a phone's. */
    public void resize(int width, int height) {
        driver.manage().window().setSize(new Dimension(width, height));
    }

    /** Loads a page and waits until its script has unpacked the embedded document (at most 10 s). */
    public void openAndWait(Path page) {
        open(page);
        long until = System.currentTimeMillis() + 10_000;
        while (!"true".equals(((JavascriptExecutor) driver).executeScript("return document.body.dataset.ready"))) {
            if (System.currentTimeMillis() > until) {
                fail("The page's script never unpacked its embedded document: " + page);
            }
            sleep(20);
        }
    }

    /**
     * What sticks out sideways at the window's current width: the page itself, or a block that would need a
     * scroll bar of its own (a table wrapper, a lane card); empty when everything fits. On a phone's width
     * pass {@code pageOnly}: there the tables may scroll within themselves, the page must not.
     */
    @SuppressWarnings("unchecked")
    public List<String> overflowing(boolean pageOnly) {
        return (List<String>) ((JavascriptExecutor) driver).executeScript("""
                var bad = [];
                var root = document.documentElement;
                if (root.scrollWidth > root.clientWidth) { bad.push('the page: ' + root.scrollWidth + ' > ' + root.clientWidth); }
                if (!arguments[0]) {
                  document.querySelectorAll('.matrix-wrap, .scroll, .lane-card, figure.chart').forEach(function (e) {
                    if (e.scrollWidth > e.clientWidth + 1) {
                      bad.push((e.id || e.querySelector('[id]') && e.querySelector('[id]').id || e.className) + ': '
                          + e.scrollWidth + ' > ' + e.clientWidth);
                    }
                  });
                }
                return bad;""", pageOnly);
    }

    /**
     * Links that lead nowhere: an in-page {@code #id} no element has, a link off the machine (the page must
     * work offline), or a relative file that does not exist beside the page.
     */
    @SuppressWarnings("unchecked")
    public List<String> unresolvedLinks(Path page) {
        List<String> hrefs = (List<String>) ((JavascriptExecutor) driver).executeScript(
                "return Array.prototype.map.call(document.querySelectorAll('a[href]'), function (a) {"
                        + " return a.getAttribute('href'); })");
        List<String> unresolved = new java.util.ArrayList<>();
        for (String href : hrefs) {
            if (href.startsWith("#")) {
                Object found = ((JavascriptExecutor) driver).executeScript(
                        "return document.getElementById(arguments[0]) !== null", href.substring(1));
                if (!Boolean.TRUE.equals(found)) {
                    unresolved.add(href + " (no element with that id)");
                }
            } else if (href.contains("://") || href.startsWith("//")) {
                unresolved.add(href + " (off the machine)");
            } else if (!Files.exists(page.toAbsolutePath().getParent().resolve(href.replaceFirst("#.*", "")))) {
                unresolved.add(href + " (no such file beside the page)");
            }
        }
        if (hrefs.isEmpty()) {
            unresolved.add("(the page has no links at all)");
        }
        return unresolved;
    }

    /**
     * Pairs of chart labels whose rendered boxes overlap, as {@code chart: a / b}; every folded chart is
     * unfolded first, so that its labels have boxes to measure.
     */
    @SuppressWarnings("unchecked")
    public List<String> overlappingChartLabels() {
        return (List<String>) ((JavascriptExecutor) driver).executeScript("""
                document.querySelectorAll('details.more-charts').forEach(function (d) { d.open = true; });
                var bad = [];
                document.querySelectorAll('svg.speed-chart').forEach(function (svg) {
                  var labels = Array.prototype.map.call(svg.querySelectorAll('text.label'), function (t) {
                    return { text: t.textContent, box: t.getBoundingClientRect() };
                  });
                  for (var i = 0; i < labels.length; i++) {
                    for (var j = i + 1; j < labels.length; j++) {
                      var a = labels[i].box, b = labels[j].box;
                      if (a.width > 0 && b.width > 0 && a.left < b.right - 0.5 && b.left < a.right - 0.5
                          && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) {
                        bad.push(svg.id + ': ' + labels[i].text + ' / ' + labels[j].text);
                      }
                    }
                  }
                });
                return bad;""");
    }

    /** How many chart labels the page has, folded charts included. */
    public long chartLabels() {
        return (Long) ((JavascriptExecutor) driver).executeScript(
                "return document.querySelectorAll('svg.speed-chart text.label').length");
    }

    /** The page's height in CSS pixels at the window's current width. */
    public long pageHeight() {
        return (Long) ((JavascriptExecutor) driver).executeScript("return Math.ceil(document.documentElement.scrollHeight)");
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Quits the browser and deletes its profile. */
    @Override
    public void close() throws IOException {
        driver.quit();
        try (Stream<Path> files = Files.walk(profile)) {
            files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        }
    }
}
