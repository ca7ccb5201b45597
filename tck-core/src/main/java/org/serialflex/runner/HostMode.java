package org.serialflex.runner;

/** What a {@link CaseHost} runs: the writer halves of its cases, the reader halves, or the {@link HistoryProbe}. */
enum HostMode {
    WRITE, READ, PROBE;

    /** The name of the host's first world, in the creation check's messages. */
    String firstWorld() {
        return switch (this) {
            case WRITE -> "writer world 1";
            case READ -> "reader world 1";
            case PROBE -> "probe";
        };
    }

    /** Which pool of worlds the host's cases take theirs from. */
    String worldRole() {
        return this == READ ? "reader" : "writer";
    }
}
