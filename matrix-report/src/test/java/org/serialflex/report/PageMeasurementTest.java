package org.serialflex.report;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.JavascriptExecutor;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Measures a report page the way the closing note gives it: height in CSS pixels at 1366 px, weight
 * (the page file and every file it loads) and load time (median of five loads: navigation start to the load
 * event, and to the script having unpacked the embedded document). Runs only when asked:
 * {@code -Dserialflex.measure=path/to/index.html}; prints one line.
 */
class PageMeasurementTest {

    @Test
    void measuresThePageNamedBySerialflexMeasure() throws IOException {
        String named = System.getProperty("serialflex.measure", "");
        assumeTrue(!named.isBlank(), "-Dserialflex.measure=<index.html> names the page to measure");
        Path page = Path.of(named).toAbsolutePath();
        try (HeadlessChromium chromium = HeadlessChromium.startOrSkip()) {
            chromium.resize(1366, 900);
            JavascriptExecutor js = chromium.driver();
            List<Long> loads = new ArrayList<>();
            List<Long> ready = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                chromium.openAndWait(page);
                loads.add((Long) js.executeScript("var n = performance.getEntriesByType('navigation')[0];"
                        + " return Math.round(n.loadEventEnd - n.startTime);"));
                ready.add((Long) js.executeScript("return Math.round(performance.now());"));
            }
            @SuppressWarnings("unchecked")
            List<String> loaded = (List<String>) js.executeScript(
                    "return performance.getEntriesByType('resource').map(function (r) { return r.name; })");
            long bytes = Files.size(page);
            for (String url : loaded) {
                if (url.startsWith("file:")) {
                    bytes += Files.size(Path.of(URI.create(url.replaceFirst("#.*", ""))));
                }
            }
            loads.sort(null);
            ready.sort(null);
            System.out.printf("serialflex-measure: %s: height %d px at 1366, %,d bytes (page %,d + %d loaded files "
                            + "%s), load event %d ms, document unpacked by %d ms (medians of 5; loads %s)%n", page,
                    chromium.pageHeight(), bytes, Files.size(page), loaded.size(), loaded, loads.get(2), ready.get(2),
                    loads);
        }
    }
}
