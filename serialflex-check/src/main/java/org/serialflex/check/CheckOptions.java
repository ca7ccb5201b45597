package org.serialflex.check;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a check is asked to do.
 *
 * @param oldClasses       directory or jar of the previous release's classes
 * @param newClasses       directory or jar of the current classes
 * @param roots            root classes by binary name, with type arguments where generic
 *                         ({@code com.acme.Page<java.lang.String>}), or packages ({@code com.acme.orders.*}: its
 *                         concrete top-level classes; {@code com.acme.**}: subpackages too)
 * @param adapterId        the adapter's id, as its {@code id()} returns it
 * @param results          kit results files or directories holding {@code <scoresAdapterId>.json}
 * @param scoresAdapterId  whose kit scores the diff shows: the adapter's own id, or for a team's adapter the kit adapter
 *                         whose configuration it follows ({@code fory-compatible})
 * @param measure          whether to run the criteria's kit cases now when no results file has the scores
 * @param outputDir        where {@code check.json}, {@code check.md}, {@code check.html} and the JUnit XML go
 * @param seed             Instancio's seed
 * @param minimumSamples   objects written per root class and direction, at least (more when an enum or abstract type
 *                         needs them)
 * @param timeLimit        the most each half of a case may take
 * @param failOnCorrupt    whether any CORRUPT fails the check
 * @param required         the verdict every class must reach ({@link #DEFAULT_REQUIRED} unless told otherwise), NONE
 *                         to ask for nothing (a report-only run)
 * @param oldLibrary       {@code group:artifact:version} of another version of the adapter's library for the old side's
 *                         worlds ({@code --writer-library}: the old app writes with it and reads with it), or empty
 *                         for the library on the check's class path on both sides
 * @param acceptedNoVerdict roots (binary names) the user accepts without a verdict: the adapter, as configured, cannot
 *                         take them even in a control, and that must not fail the check
 * @param excluded         sample fields left empty: {@code com.acme.Order.notes} (a field) or {@code com.acme.Audit}
 *                         (every field of that type)
 * @param values           sample field values by field ({@code com.acme.Order.currency}) or type, as text converted
 *                         to the field's type
 * @param instancioSettings an Instancio properties file for the samples, or empty
 * @param acceptedChanges  the team's accepted-changes file ({@link AcceptedChanges}), or empty
 * @param format           how the console reports: plain lines, or GitHub Actions annotations too
 * @param sourceRoots      the project's source directories, where the SARIF report points at a changed class's file
 * @param stepSummary      a file the Markdown report is appended to (GitHub's {@code $GITHUB_STEP_SUMMARY}), or empty
 * @param olderClasses     releases before {@code oldClasses}, newest first, each checked against the new classes too
 *                         (a transitive check: {@code BACKWARD_TRANSITIVE} and the like), in the same report
 * @param moreAdapters     adapters checked beside {@code adapterId} in the same run, one report with a column per
 *                         adapter (a team with two formats: JSON to its clients, Kryo to its cache); empty for one
 */
public record CheckOptions(Path oldClasses, Path newClasses, List<String> roots, String adapterId, List<Path> results,
                           String scoresAdapterId, boolean measure, Path outputDir, long seed, int minimumSamples,
                           Duration timeLimit, boolean failOnCorrupt, Compatibility required,
                           Optional<String> oldLibrary, Set<String> acceptedNoVerdict, List<String> excluded,
                           Map<String, String> values, Optional<Path> instancioSettings,
                           Optional<Path> acceptedChanges, Format format, List<Path> sourceRoots,
                           Optional<Path> stepSummary, List<Path> olderClasses, List<String> moreAdapters) {

    /** How the console reports. */
    public enum Format {
        /** Lines for a person or a build log. */
        PLAIN,
        /** The lines, and GitHub Actions workflow commands ({@code ::error}, {@code ::warning}) for each finding. */
        GITHUB
    }

    /**
     * The verdict every root must reach unless told otherwise, by name: a compile-time constant, so that
     * {@code --require}'s default (picocli) and {@code serialflex:check}'s {@code require} (its plugin descriptor) are
     * this one value. BACKWARD, new code reads what old code stored: the break a deploy cannot undo (the stored data
     * stays, the old code is gone), and the one every compatibility gate fails on by default (a schema registry's
     * BACKWARD, {@code buf breaking}). A gate that passes a break by default leaves a team believing it is protected.
     */
    public static final String DEFAULT_REQUIRED = "BACKWARD";

    /**
     * Objects written per root and direction unless told otherwise: {@code --samples}' and {@code serialflex:check}'s
     * {@code samples} default, a compile-time constant for both annotations.
     */
    public static final String DEFAULT_SAMPLES = "3";

    /** Instancio's seed unless told otherwise ({@code --seed}, {@code seed}). */
    public static final String DEFAULT_SEED = "42";

    /** The most each half of a case may take unless told otherwise, in milliseconds ({@code --timeout-millis}, {@code timeoutMillis}). */
    public static final String DEFAULT_TIMEOUT_MILLIS = "60000";

    public CheckOptions {
        acceptedChanges = acceptedChanges == null ? Optional.empty() : acceptedChanges;
        format = format == null ? Format.PLAIN : format;
        sourceRoots = sourceRoots == null ? List.of() : List.copyOf(sourceRoots);
        stepSummary = stepSummary == null ? Optional.empty() : stepSummary;
        olderClasses = olderClasses == null ? List.of() : List.copyOf(olderClasses);
        moreAdapters = moreAdapters == null ? List.of() : List.copyOf(moreAdapters);
        if (!moreAdapters.isEmpty()) {
            List<String> all = new java.util.ArrayList<>(List.of(adapterId));
            all.addAll(moreAdapters);
            if (all.stream().distinct().count() < all.size()) {
                throw new CheckInputException("The adapters " + String.join(", ", all) + " name one adapter twice; "
                        + "give each adapter once.");
            }
            if (scoresAdapterId != null && !scoresAdapterId.equals(adapterId)) {
                throw new CheckInputException("--scores-of (<scoresOf>) " + scoresAdapterId + " names whose kit scores "
                        + "one adapter's report shows; with several adapters each shows its own: leave it out, or "
                        + "check your own adapter alone.");
            }
            if (oldLibrary != null && oldLibrary.isPresent()) {
                throw new CheckInputException("--writer-library (<writerLibrary>) " + oldLibrary.get() + " is a version "
                        + "of one adapter's library; with several adapters it would be wrong for the others: check "
                        + "that adapter alone.");
            }
        }
        roots = List.copyOf(roots);
        results = List.copyOf(results);
        acceptedNoVerdict = Set.copyOf(acceptedNoVerdict);
        excluded = List.copyOf(excluded);
        values = Map.copyOf(values);
    }

    /** Options for one adapter. */
    public CheckOptions(Path oldClasses, Path newClasses, List<String> roots, String adapterId, List<Path> results,
                        String scoresAdapterId, boolean measure, Path outputDir, long seed, int minimumSamples,
                        Duration timeLimit, boolean failOnCorrupt, Compatibility required,
                        Optional<String> oldLibrary, Set<String> acceptedNoVerdict, List<String> excluded,
                        Map<String, String> values, Optional<Path> instancioSettings,
                        Optional<Path> acceptedChanges, Format format, List<Path> sourceRoots,
                        Optional<Path> stepSummary, List<Path> olderClasses) {
        this(oldClasses, newClasses, roots, adapterId, results, scoresAdapterId, measure, outputDir, seed, minimumSamples,
                timeLimit, failOnCorrupt, required, oldLibrary, acceptedNoVerdict, excluded, values, instancioSettings,
                acceptedChanges, format, sourceRoots, stepSummary, olderClasses, List.of());
    }

    /** Options without an accepted-changes file. */
    public CheckOptions(Path oldClasses, Path newClasses, List<String> roots, String adapterId, List<Path> results,
                        String scoresAdapterId, boolean measure, Path outputDir, long seed, int minimumSamples,
                        Duration timeLimit, boolean failOnCorrupt, Compatibility required,
                        Optional<String> oldLibrary, Set<String> acceptedNoVerdict, List<String> excluded,
                        Map<String, String> values, Optional<Path> instancioSettings) {
        this(oldClasses, newClasses, roots, adapterId, results, scoresAdapterId, measure, outputDir, seed, minimumSamples,
                timeLimit, failOnCorrupt, required, oldLibrary, acceptedNoVerdict, excluded, values, instancioSettings,
                Optional.empty(), Format.PLAIN, List.of(), Optional.empty(), List.of());
    }

    /** These options with {@code old} as the previous release and no older ones: one release of a transitive check. */
    CheckOptions against(Path old) {
        return new CheckOptions(old, newClasses, roots, adapterId, results, scoresAdapterId, measure, outputDir,
                seed, minimumSamples, timeLimit, failOnCorrupt, required, oldLibrary, acceptedNoVerdict, excluded, values,
                instancioSettings, acceptedChanges, format, sourceRoots, stepSummary, List.of(), moreAdapters);
    }

    /** Every adapter checked, {@code adapterId} first. */
    public List<String> adapterIds() {
        List<String> all = new java.util.ArrayList<>(List.of(adapterId));
        all.addAll(moreAdapters);
        return List.copyOf(all);
    }

    /** These options for {@code adapter} alone, its own kit scores: one column of a check of several adapters. */
    CheckOptions forAdapter(String adapter) {
        return new CheckOptions(oldClasses, newClasses, roots, adapter, results, adapter, measure, outputDir,
                seed, minimumSamples, timeLimit, failOnCorrupt, required, oldLibrary, acceptedNoVerdict, excluded, values,
                instancioSettings, acceptedChanges, format, sourceRoots, stepSummary, olderClasses, List.of());
    }

    /** These options checking {@code more} beside {@code adapterId}, in one report. */
    public CheckOptions withMoreAdapters(List<String> more) {
        return new CheckOptions(oldClasses, newClasses, roots, adapterId, results, scoresAdapterId, measure, outputDir,
                seed, minimumSamples, timeLimit, failOnCorrupt, required, oldLibrary, acceptedNoVerdict, excluded, values,
                instancioSettings, acceptedChanges, format, sourceRoots, stepSummary, olderClasses, more);
    }

    /** These options with the accepted-changes file {@code file}. */
    public CheckOptions withAcceptedChanges(Path file) {
        return new CheckOptions(oldClasses, newClasses, roots, adapterId, results, scoresAdapterId, measure, outputDir,
                seed, minimumSamples, timeLimit, failOnCorrupt, required, oldLibrary, acceptedNoVerdict, excluded, values,
                instancioSettings, Optional.of(file), format, sourceRoots, stepSummary, olderClasses, moreAdapters);
    }

    /**
     * The accepted changes the file gives that concern {@code adapterId} (an entry without an adapter concerns
     * every adapter), none without a file. With several adapters, every entry for any of them: {@link Check} asks
     * each adapter's own.
     */
    AcceptedChanges accepted() {
        AcceptedChanges all = acceptedChanges.map(AcceptedChanges::read).orElse(AcceptedChanges.NONE);
        return moreAdapters.isEmpty() ? all.forAdapter(adapterId) : all.forAdapters(adapterIds());
    }

    /** A check of {@code roots} with {@code adapterId} and every other option at its default. */
    public static CheckOptions of(Path oldClasses, Path newClasses, List<String> roots, String adapterId) {
        return new CheckOptions(oldClasses, newClasses, roots, adapterId, List.of(), adapterId, true,
                Path.of("target/serialflex-check"), Long.parseLong(DEFAULT_SEED), Integer.parseInt(DEFAULT_SAMPLES),
                Duration.ofMillis(Long.parseLong(DEFAULT_TIMEOUT_MILLIS)), true,
                Compatibility.valueOf(DEFAULT_REQUIRED),
                Optional.empty(), Set.of(), List.of(), Map.of(), Optional.empty());
    }
}
