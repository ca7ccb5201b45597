package org.serialflex.lanes;

import org.serialflex.results.CaseResult;
import org.serialflex.results.Outcome;

import java.util.Collection;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The one line a lane earns from its identity set (same classes on both sides, so only the
 * library or the JDK differs), measured against the same identity set on one version (the
 * adapter's own identity lane): a case a library cannot handle even on one version is no
 * upgrade risk, a case that passes on one version and fails across the lane is.
 */
public final class LaneVerdict {

    /** Start of the verdict of a lane that loses nothing against one version. */
    public static final String SAFE = "safe";

    private LaneVerdict() {
    }

    /**
     * @param lane     the lane's identity set
     * @param baseline the same cases' outcomes with writer and reader on the module's own version and JDK
     */
    public static String of(Collection<CaseResult> lane, Map<String, Outcome> baseline) {
        return of(lane, baseline, true);
    }

    /**
     * @param lane            the lane's identity set
     * @param baseline        the same cases' outcomes with writer and reader on the module's own version and JDK
     * @param baselineCovers  whether {@code baseline} stands for both sides: true when both sides run
     *                        the module's adapter (only a library version or a JDK differs); false for a
     *                        lane between two adapters (Jackson 2 and Jackson 3), where the baseline is one
     *                        side's alone and a case CORRUPT there may pass on the other side's, so that
     *                        every CORRUPT case counts as loss across the lane
     */
    public static String of(Collection<CaseResult> lane, Map<String, Outcome> baseline, boolean baselineCovers) {
        long corruptAcross = lane.stream().filter(c -> c.outcome() == Outcome.CORRUPT)
                .filter(c -> !baselineCovers || baseline.get(c.id()) != Outcome.CORRUPT).count();
        long corruptAnyway = lane.stream().filter(c -> c.outcome() == Outcome.CORRUPT).count() - corruptAcross;
        long kitErrors = lane.stream().filter(c -> c.outcome() == Outcome.KIT_ERROR).count();
        long worse = lane.stream().filter(c -> c.outcome().isWorseThan(baseline.getOrDefault(c.id(), Outcome.PASS)))
                .count();
        long pass = lane.stream().filter(c -> c.outcome() == Outcome.PASS).count();
        // corruption the library shows on one version is its matrix's concern, not the upgrade's
        String alsoOnOneVersion = corruptAnyway == 0 ? ""
                : "; " + corruptAnyway + " CORRUPT on one version too";
        if (corruptAcross > 0) {
            return corruptAcross + " of " + lane.size() + " identity cases CORRUPT across this lane: data is lost silently"
                    + alsoOnOneVersion;
        }
        if (kitErrors > 0) {
            return kitErrors + " of " + lane.size() + " identity cases could not be measured (KIT_ERROR)";
        }
        if (worse == 0) {
            return pass == lane.size() ? SAFE + ": identity set all PASS, every value crosses"
                    : SAFE + ": identity set as on one version (" + pass + " of " + lane.size() + " PASS there too"
                    + alsoOnOneVersion + ")";
        }
        if (pass == 0) {
            return "no identity case crosses (" + counted(lane, c -> c.outcome() != Outcome.PASS) + ")";
        }
        return worse + " of " + lane.size() + " identity cases that pass on one version fail across this lane ("
                + counted(lane, c -> c.outcome().isWorseThan(baseline.getOrDefault(c.id(), Outcome.PASS))) + ")";
    }

    /** {@code 3 READ_FAILED, 1 CRASH}: the outcomes of the cases {@code which} picks, counted. */
    private static String counted(Collection<CaseResult> lane, Predicate<CaseResult> which) {
        return lane.stream().filter(which)
                .collect(Collectors.groupingBy(CaseResult::outcome, () -> new EnumMap<>(Outcome.class),
                        Collectors.counting()))
                .entrySet().stream().map(e -> e.getValue() + " " + e.getKey()).collect(Collectors.joining(", "));
    }

    /** Whether {@code verdict} says the lane loses nothing. */
    public static boolean isSafe(String verdict) {
        return verdict != null && verdict.startsWith(SAFE);
    }
}
