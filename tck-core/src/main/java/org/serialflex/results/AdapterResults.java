package org.serialflex.results;

import java.util.List;

/**
 * Everything one TCK run learned about one adapter; written as
 * {@code target/serialflex/results/<adapterId>.json}. Schema: {@code docs/results-schema.md}.
 *
 * @param schemaVersion   {@link ResultsJson#SCHEMA_VERSION} of the writer
 * @param kitVersion      version of the kit that ran the cases
 * @param adapterId       the adapter's id
 * @param adapterName     the adapter's display name
 * @param library         Maven coordinates of the library scored
 * @param format          the wire format the adapter writes, see {@code SerializerAdapter#format()}
 * @param jdk             the JVM the cases ran on
 * @param startedAt       ISO-8601 instant the run began
 * @param durationMillis  wall time of all cases
 * @param total           sum of the criterion scores, out of the number of criteria run
 * @param criteria        one entry per criterion run, in id order
 * @param lanes           the upgrade lanes run for this adapter; empty when none
 */
public record AdapterResults(int schemaVersion, String kitVersion, String adapterId, String adapterName,
                             LibraryInfo library, String format, JdkInfo jdk, String startedAt,
                             long durationMillis, double total, List<CriterionResult> criteria,
                             List<LaneResults> lanes) {

    public AdapterResults {
        criteria = List.copyOf(criteria);
        lanes = lanes == null ? List.of() : List.copyOf(lanes);
    }
}
