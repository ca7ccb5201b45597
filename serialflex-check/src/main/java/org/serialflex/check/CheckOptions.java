package org.serialflex.check;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * What a check is asked to do.
 *
 * @param oldClasses      directory or jar of the previous release's classes
 * @param newClasses      directory or jar of the current classes
 * @param roots           root classes by binary name, or packages ({@code com.acme.orders} or {@code com.acme.orders.*})
 * @param adapterId       the adapter's id, as its {@code id()} returns it
 * @param results         kit results files or directories holding {@code <scoresAdapterId>.json}
 * @param scoresAdapterId  whose kit scores the diff shows: the adapter's own id, or for a team's adapter the kit adapter
 *                        whose configuration it follows ({@code fory-compatible})
 * @param measure         whether to run the criteria's kit cases now when no results file has the scores
 * @param outputDir       where {@code check.json}, {@code check.md} and {@code check.html} go
 * @param seed            Instancio's seed
 * @param minimumSamples  objects written per root class and direction, at least (more when an enum or abstract type needs them)
 * @param timeLimit       the most each half of a case may take
 * @param failOnCorrupt   whether any CORRUPT fails the check
 * @param required        the verdict every class must reach, NONE to ask for nothing
 */
public record CheckOptions(Path oldClasses, Path newClasses, List<String> roots, String adapterId, List<Path> results,
                           String scoresAdapterId, boolean measure,
                           Path outputDir, long seed, int minimumSamples, Duration timeLimit, boolean failOnCorrupt,
                           Compatibility required) {

    public CheckOptions {
        roots = List.copyOf(roots);
        results = List.copyOf(results);
    }
}
