package org.serialflex.runner;

import com.google.gson.Gson;
import org.serialflex.results.CaseResult;
import org.serialflex.results.SideInfo;

/**
 * The lines a {@link CaseHost} writes on its standard output, one event each, and the lines a
 * reading host takes on its standard input. Anything the libraries print goes to standard error.
 */
final class HostProtocol {

    static final String SIDE = "side ";
    static final String STARTED = "started ";
    static final String WORLD = "world ";
    static final String WRITTEN = "written ";
    static final String RESULT = "result ";
    static final String SHARING = "sharing ";
    /** The host's signal that the adapter cannot be created in a world on its side; the reason follows. */
    static final String NOT_CREATABLE = "not-creatable ";
    /** Precedes a case's line when only a JVM of its own gives its verdict ({@link WorldPool#mayBeAnEarlierWorlds}). */
    static final String ALONE = "alone ";

    private static final Gson GSON = new Gson();

    private HostProtocol() {
    }

    static String side(SideInfo side) {
        return SIDE + GSON.toJson(side);
    }

    static SideInfo parseSide(String line) {
        return GSON.fromJson(line.substring(SIDE.length()), SideInfo.class);
    }

    static String notCreatable(String reason) {
        return NOT_CREATABLE + GSON.toJson(reason);
    }

    static String parseNotCreatable(String line) {
        return GSON.fromJson(line.substring(NOT_CREATABLE.length()), String.class);
    }

    static String started(String caseId) {
        return STARTED + caseId;
    }

    static String world(long micros) {
        return WORLD + micros;
    }

    static String written(Written written) {
        return WRITTEN + GSON.toJson(written);
    }

    static Written parseWritten(String line) {
        return GSON.fromJson(line.startsWith(WRITTEN) ? line.substring(WRITTEN.length()) : line, Written.class);
    }

    /** A {@link Written} as a reading host takes it on its standard input. */
    static String toRead(Written written) {
        return GSON.toJson(written);
    }

    static String sharing(HistoryProbe.WorldSharing sharing) {
        return SHARING + GSON.toJson(sharing);
    }

    static HistoryProbe.WorldSharing parseSharing(String line) {
        return GSON.fromJson(line.substring(SHARING.length()), HistoryProbe.WorldSharing.class);
    }

    static String result(CaseResult result) {
        return RESULT + GSON.toJson(result);
    }

    static CaseResult parseResult(String line) {
        return GSON.fromJson(line.substring(RESULT.length()), CaseResult.class);
    }
}
