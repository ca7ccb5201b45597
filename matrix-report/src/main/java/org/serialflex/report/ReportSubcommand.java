package org.serialflex.report;

import org.serialflex.cli.KitVersion;
import org.serialflex.cli.TerminalSubcommand;
import org.serialflex.cli.TrueOrFalse;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** {@code serialflex report}: parses into {@link ReportOptions} and runs {@link ReportTool#report}. */
@Command(name = "report", mixinStandardHelpOptions = true, versionProvider = KitVersion.class, sortOptions = false,
        usageHelpAutoWidth = true, synopsisHeading = "Usage: ",
        customSynopsis = "serialflex report [options] <project-root|results-dir|results.json>... <out-dir>",
        description = {"Writes the flexibility matrix of the results found in the inputs into <out-dir>: index.html, "
                + "matrix.md, matrix.json, matrix.csv, sizes.csv and speed.csv (docs/matrix-schema.md), then prints "
                + "its summary.", ""},
        footerHeading = "%n",
        footer = "Exit status: 0 written, 1 no results although required or an unknown adapter id, 2 bad input.")
public final class ReportSubcommand extends TerminalSubcommand {

    @Option(names = "--require-results", arity = "0..1", fallbackValue = "true", converter = TrueOrFalse.class,
            paramLabel = "<true|false>", defaultValue = "${sys:serialflex.report.requireResults:-false}",
            description = "Whether finding no results fails (exit 1); alone, true "
                    + "(default: -Dserialflex.report.requireResults, else false).")
    boolean requireResults;

    @Option(names = "--adapters", split = ",", paramLabel = "<id>",
            description = "Only these adapters, comma-separated and repeatable; an id no adapter module recorded is "
                    + "an error (default: every adapter).")
    List<String> adapters = new ArrayList<>();

    @Option(names = "--adapters-from", paramLabel = "<words>",
            description = "Where the selection was written, for that error's message (default: --adapters=<ids>).")
    String adaptersFrom;

    @Option(names = "--outside-the-kit",
            description = "The build is not the kit's own, so the fix that error names applies to a project.")
    boolean outsideTheKit;

    // No default from -Dserialflex.shard: Surefire hands a sharded build's -D properties to every test JVM, where
    // a report of a test's own adapters must not be cut to the build's shard. serialflex:report passes its shard.
    @Option(names = "--shard", paramLabel = "<i/n>", defaultValue = "",
            description = "The results are shard i of n (a build run with -Dserialflex.shard=i/n): show that shard's "
                    + "adapters and say so (default: none; a merge of all shards' results gives none).")
    String shard;

    @Option(names = "--defer-summary",
            description = "Print only where the matrix went; the summary command prints the summary later.")
    boolean deferSummary;

    @Parameters(arity = "2..*", paramLabel = "<input>",
            description = "Project roots, results directories or results files, then the output directory last.")
    List<Path> operands = new ArrayList<>();

    @Override
    public Optional<String> whenSomethingIsMissing() {
        return Optional.of("report needs at least one input and an output directory");
    }

    @Override
    public Integer call() {
        return ReportTool.report(options(), terminal().clock(), terminal().out(), terminal().err());
    }

    /** The options as parsed. */
    ReportOptions options() {
        Set<String> ids = new LinkedHashSet<>();
        adapters.stream().map(String::strip).filter(id -> !id.isEmpty()).forEach(ids::add);
        return new ReportOptions(operands.subList(0, operands.size() - 1), operands.get(operands.size() - 1),
                requireResults, deferSummary, ids,
                adaptersFrom != null ? adaptersFrom : "--adapters=" + String.join(",", ids), !outsideTheKit,
                shard == null ? "" : shard);
    }
}
