package org.serialflex.runner;

/**
 * Which cases of which lane a run runs: all of them, or those a test engine's selection left (one
 * case picked by its unique id, a criterion picked by its tag).
 */
@FunctionalInterface
public interface CaseSelection {

    /** Every case of every lane. */
    CaseSelection ALL = (lane, caseId) -> true;

    /**
     * @param lane   {@link AdapterRun#MATRIX} or an upgrade lane's id
     * @param caseId the case's id
     */
    boolean includes(String lane, String caseId);
}
