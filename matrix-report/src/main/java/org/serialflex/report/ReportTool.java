package org.serialflex.report;

import java.io.PrintStream;
import java.time.Clock;
import java.util.List;

/**
 * The {@code report}, {@code summary} and {@code diff} commands of {@code matrix-report.jar} for a
 * caller in the same JVM (the Maven plugin): the same arguments and exit codes as {@link Main},
 * without {@code System.exit}.
 */
public final class ReportTool {

    private ReportTool() {
    }

    /**
     * @param args as on the command line, e.g. {@code report --require-results target/serialflex/results target/serialflex}
     * @return 0 on success, 1 when {@code --fail-on-worse} found a regression (or required results
     *         were missing), 2 on bad usage or an unusable input
     */
    public static int run(List<String> args, PrintStream out, PrintStream err) {
        return Cli.run(args.toArray(String[]::new), Clock.systemUTC(), out, err);
    }
}
