package org.serialflex.results;

import java.util.List;

/**
 * What one upgrade lane learned: bytes written by one side (adapter, library version, JDK) and
 * read by the other. Stored in its adapter's results beside the matrix's own cases.
 *
 * @param id             the lane in lane syntax, e.g. {@code kryo@5.5.0>kryo@5.6.2}
 * @param writer         the writer side as it really ran
 * @param reader         the reader side as it really ran
 * @param verdict        one line computed from the identity set, see {@code LaneVerdict}
 * @param durationMillis wall time of the lane's cases
 * @param identityTotal  sum of the criterion scores over the identity set
 * @param total          sum of the criterion scores over the criteria's own cases
 * @param identity       the identity set: every criterion's cases with the same class version on both
 *                       sides, so that only the library or JDK differs
 * @param criteria       the criteria's own cases, class change and library or JDK change at once
 * @param zoo            the value zoo across the lane (same class on both sides, like the identity set, and
 *                       counted in the verdict with it, but in no total); {@code null} when it was not run
 */
public record LaneResults(String id, SideInfo writer, SideInfo reader, String verdict, long durationMillis,
                          double identityTotal, double total, List<CriterionResult> identity,
                          List<CriterionResult> criteria, CriterionResult zoo) {

    public LaneResults {
        identity = identity == null ? List.of() : List.copyOf(identity);
        criteria = criteria == null ? List.of() : List.copyOf(criteria);
    }

    /** A lane's results without the value zoo. */
    public LaneResults(String id, SideInfo writer, SideInfo reader, String verdict, long durationMillis,
                       double identityTotal, double total, List<CriterionResult> identity,
                       List<CriterionResult> criteria) {
        this(id, writer, reader, verdict, durationMillis, identityTotal, total, identity, criteria, null);
    }
}
