package org.serialflex.report;

import org.serialflex.cli.KitVersion;
import org.serialflex.cli.TerminalSubcommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;

/** {@code serialflex summary}: runs {@link ReportTool#summary}. */
@Command(name = "summary", mixinStandardHelpOptions = true, versionProvider = KitVersion.class,
        usageHelpAutoWidth = true,
        description = "Prints the console summary of the report in <out-dir> again (after report --defer-summary).")
public final class SummarySubcommand extends TerminalSubcommand {

    @Parameters(index = "0", paramLabel = "<out-dir>", description = "The report's output directory.")
    Path outputDirectory;

    @Override
    public Integer call() {
        return ReportTool.summary(outputDirectory, terminal().out(), terminal().err());
    }
}
