package org.serialflex.runner;

import org.serialflex.results.CaseResult;

/**
 * Hears about each case of a run while it runs, so that a test engine can show progress: a case
 * starts when its writing half begins, and finishes once its verdict is final (a verdict a host
 * reported before the kit decided to run that case again alone is not reported twice). Called from
 * several threads at once.
 */
public interface CaseListener {

    /** Hears nothing. */
    CaseListener NONE = new CaseListener() {
        @Override
        public void started(String lane, String caseId) {
        }

        @Override
        public void finished(String lane, CaseResult result) {
        }
    };

    /**
     * @param lane   {@link AdapterRun#MATRIX} or an upgrade lane's id
     * @param caseId the case's id
     */
    void started(String lane, String caseId);

    /** The case's final result, in {@code lane}. */
    void finished(String lane, CaseResult result);
}
