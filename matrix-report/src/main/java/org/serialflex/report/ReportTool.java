package org.serialflex.report;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;

/**
 * The typed entry points of {@code report}, {@code summary} and {@code diff}: what the {@code serialflex}
 * subcommands run after parsing and what the Maven goals call with options they build, so the two cannot
 * drift apart. Each returns the exit status the command line ends with.
 */
public final class ReportTool {

    private ReportTool() {
    }

    /**
     * Writes the matrix of {@code options.inputs()}.
     *
     * @return 0 on success, 1 when results were required and none were found, or a selected adapter is unknown
     */
    public static int report(ReportOptions options, PrintStream out, PrintStream err) {
        return report(options, Clock.systemUTC(), out, err);
    }

    /** As {@link #report(ReportOptions, PrintStream, PrintStream)}, with the clock the matrix is stamped with. */
    public static int report(ReportOptions options, Clock clock, PrintStream out, PrintStream err) {
        return new ReportCommand(clock, out, err).run(options);
    }

    /** Prints the console summary a {@code report} left in {@code outputDirectory} again; 0. */
    public static int summary(Path outputDirectory, PrintStream out, PrintStream err) {
        return new ReportCommand(Clock.systemUTC(), out, err).printSummary(outputDirectory);
    }

    /**
     * Prints what changed between two matrices.
     *
     * @return 0, or 1 with {@code failOnWorse} when something got worse, or 2 when an input is unusable
     */
    public static int diff(DiffOptions options, PrintStream out, PrintStream err) {
        return new DiffCommand(out, err).run(options.before(), options.after(), options.failOnWorse());
    }
}
