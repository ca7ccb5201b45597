package org.serialflex.runner;

/**
 * The two sides of a case: the writer's, whose hosts write its cases (and run the history probe), and the
 * reader's, whose hosts read what the writer's wrote. They never share a JVM.
 */
public enum Side {
    /** Writes the cases. */
    WRITER("writing"),
    /** Reads what the writer wrote. */
    READER("reading");

    private final String verb;

    Side(String verb) {
        this.verb = verb;
    }

    /** What a host of this side does with a case: {@code writing}, {@code reading}. */
    public String verb() {
        return verb;
    }
}
