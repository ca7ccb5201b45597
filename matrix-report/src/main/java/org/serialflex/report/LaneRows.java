package org.serialflex.report;

import org.serialflex.lanes.LaneVerdict;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.LaneResults;
import org.serialflex.results.Outcome;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The lanes section of the report: per adapter, each upgrade lane as a row of the same criterion
 * cells as the matrix, its one-line verdict, and for a lane run both ways one line for the pair.
 *
 * @param adapter the adapter whose results hold the lanes
 * @param lanes   its lanes, in run order
 */
record LaneRows(AdapterColumn adapter, List<LaneResults> lanes) {

    /** The adapters of {@code matrix} that ran lanes, in the matrix's column order. */
    static List<LaneRows> of(Matrix matrix) {
        return matrix.adapters().stream().filter(a -> !a.results().lanes().isEmpty())
                .map(a -> new LaneRows(a, a.results().lanes())).toList();
    }

    /** The lane's cell for criterion {@code id}: score and worst alarming outcome, or empty when not run. */
    static Optional<CriterionResult> criterion(LaneResults lane, String id) {
        return lane.criteria().stream().filter(c -> c.id().equals(id)).findFirst();
    }

    /** The worst outcome of {@code criterion} that zeroes it (CORRUPT, CRASH, KIT_ERROR), if any. */
    static Optional<Outcome> alarm(CriterionResult criterion) {
        return criterion.cases().stream().map(c -> c.outcome()).filter(Outcome::zeroesCriterion)
                .min(Enum::compareTo);
    }

    /** One line per pair of lanes run both ways ({@code a>b} and {@code b>a}): can each side read the other? */
    List<String> pairLines() {
        return pairLines(null);
    }

    /** As {@link #pairLines()}, naming the sides with {@code sideName} (writer and reader of the first lane) when given. */
    List<String> pairLines(java.util.function.Function<org.serialflex.results.SideInfo, String> sideName) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < lanes.size(); i++) {
            LaneResults forth = lanes.get(i);
            String[] sides = forth.id().split(">", 2);
            if (sides.length != 2) {
                continue;
            }
            String backId = sides[1] + ">" + sides[0];
            for (int j = i + 1; j < lanes.size(); j++) {
                LaneResults back = lanes.get(j);
                if (back.id().equals(backId)) {
                    String a = sideName == null ? sides[0] : sideName.apply(forth.writer());
                    String b = sideName == null ? sides[1] : sideName.apply(forth.reader());
                    lines.add(pair(a, b, LaneVerdict.isSafe(forth.verdict()),
                            LaneVerdict.isSafe(back.verdict())));
                }
            }
        }
        return lines;
    }

    private static String pair(String a, String b, boolean aToB, boolean bToA) {
        if (aToB && bToA) {
            return a + " ⇄ " + b + ": safe to roll both ways (each reads what the other writes, as on one version)";
        }
        if (aToB) {
            return a + " ⇄ " + b + ": " + b + " reads what " + a + " wrote, but " + a + " cannot safely read what "
                    + b + " writes: upgrade readers first, or not at all during a rolling deploy";
        }
        if (bToA) {
            return a + " ⇄ " + b + ": " + a + " reads what " + b + " wrote, but " + b + " cannot safely read what "
                    + a + " writes";
        }
        return a + " ⇄ " + b + ": neither side safely reads what the other writes";
    }
}
