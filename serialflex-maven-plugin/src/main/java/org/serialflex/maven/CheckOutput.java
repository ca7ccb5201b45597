package org.serialflex.maven;

import org.apache.maven.plugin.logging.Log;
import org.serialflex.check.CheckLauncher;

import java.util.Optional;

/**
 * The check JVM's lines in Maven's log: its debug lines at debug level, the rest at info; and the line that says what
 * failed the build, kept for the goal's failure message.
 */
final class CheckOutput {

    private final Log log;
    private volatile String failedTheBuild;

    CheckOutput(Log log) {
        this.log = log;
    }

    void accept(String line) {
        if (line.startsWith(CheckLauncher.DEBUG_LINE)) {
            log.debug(line);
            return;
        }
        if (line.startsWith(CheckLauncher.FAILED_THE_BUILD)) {
            failedTheBuild = line;
        }
        log.info(line);
    }

    /** What failed the build and what would accept it, without the check's prefix; empty when the check said none. */
    Optional<String> failedTheBuild() {
        return Optional.ofNullable(failedTheBuild).map(line -> line.substring(CheckLauncher.FAILED_THE_BUILD.length()));
    }
}
