package org.serialflex.report;

import org.serialflex.results.AdapterResults;
import org.serialflex.results.LaneResults;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Joins the results of one adapter written by several runs of the same library on the same JDK release,
 * e.g. one CI job per upgrade lane: the matrix's own cases are the first file's, the lanes are
 * the union of all files' (a lane run twice keeps the first run's results).
 */
final class LaneMerge {

    private LaneMerge() {
    }

    /**
     * Whether two results files are runs of the same adapter, library version and JDK release: two CI
     * runners rarely have the same JDK update (17.0.15 and 17.0.16), and an update does not change
     * what a serializer writes, so the feature release is what must agree.
     */
    static boolean sameRun(AdapterResults a, AdapterResults b) {
        return a.adapterId().equals(b.adapterId()) && a.library().equals(b.library())
                && Objects.equals(feature(a.jdk().version()), feature(b.jdk().version()));
    }

    /** {@code 17} for {@code 17.0.15}; a version Java cannot parse stands for itself. */
    private static String feature(String version) {
        try {
            return String.valueOf(Runtime.Version.parse(version).feature());
        } catch (IllegalArgumentException | NullPointerException e) {
            return version;
        }
    }

    static AdapterResults merge(AdapterResults first, AdapterResults more) {
        Map<String, LaneResults> lanes = new LinkedHashMap<>();
        first.lanes().forEach(l -> lanes.put(l.id(), l));
        more.lanes().forEach(l -> lanes.putIfAbsent(l.id(), l));
        return first.withLanes(lanes.values().stream().toList());
    }

    /** {@code group:artifact:version on JDK 17.0.15}. */
    static String describe(AdapterResults results) {
        return results.library().coordinates() + " on JDK " + results.jdk().version();
    }
}
