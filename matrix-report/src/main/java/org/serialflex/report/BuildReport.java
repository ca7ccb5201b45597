package org.serialflex.report;

import java.time.Clock;

/**
 * Entry point for the Maven build (exec-maven-plugin's {@code java} goal runs it inside Maven's JVM, so
 * it must not call {@link System#exit}): same arguments as {@link Main}; a non-zero result fails the
 * build with an exception instead.
 */
public final class BuildReport {

    private BuildReport() {
    }

    /** Runs the command; throws {@link IllegalStateException} when it did not succeed. */
    public static void main(String[] args) {
        int code = Cli.run(args, Clock.systemUTC(), System.out, System.err);
        if (code != 0) {
            throw new IllegalStateException("matrix-report failed with exit code " + code + "; see the messages above");
        }
    }
}
