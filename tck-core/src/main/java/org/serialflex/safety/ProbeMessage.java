package org.serialflex.safety;

import java.util.List;
import org.serialflex.results.ProbeResult;

/**
 * What a {@link SafetyHost} tells the kit, in the {@link org.serialflex.jvm.Frames} every child JVM
 * of the kit speaks: a library choking on hostile bytes may print anything, and none of it can pass
 * for a probe's start or result.
 */
sealed interface ProbeMessage {

    /** The kind byte of each message type is its index here. */
    List<Class<? extends ProbeMessage>> KINDS = List.of(Started.class, Finished.class);

    /** A probe began; a host that ends before its result died in it. */
    record Started(String probe) implements ProbeMessage {
    }

    /** A probe's result. */
    record Finished(ProbeResult result) implements ProbeMessage {
    }
}
