package org.serialflex.runner.host;

import org.serialflex.results.CaseResult;
import org.serialflex.results.SideInfo;
import org.serialflex.runner.SharingDecision;
import org.serialflex.runner.WorldSharing;
import org.serialflex.runner.Written;

import java.util.List;

/**
 * One event between the kit and a {@link CaseHost}, encoded by {@link HostCodec}: what a host
 * tells the kit, and what the kit tells a host: each run's start, the written cases it hands a
 * reading host and the end of them. A host serves many runs one after another ({@link HostPool}),
 * so everything that belongs to one run travels here, never on the host's command line. A library in the host can
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
     * (a library that failed to initialize where an earlier world of the JVM may be the cause).
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
    record Sharing(SharingDecision answer) implements HostMessage {
    }

    /**
     * The kit starts a run in a host: which adapter, what the host runs, and how. A host runs one
     * run at a time and answers {@link RunEnded} when it is done.
     *
     * @param adapterId       the adapter, created afresh for this run in a world of its own
     * @param mode            the writer halves of {@code caseIds}, the reader halves of the cases handed
     *                        after this message until {@link CasesEnd}, or the history probe
     * @param timeLimitMillis each half's time limit
     * @param parallelism     how many cases run at once
     * @param worlds          whether the run's cases share worlds, as its history probe said
     * @param caseIds         the cases a writing run writes; empty for the others
     */
    record RunStart(String adapterId, HostMode mode, long timeLimitMillis, int parallelism, WorldSharing worlds,
                    List<String> caseIds) implements HostMessage {
    }

    /** The kit has handed a reading host every case of its run. */
    record CasesEnd() implements HostMessage {
    }

    /**
     * The host answered every case of its run and waits for the next; {@code reusable} is false when
     * a thread of a hung case is still running in it, so that the kit retires it rather than let the
     * thread take another run's CPU or state, and when a library met there initializes once per JVM
     * (its next run here would fail in every world).
     */
    record RunEnded(boolean reusable) implements HostMessage {
    }
}
