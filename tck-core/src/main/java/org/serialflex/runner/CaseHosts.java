package org.serialflex.runner;

import java.nio.file.Path;

/**
 * Where a run's matrix cases run: each half in a case host JVM of its own side (a library that
 * kills its JVM costs one case), or in this JVM (for debugging; such a library ends the run).
 * Upgrade lanes always run in JVMs of their own.
 */
public sealed interface CaseHosts {

    /** Case host JVMs that write their fatal error reports under {@code directory}. */
    static CaseHosts forked(Path directory) {
        return new Forked(directory);
    }

    /** This JVM, with {@code -Dserialflex.fork=false}. */
    static CaseHosts inThisJvm() {
        return new InThisJvm();
    }

    /** See {@link #forked(Path)}. */
    record Forked(Path directory) implements CaseHosts {
    }

    /** See {@link #inThisJvm()}. */
    record InThisJvm() implements CaseHosts {
    }
}
