package org.serialflex.cli;

import java.io.PrintStream;
import java.time.Clock;

/**
 * Where a command prints and what time it reads: the process's own streams and the system clock on the
 * command line, captured streams and a fixed clock in a test, Maven's log in a goal.
 *
 * @param out   results and progress
 * @param err   errors and usage after bad input
 * @param clock the time a report is stamped with
 */
public record Terminal(PrintStream out, PrintStream err, Clock clock) {

    /** {@code System.out}, {@code System.err}, UTC. */
    public static Terminal system() {
        return new Terminal(System.out, System.err, Clock.systemUTC());
    }
}
