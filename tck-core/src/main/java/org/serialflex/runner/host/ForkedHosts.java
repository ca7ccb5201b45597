package org.serialflex.runner.host;

import org.serialflex.runner.CaseHosts;
import org.serialflex.runner.LaneHosts;

import java.nio.file.Path;
import java.util.Objects;

/**
 * Case host JVMs, the typed entry point of the fork machinery: each half of a case in a JVM of its own
 * side ({@link ForkedLane}), kept between runs by the {@link HostPool}, writing their fatal error reports and
 * finding the cases' class file under one directory. {@link #close} ends the idle hosts of that directory.
 */
public final class ForkedHosts implements CaseHosts {

    private final Path directory;

    private ForkedHosts(Path directory) {
        this.directory = directory.toAbsolutePath().normalize();
    }

    /** Case host JVMs that write their fatal error reports under {@code directory}. */
    public static ForkedHosts in(Path directory) {
        return new ForkedHosts(directory);
    }

    /** Where the hosts write their fatal error reports and find the cases' class file. */
    public Path directory() {
        return directory;
    }

    /** The hosts kept between runs. */
    HostPool pool() {
        return HostPool.IN_THIS_JVM;
    }

    @Override
    public boolean forks() {
        return true;
    }

    @Override
    public LaneHosts lane(LaneHosts.Plan plan) {
        return new ForkedLane(plan, this);
    }

    @Override
    public void close() {
        pool().retireAll(directory);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ForkedHosts forked && forked.directory.equals(directory);
    }

    @Override
    public int hashCode() {
        return Objects.hash(directory);
    }

    @Override
    public String toString() {
        return "ForkedHosts[" + directory + "]";
    }
}
