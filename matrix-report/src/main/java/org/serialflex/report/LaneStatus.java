package org.serialflex.report;

import org.serialflex.lanes.LaneVerdict;
import org.serialflex.results.CaseResult;
import org.serialflex.results.LaneResults;
import org.serialflex.results.Outcome;
import org.serialflex.results.SideInfo;

import java.util.List;
import java.util.Optional;

/**
 * What one lane's grid cell says, from its identity set (unchanged classes, only the library or JDK
 * differs): identical bytes, all PASS, as on one version, n CORRUPT, n fail, or cannot start, with the
 * root cause of a side whose JVM could not start the adapter. <em>Identical bytes</em> is said only when
 * the payload digests show the writer writing, case for case, what the reader's own side writes and the
 * verdicts agree that the lane is safe; without digests (older results) the status rests on the verdicts.
 *
 * @param kind  {@code identical}, {@code safe}, {@code corrupt}, {@code fails} or {@code nostart}: the cell's colour
 * @param label the cell's words
 * @param cause why a side could not start, when {@code kind} is {@code nostart}; or, for a lane whose every case failed
 *              the same way, that one failure
 * @param bytes how the writer's bytes compare with the reader's own side's
 */
record LaneStatus(String kind, String label, String cause, LaneBytes bytes) {

    /** The marker the kit puts into every case of a lane whose side could not start (ForkedLane). */
    static final String COULD_NOT_START = "could not start the adapter";

    /** The lane's status from its verdicts alone. */
    static LaneStatus of(LaneResults lane) {
        return of(lane, LaneBytes.UNMEASURED);
    }

    /** The lane's status from its verdicts and from how its writer's bytes compare with its reader's. */
    static LaneStatus of(LaneResults lane, LaneBytes bytes) {
        List<CaseResult> identity = lane.identity().stream().flatMap(c -> c.cases().stream()).toList();
        Optional<String> cause = startFailure(lane, identity);
        if (cause.isPresent()) {
            return new LaneStatus("nostart", "cannot start", cause.get(), LaneBytes.UNMEASURED);
        }
        long corrupt = identity.stream().filter(c -> c.outcome() == Outcome.CORRUPT).count();
        if (LaneVerdict.isSafe(lane.verdict())) {
            if (bytes.identical()) {
                return new LaneStatus("identical", "identical bytes", null, bytes);
            }
            boolean allPass = !identity.isEmpty() && identity.stream().allMatch(c -> c.outcome() == Outcome.PASS);
            return new LaneStatus("safe", allPass ? "all PASS" : "as on one version", null, bytes);
        }
        if (corrupt > 0) {
            return new LaneStatus("corrupt", corrupt + " CORRUPT", null, bytes);
        }
        long failing = identity.stream().filter(c -> c.outcome() != Outcome.PASS).count();
        return new LaneStatus("fails", failing + " of " + identity.size() + " fail", oneCause(identity).orElse(null),
                bytes);
    }

    /**
     * The one evidence of a lane whose every identity case ended with the same outcome and the same evidence
     * (one-nio on JDK 25 with Unsafe denied: 114 CRASHes, each an {@code ExceptionInInitializerError} from
     * {@code arrayBaseOffset}): a side that starts but cannot run, whose cause is said once, like a start failure.
     */
    private static Optional<String> oneCause(List<CaseResult> identity) {
        if (identity.size() < 2 || identity.get(0).outcome() == Outcome.PASS || identity.get(0).evidence() == null) {
            return Optional.empty();
        }
        CaseResult first = identity.get(0);
        boolean allSame = identity.stream().allMatch(c -> c.outcome() == first.outcome()
                && first.evidence().equals(c.evidence()));
        return allSame ? Optional.of("every case " + first.outcome() + ": " + first.evidence()) : Optional.empty();
    }

    /**
     * The side's recorded root cause; for results written before the kit recorded it, the evidence the
     * cases carry (which then only points at the build log).
     */
    private static Optional<String> startFailure(LaneResults lane, List<CaseResult> identity) {
        for (SideInfo side : new SideInfo[] {lane.writer(), lane.reader()}) {
            if (side != null && side.startFailure() != null) {
                return Optional.of(side.startFailure());
            }
        }
        boolean noneStarted = !identity.isEmpty() && identity.stream().allMatch(c -> c.outcome() == Outcome.CRASH
                && c.evidence() != null && c.evidence().contains(COULD_NOT_START));
        return noneStarted ? Optional.of(cause(identity.get(0).evidence())) : Optional.empty();
    }

    /**
     * The cause out of the kit's evidence, {@code the case host JVM of lane side ... could not start the
     * adapter (exit code 1): <cause>}; evidence written before the kit recorded causes ends in a pointer to
     * the build log, which is then all there is to say.
     */
    static String cause(String evidence) {
        String from = evidence.substring(evidence.indexOf(COULD_NOT_START));
        int colon = from.indexOf("): ");
        return colon >= 0 ? from.substring(colon + 3) : from;
    }

    /** Safe by the verdicts: identical bytes, all PASS or as on one version. */
    boolean safe() {
        return kind.equals("safe") || kind.equals("identical");
    }
}
