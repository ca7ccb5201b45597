package org.serialflex.runner;

import org.serialflex.results.CaseResult;
import org.serialflex.results.SideInfo;

/**
 * One event between the kit and a {@link CaseHost}, encoded by {@link HostCodec}: what a host
 * tells the kit, and the written cases the kit hands a reading host. A library in the host can
 * neither produce nor swallow one (see {@link HostCodec}), so its own output or exit status is
 * never taken for the host's word.
 */
sealed interface HostMessage {

    /** The side as the host really runs it: library version and JDK. Sent once, before any case. */
    record Side(SideInfo side) implements HostMessage {
    }

    /** The adapter cannot be created in a world on this side; the host sends nothing after it. */
    record NotCreatable(String reason) implements HostMessage {
    }

    /** A case's half began; a host that ends before the case's answer cut it short. */
    record Started(String caseId) implements HostMessage {
    }

    /** A world was set up in that many microseconds, for the run's timings. */
    record WorldSetUp(long micros) implements HostMessage {
    }

    /**
     * Precedes a case's answer when only a JVM of its own gives its verdict
     * ({@link WorldPool#mayBeAnEarlierWorlds}).
     */
    record Alone(String caseId) implements HostMessage {
    }

    /** A writer half's answer; also what the kit hands a reading host to read. */
    record WrittenCase(Written written) implements HostMessage {
    }

    /** A reader half's answer: the case's verdict. */
    record Result(CaseResult result) implements HostMessage {
    }

    /** The history probe's answer. */
    record Sharing(HistoryProbe.WorldSharing sharing) implements HostMessage {
    }
}
