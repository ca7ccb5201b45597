package org.serialflex.runner;

import org.serialflex.lanes.ResolvedSide;
import org.serialflex.results.CaseResult;
import org.serialflex.results.SideInfo;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One lane's cases where {@link CaseHosts} run them: the one entry point through which a run reaches the
 * fork machinery ({@code org.serialflex.runner.host}) or runs them in this JVM. A run asks it for the
 * lane's verdicts, for the history probe's answer, and afterwards for how each side really ran.
 */
public interface LaneHosts {

    /**
     * What a lane runs and how.
     *
     * @param lane        {@link AdapterRun#MATRIX} or the upgrade lane's id, as the listener hears it
     * @param writer      the writer side: adapter, JDK, class path, JVM options
     * @param reader      the reader side
     * @param timeLimit   each half's time limit
     * @param parallelism how many cases run at once
     * @param timings     collects world set-up and case times
     * @param upgradeLane whether this is an upgrade lane, where a side whose JVM cannot even start the adapter is
     *                    that lane's verdict (CRASH on every case); on the matrix's own side it fails the run
     * @param worlds      how cases get their worlds ({@link WorldPool})
     * @param shuffleSeed the seed the cases' order was shuffled with, if it was: a run that checks that order changes
     *                    nothing writes its own cases rather than read another order's
     */
    record Plan(String lane, ResolvedSide writer, ResolvedSide reader, Duration timeLimit, int parallelism,
                RunTimings timings, boolean upgradeLane, WorldSharing worlds, java.util.OptionalLong shuffleSeed) {
    }

    /** Every case's result, by case id; {@code listener} hears of each as it starts and once its verdict is final. */
    Map<String, CaseResult> run(List<TckCase> cases, CaseListener listener);

    /**
     * Whether the writer side's library remembers earlier cases ({@link HistoryProbe}), asked of fresh worlds
     * that are the first of their JVM where the hosts fork.
     *
     * @param identityCases the criteria's identity cases, the probe's candidates
     */
    SharingDecision probeHistory(List<TckCase> identityCases);

    /** The writer side as it really ran (library and JDK its host reported), once {@link #run} returned. */
    Optional<SideInfo> writerInfo();

    /** The reader side as it really ran. */
    Optional<SideInfo> readerInfo();

    /** Why {@code side}'s JVM could not start the adapter (an upgrade lane's), when it could not. */
    Optional<String> startFailure(Side side);
}
