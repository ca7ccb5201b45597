package org.serialflex.runner;

/**
 * Where a run's cases run: each half in a case host JVM of its own side (a library that kills its
 * JVM costs one case; {@code org.serialflex.runner.host.ForkedHosts}), or in this JVM (for debugging;
 * such a library ends the run). Upgrade lanes always run in JVMs of their own. Forked hosts outlive a
 * run: the next run that needs a JVM just like one takes it; {@link #close} ends the idle ones.
 */
public interface CaseHosts extends AutoCloseable {

    /** This JVM, with {@code -Dserialflex.fork=false}. */
    static CaseHosts inThisJvm() {
        return new InThisJvm();
    }

    /** Whether each side runs in JVMs of its own, as an upgrade lane needs. */
    boolean forks();

    /** The lane {@code plan} describes, on these hosts. */
    LaneHosts lane(LaneHosts.Plan plan);

    /** Ends the idle host JVMs of these hosts; a later run starts new ones. */
    @Override
    void close();

    /** See {@link #inThisJvm()}. */
    record InThisJvm() implements CaseHosts {

        @Override
        public boolean forks() {
            return false;
        }

        @Override
        public LaneHosts lane(LaneHosts.Plan plan) {
            return new CasesInThisJvm(plan);
        }

        @Override
        public void close() {
            // nothing outlives a run here
        }
    }
}
