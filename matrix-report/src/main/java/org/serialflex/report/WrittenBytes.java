package org.serialflex.report;

import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.LaneResults;
import org.serialflex.results.SideInfo;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * What each side of the run wrote, case by case, as the payload digests its readers recorded: a side is an
 * adapter, a library version, a JDK and the lane's own JVM options. The matrix of an adapter is one
 * recording of its module's side; every lane is one recording of its writer's side. Comparing a lane's
 * writer with the recordings of its reader's side tells whether the lane crosses the very bytes the
 * reader's own version writes; comparing two recordings of one side tells whether a format's bytes vary
 * from run to run (timestamps, identity hashes, registration order).
 */
final class WrittenBytes {

    /** A case whose writer wrote nothing (it failed or declined before any bytes existed). */
    private static final String NOTHING = "";

    private final Map<String, List<Map<String, String>>> bySide;

    private WrittenBytes(Map<String, List<Map<String, String>>> bySide) {
        this.bySide = bySide;
    }

    /** The recordings of every adapter's matrix and every lane's writer in {@code matrix}. */
    static WrittenBytes of(Matrix matrix) {
        Map<String, List<Map<String, String>>> bySide = new HashMap<>();
        for (AdapterColumn column : matrix.adapters()) {
            AdapterResults results = column.results();
            add(bySide, matrixSide(results), recording(results.criteria().stream()));
            for (LaneResults lane : results.lanes()) {
                if (lane.writer() != null) {
                    add(bySide, side(lane.writer()), recording(cases(lane)));
                }
            }
        }
        return new WrittenBytes(bySide);
    }

    private static void add(Map<String, List<Map<String, String>>> bySide, String side, Map<String, String> recording) {
        if (!recording.isEmpty()) {
            bySide.computeIfAbsent(side, k -> new ArrayList<>()).add(recording);
        }
    }

    /** What {@code lane}'s writer wrote, compared with what its reader's side wrote elsewhere in the run. */
    LaneBytes compare(LaneResults lane) {
        if (lane.writer() == null || lane.reader() == null) {
            return LaneBytes.UNMEASURED;
        }
        Map<String, String> written = recording(cases(lane));
        if (written.isEmpty()) {
            return LaneBytes.UNMEASURED;
        }
        String readerSide = side(lane.reader());
        String writerSide = side(lane.writer());
        if (readerSide.equals(writerSide)) {
            return LaneBytes.UNMEASURED;
        }
        List<Map<String, String>> readers = bySide.getOrDefault(readerSide, List.of());
        if (readers.isEmpty()) {
            return LaneBytes.readerNeverWrote();
        }
        List<Map<String, String>> writers = bySide.getOrDefault(writerSide, List.of());
        Set<String> matrixCases = new HashSet<>();
        lane.criteria().forEach(c -> c.cases().forEach(k -> matrixCases.add(k.id())));
        int compared = 0;
        int differing = 0;
        int varying = 0;
        int missing = 0;
        boolean anyBytes = false;
        for (Map.Entry<String, String> entry : written.entrySet()) {
            Set<String> readerWrote = digests(readers, entry.getKey());
            if (readerWrote.isEmpty()) {
                // The identity set's own ids (…v1-v1) are only recorded by lanes; its objects are the matrix cases'.
                missing += matrixCases.contains(entry.getKey()) ? 1 : 0;
                continue;
            }
            compared++;
            anyBytes |= !entry.getValue().equals(NOTHING);
            // A case one side wrote differently in two runs proves nothing either way: its bytes vary run to run.
            if (readerWrote.size() > 1 || digests(writers, entry.getKey()).size() > 1) {
                varying++;
            } else if (!readerWrote.contains(entry.getValue())) {
                differing++;
            }
        }
        return new LaneBytes(compared, differing, varying, missing, anyBytes, null);
    }

    private static Set<String> digests(List<Map<String, String>> recordings, String caseId) {
        Set<String> seen = new HashSet<>();
        recordings.forEach(r -> {
            String digest = r.get(caseId);
            if (digest != null) {
                seen.add(digest);
            }
        });
        return seen;
    }

    private static Stream<CriterionResult> cases(LaneResults lane) {
        return Stream.concat(lane.identity().stream(), lane.criteria().stream());
    }

    /**
     * Case id → digest, or {@link #NOTHING} when nothing was written; a case whose bytes were written but whose
     * digest is unknown (an older results file, a reader JVM that died) is left out, and so is a whole
     * recording that holds no digest at all.
     */
    private static Map<String, String> recording(Stream<CriterionResult> criteria) {
        Map<String, String> recording = new LinkedHashMap<>();
        boolean anyDigest = false;
        for (CriterionResult criterion : (Iterable<CriterionResult>) criteria::iterator) {
            for (CaseResult c : criterion.cases()) {
                if (c.payloadDigest() != null) {
                    recording.put(c.id(), c.payloadDigest());
                    anyDigest = true;
                } else if (c.serializedSize() == null) {
                    recording.put(c.id(), NOTHING);
                }
            }
        }
        return anyDigest ? recording : Map.of();
    }

    /** The matrix's side: the module's adapter and library on the JVM that ran it, with no lane option. */
    private static String matrixSide(AdapterResults results) {
        return key(results.adapterId(), results.library().version(),
                results.jdk() == null ? null : results.jdk().version(), List.of());
    }

    private static String side(SideInfo side) {
        return key(side.adapterId(), side.library() == null ? null : side.library().version(),
                side.jdk() == null ? null : side.jdk().version(), LaneNames.laneOptions(side));
    }

    private static String key(String adapterId, String libraryVersion, String jdkVersion, List<String> options) {
        return adapterId + "\u0000" + libraryVersion + "\u0000" + jdkVersion + "\u0000" + String.join(" ", options);
    }
}
