package org.serialflex.runner;

import java.nio.file.Path;
import java.util.Objects;

/**
 * Where a run's matrix cases run: each half in a case host JVM of its own side (a library that
 * kills its JVM costs one case), or in this JVM (for debugging; such a library ends the run).
 * Upgrade lanes always run in JVMs of their own. Forked hosts outlive a run: the next run that needs
 * a JVM just like one takes it ({@link HostPool}); {@link #close} ends the idle ones.
 */
public sealed interface CaseHosts extends AutoCloseable {

    /** Case host JVMs that write their fatal error reports under {@code directory}. */
    static CaseHosts forked(Path directory) {
        return new Forked(directory);
    }

    /** This JVM, with {@code -Dserialflex.fork=false}. */
    static CaseHosts inThisJvm() {
        return new InThisJvm();
    }

    /** Ends the idle host JVMs of these hosts' directory; a later run starts new ones. */
    @Override
    void close();

    /** See {@link #forked(Path)}. */
    final class Forked implements CaseHosts {
        private final Path directory;

        Forked(Path directory) {
            this.directory = directory.toAbsolutePath().normalize();
        }

        /** Where the hosts write their fatal error reports and find the cases' class files. */
        public Path directory() {
            return directory;
        }

        /** The hosts kept between runs. */
        HostPool pool() {
            return HostPool.IN_THIS_JVM;
        }

        @Override
        public void close() {
            pool().retireAll(directory);
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Forked forked && forked.directory.equals(directory);
        }

        @Override
        public int hashCode() {
            return Objects.hash(directory);
        }

        @Override
        public String toString() {
            return "Forked[" + directory + "]";
        }
    }

    /** See {@link #inThisJvm()}. */
    record InThisJvm() implements CaseHosts {
        @Override
        public void close() {
            // nothing outlives a run here
        }
    }
}
