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
 * @param jdk             the JVM the cases ran on
 * @param startedAt       ISO-8601 instant the run began
 * @param durationMillis  wall time of all cases
 * @param total           sum of the criterion scores, out of the number of criteria run
 * @param criteria        one entry per criterion run, in id order
 * @param safety          the safety profile, not part of the total; {@code null} when it was not run
 *                        (and in files written before it existed)
 */
public record AdapterResults(int schemaVersion, String kitVersion, String adapterId, String adapterName,
                             LibraryInfo library, JdkInfo jdk, String startedAt, long durationMillis,
                             double total, List<CriterionResult> criteria, SafetyProfile safety) {

    public AdapterResults {
        criteria = List.copyOf(criteria);
    }

    /** Results without a safety profile. */
    public AdapterResults(int schemaVersion, String kitVersion, String adapterId, String adapterName,
                          LibraryInfo library, JdkInfo jdk, String startedAt, long durationMillis,
                          double total, List<CriterionResult> criteria) {
        this(schemaVersion, kitVersion, adapterId, adapterName, library, jdk, startedAt, durationMillis, total,
                criteria, null);
    }

    /** These results with {@code profile} as their safety section. */
    public AdapterResults withSafety(SafetyProfile profile) {
        return new AdapterResults(schemaVersion, kitVersion, adapterId, adapterName, library, jdk, startedAt,
                durationMillis, total, criteria, profile);
    }
}
