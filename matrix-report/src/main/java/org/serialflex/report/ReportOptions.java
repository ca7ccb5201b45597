package org.serialflex.report;

import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What {@code report} is asked to do: the typed form the command line parses into and the Maven goal builds.
 *
 * @param inputs          project roots, results directories or results files
 * @param outputDirectory where index.html, matrix.md, matrix.json and matrix.csv go
 * @param requireResults  whether finding no results fails ({@code serialflex.report.requireResults})
 * @param deferSummary    print only where the matrix went; the {@code summary} command prints the summary later
 * @param adapters        the adapters to show, empty for all; an id no adapter module recorded is an error
 * @param adaptersFrom    where the selection was written, for that error's message
 *                        ({@code -Dserialflex.adapters=...}, {@code <adapters>...</adapters> of ...})
 * @param inKit           whether the build is the kit's own, so that the fix that error names applies to it
 */
public record ReportOptions(List<Path> inputs, Path outputDirectory, boolean requireResults, boolean deferSummary,
                            Set<String> adapters, String adaptersFrom, boolean inKit) {

    public ReportOptions {
        inputs = List.copyOf(inputs);
        adapters = new LinkedHashSet<>(adapters);
    }

    /** A report of {@code inputs} into {@code outputDirectory}, every adapter shown, in the kit's own build. */
    public static ReportOptions of(List<Path> inputs, Path outputDirectory) {
        return new ReportOptions(inputs, outputDirectory, false, false, Set.of(), "--adapters=", true);
    }
}
