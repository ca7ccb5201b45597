package org.serialflex.runner;

import com.google.gson.Gson;
import org.serialflex.results.CaseResult;

/**
 * The lines a {@link CaseHost} writes on its standard output, one event each: a case started, a
 * world pair was set up, a case finished. Anything the libraries print goes to standard error.
 */
final class HostProtocol {

    static final String STARTED = "started ";
    static final String WORLDS = "worlds ";
    static final String RESULT = "result ";

    private static final Gson GSON = new Gson();

    private HostProtocol() {
    }

    static String started(String caseId) {
        return STARTED + caseId;
    }

    static String worlds(long micros) {
        return WORLDS + micros;
    }

    static String result(CaseResult result) {
        return RESULT + GSON.toJson(result);
    }

    static CaseResult parseResult(String line) {
        return GSON.fromJson(line.substring(RESULT.length()), CaseResult.class);
    }
}
