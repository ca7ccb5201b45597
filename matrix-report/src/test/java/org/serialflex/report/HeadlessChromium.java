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
        long height = (Long) ((JavascriptExecutor) driver).executeScript(
                "return Math.ceil(document.documentElement.scrollHeight)");
        // Room below the page for the pinned details panel, which is fixed to the bottom of the window.
        driver.manage().window().setSize(new Dimension(WIDTH, (int) Math.min(3000, height + 480)));
        byte[] png = ((TakesScreenshot) driver).getScreenshotAs(OutputType.BYTES);
        driver.manage().window().setSize(new Dimension(WIDTH, HEIGHT));
        Files.createDirectories(file.toAbsolutePath().getParent());
        return Files.write(file, png);
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
