package org.serialflex.runner.host;

import org.serialflex.runner.Side;

/** What a {@link CaseHost} runs: the writer halves of its cases, the reader halves, or the history probe. */
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

    /** The side a host of this mode runs on: the probe writes. */
    Side side() {
        return this == READ ? Side.READER : Side.WRITER;
    }
}
