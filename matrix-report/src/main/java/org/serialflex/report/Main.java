package org.serialflex.report;

import java.time.Clock;

/**
 * Command line entry of {@code matrix-report.jar}:
 * <pre>
 * java -jar matrix-report.jar report &lt;project-root|results-dir|results.json&gt;... &lt;out-dir&gt;
 * java -jar matrix-report.jar diff &lt;before.json&gt; &lt;after.json&gt; [--fail-on-worse]
 * </pre>
 * Exits with 0 on success, 1 when {@code --fail-on-worse} found a regression (or results were
 * required and none were found), 2 on bad usage or an unusable diff input.
 */
public final class Main {

    private Main() {
    }

    /** Runs the command and exits with its code. */
    public static void main(String[] args) {
        System.exit(Cli.run(args, Clock.systemUTC(), System.out, System.err));
    }
}
