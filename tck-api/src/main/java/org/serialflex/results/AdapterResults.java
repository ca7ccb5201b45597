package org.serialflex.results;

import java.util.List;

/**
 * Everything one TCK run learned about one adapter; written as
 * {@code target/serialflex/results/<adapterId>.json}. Schema: {@code docs/results-schema.md}.
 *
 * @param schemaVersion   {@link #SCHEMA_VERSION} of the writer
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
 * @param safety          the safety profile, not part of the total; {@code null} when it was not run
 *                        (and in files written before it existed)
 * @param zoo             the value zoo (the kit's JDK values, each held four ways, same class on both sides), not
 *                        part of the total; {@code null} when it was not run (and in files written before it existed)
 */
public record AdapterResults(int schemaVersion, String kitVersion, String adapterId, String adapterName,
                             LibraryInfo library, String format, JdkInfo jdk, String startedAt,
                             long durationMillis, double total, List<CriterionResult> criteria,
                             List<LaneResults> lanes, SafetyProfile safety, CriterionResult zoo) {

    /** The version of this schema a kit writes; readers accept older ones they know how to read. */
    public static final int SCHEMA_VERSION = 2;

    public AdapterResults {
        criteria = List.copyOf(criteria);
        lanes = lanes == null ? List.of() : List.copyOf(lanes);
    }

    /** Results without the value zoo. */
    public AdapterResults(int schemaVersion, String kitVersion, String adapterId, String adapterName,
                          LibraryInfo library, String format, JdkInfo jdk, String startedAt, long durationMillis,
                          double total, List<CriterionResult> criteria, List<LaneResults> lanes, SafetyProfile safety) {
        this(schemaVersion, kitVersion, adapterId, adapterName, library, format, jdk, startedAt, durationMillis, total,
                criteria, lanes, safety, null);
    }

    /** Results without a safety profile. */
    public AdapterResults(int schemaVersion, String kitVersion, String adapterId, String adapterName,
                          LibraryInfo library, String format, JdkInfo jdk, String startedAt, long durationMillis,
                          double total, List<CriterionResult> criteria, List<LaneResults> lanes) {
        this(schemaVersion, kitVersion, adapterId, adapterName, library, format, jdk, startedAt, durationMillis, total,
                criteria, lanes, null, null);
    }

    /** These results with {@code profile} as their safety section. */
    public AdapterResults withSafety(SafetyProfile profile) {
        return new AdapterResults(schemaVersion, kitVersion, adapterId, adapterName, library, format, jdk, startedAt,
                durationMillis, total, criteria, lanes, profile, zoo);
    }

    /** These results with {@code valueZoo} as their value zoo. */
    public AdapterResults withZoo(CriterionResult valueZoo) {
        return new AdapterResults(schemaVersion, kitVersion, adapterId, adapterName, library, format, jdk, startedAt,
                durationMillis, total, criteria, lanes, safety, valueZoo);
    }

    /** These results with {@code more} as their lanes (the matrix's own cases and the safety profile kept). */
    public AdapterResults withLanes(List<LaneResults> more) {
        return new AdapterResults(schemaVersion, kitVersion, adapterId, adapterName, library, format, jdk, startedAt,
                durationMillis, total, criteria, more, safety, zoo);
    }
}
