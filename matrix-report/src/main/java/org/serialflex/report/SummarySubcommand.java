package org.serialflex.report;

import org.serialflex.cli.KitVersion;
import org.serialflex.cli.Subcommand;
import org.serialflex.cli.Terminal;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code serialflex summary}: runs {@link ReportTool#summary}. */
@Command(name = "summary", mixinStandardHelpOptions = true, versionProvider = KitVersion.class,
        usageHelpAutoWidth = true,
        description = "Prints the console summary of the report in <out-dir> again (after report --defer-summary).")
public final class SummarySubcommand implements Subcommand, Callable<Integer> {

    @Parameters(index = "0", paramLabel = "<out-dir>", description = "The report's output directory.")
    Path outputDirectory;

    private Terminal terminal = Terminal.system();

    /** For picocli and the service loader. */
    public SummarySubcommand() {
    }

    @Override
    public void attach(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        return ReportTool.summary(outputDirectory, terminal.out(), terminal.err());
    }
}
