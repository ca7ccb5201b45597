package org.serialflex.report;

import org.serialflex.cli.KitVersion;
import org.serialflex.cli.TerminalSubcommand;
import org.serialflex.cli.TrueOrFalse;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.Optional;

/** {@code serialflex diff}: parses into {@link DiffOptions} and runs {@link ReportTool#diff}. */
@Command(name = "diff", mixinStandardHelpOptions = true, versionProvider = KitVersion.class, usageHelpAutoWidth = true,
        description = {"Prints every verdict that changed between two runs: two matrix.json files, or two results "
                + "files of one adapter.", ""},
        footerHeading = "%n",
        footer = "Exit status: 0 compared, 1 worse with --fail-on-worse, 2 bad input or an unusable file.")
public final class DiffSubcommand extends TerminalSubcommand {

    @Parameters(index = "0", paramLabel = "<before.json>", description = "The earlier matrix.json or results file.")
    Path before;

    @Parameters(index = "1", paramLabel = "<after.json>", description = "The later one, of the same kind.")
    Path after;

    @Option(names = "--fail-on-worse", arity = "0..1", fallbackValue = "true", converter = TrueOrFalse.class,
            paramLabel = "<true|false>", defaultValue = "false",
            description = "Whether a case outcome that got worse or a criterion score that dropped fails (exit 1); "
                    + "alone, true (default: ${DEFAULT-VALUE}).")
    boolean failOnWorse;

    @Override
    public Optional<String> whenSomethingIsMissing() {
        return Optional.of("diff needs exactly two files, before and after");
    }

    @Override
    public Integer call() {
        return ReportTool.diff(new DiffOptions(before, after, failOnWorse), terminal().out(), terminal().err());
    }
}
