package org.serialflex.runner;

import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.SafetyProfile;

import java.util.List;
import java.util.OptionalLong;

/**
 * Hears what a run has to say while it runs: each case ({@link CaseListener}, for a test engine's
 * progress), each summary (how worlds are shared, each lane's score and verdict, the safety
 * profile) and the engine's notices (a configuration it cannot run, what its selection leaves
 * out), for the console. Every method does nothing unless overridden; {@link #together}
 * tells several.
 */
public interface RunReport extends CaseListener {

    /** Hears nothing. */
    RunReport NONE = new RunReport() {
    };

    /** Tells each of {@code reports}, in order. */
    static RunReport together(RunReport... reports) {
        List<RunReport> all = List.of(reports);
        return new RunReport() {
            @Override
            public void started(String lane, String caseId) {
                all.forEach(r -> r.started(lane, caseId));
            }

            @Override
            public void finished(String lane, CaseResult result) {
                all.forEach(r -> r.finished(lane, result));
            }

            @Override
            public void worldSharing(String adapterId, WorldSharing sharing, String reason, long probeMillis,
                                     OptionalLong shuffleSeed) {
                all.forEach(r -> r.worldSharing(adapterId, sharing, reason, probeMillis, shuffleSeed));
            }

            @Override
            public void laneScored(LaneSummary summary) {
                all.forEach(r -> r.laneScored(summary));
            }

            @Override
            public void laneVerdict(String lane, String verdict) {
                all.forEach(r -> r.laneVerdict(lane, verdict));
            }

            @Override
            public void laneWorse(String lane, List<WorseAcrossLane> cases) {
                all.forEach(r -> r.laneWorse(lane, cases));
            }

            @Override
            public void safetyProfiled(String adapterId, SafetyProfile profile) {
                all.forEach(r -> r.safetyProfiled(adapterId, profile));
            }

            @Override
            public void notice(String line) {
                all.forEach(r -> r.notice(line));
            }
        };
    }

    @Override
    default void started(String lane, String caseId) {
    }

    @Override
    default void finished(String lane, CaseResult result) {
    }

    /**
     * Whether the run's cases share worlds, and why.
     *
     * @param probeMillis how long finding out took
     * @param shuffleSeed the seed the cases' order is shuffled with, if it is
     */
    default void worldSharing(String adapterId, WorldSharing sharing, String reason, long probeMillis,
                              OptionalLong shuffleSeed) {
    }

    /** A lane's cases are scored: the matrix's own (labelled with the adapter's id) or an upgrade lane's. */
    default void laneScored(LaneSummary summary) {
    }

    /** An upgrade lane's verdict ({@code lanes.LaneVerdict}). */
    default void laneVerdict(String lane, String verdict) {
    }

    /**
     * An upgrade lane's cases that fare worse than on one version, told after its {@link #laneVerdict}:
     * its identity cases first, each case once.
     */
    default void laneWorse(String lane, List<WorseAcrossLane> cases) {
    }

    /** The adapter's safety profile is measured. */
    default void safetyProfiled(String adapterId, SafetyProfile profile) {
    }

    /** A notice for whoever runs the kit, one whole line as it is to be shown (it starts {@code serialflex:}). */
    default void notice(String line) {
    }

    /**
     * One lane's scores and times.
     *
     * @param label   the adapter's id for its matrix, {@code "  lane " + lane} for an upgrade lane
     * @param total   the sum of its criteria's scores
     * @param results its criteria's results
     * @param millis  how long its cases took
     * @param timings its worlds' and cases' times
     */
    record LaneSummary(String label, double total, List<CriterionResult> results, long millis, RunTimings timings,
                       CriterionResult zoo) {

        /** A summary without the value zoo. */
        LaneSummary(String label, double total, List<CriterionResult> results, long millis, RunTimings timings) {
            this(label, total, results, millis, timings, null);
        }
    }
}
