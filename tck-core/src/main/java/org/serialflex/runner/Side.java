package org.serialflex.runner;

/**
 * The two sides of a case: the writer's, whose hosts write its cases (and run the history probe), and the
 * reader's, whose hosts read what the writer's wrote. They never share a JVM.
 */
enum Side {
    WRITER("writing"), READER("reading");

    private final String verb;

    Side(String verb) {
        this.verb = verb;
    }

    /** What a host of this side does with a case: {@code writing}, {@code reading}. */
    String verb() {
        return verb;
    }

    /** The side a host of {@code mode} runs on: the probe writes. */
    static Side of(HostMode mode) {
        return mode == HostMode.READ ? READER : WRITER;
    }
}
