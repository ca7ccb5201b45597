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
 * @param shard           {@code i/n} when the results are one shard's ({@code -Dserialflex.shard}): the matrix shows
 *                        that shard's adapters and says so; blank for a whole build or a merge of shards
 */
public record ReportOptions(List<Path> inputs, Path outputDirectory, boolean requireResults, boolean deferSummary,
                            Set<String> adapters, String adaptersFrom, boolean inKit, String shard) {

    public ReportOptions {
        inputs = List.copyOf(inputs);
        adapters = new LinkedHashSet<>(adapters);
        shard = shard == null ? "" : shard.strip();
    }

    /** A report of a whole build (no shard). */
    public ReportOptions(List<Path> inputs, Path outputDirectory, boolean requireResults, boolean deferSummary,
                         Set<String> adapters, String adaptersFrom, boolean inKit) {
        this(inputs, outputDirectory, requireResults, deferSummary, adapters, adaptersFrom, inKit, "");
    }

    /** A report of {@code inputs} into {@code outputDirectory}, every adapter shown, in the kit's own build. */
    public static ReportOptions of(List<Path> inputs, Path outputDirectory) {
        return new ReportOptions(inputs, outputDirectory, false, false, Set.of(), "--adapters=", true);
    }
}
