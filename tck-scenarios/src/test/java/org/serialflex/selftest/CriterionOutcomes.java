package org.serialflex.selftest;

import org.serialflex.results.CaseResult;
import org.serialflex.runner.CaseRunner;
import org.serialflex.runner.Criterion;
import org.serialflex.runner.RunTimings;
import org.serialflex.runner.TckCase;
import org.serialflex.verdicts.CriterionScore;
import org.serialflex.results.Outcome;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Cases of one criterion run with one adapter, as the kit runs them: the one helper of the
 * per-criterion self-tests, {@code C01SelfTest} to {@code C20SelfTest}.
 */
record CriterionOutcomes(Map<String, CaseResult> results) {

    /** No adapter of these self-tests hangs on purpose; a case that takes this long is a fault. */
    private static final Duration TIME_LIMIT = Duration.ofSeconds(20);

    /** Every case of {@code criterion} with {@code adapterId}, by case id, in the criterion's order. */
    static CriterionOutcomes run(Criterion criterion, String adapterId) {
        CaseRunner runner = new CaseRunner(adapterId, TIME_LIMIT, new RunTimings());
        Map<String, CaseResult> results = new LinkedHashMap<>();
        for (TckCase tckCase : criterion.cases()) {
            results.put(tckCase.id(), runner.run(tckCase));
        }
        return new CriterionOutcomes(results);
    }

    /** Only the case {@code caseId} of {@code criterion} with {@code adapterId}. */
    static CaseResult runCase(Criterion criterion, String caseId, String adapterId) {
        TckCase tckCase = criterion.cases().stream().filter(c -> c.id().equals(caseId)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(criterion.id() + " has no case " + caseId));
        return new CaseRunner(adapterId, TIME_LIMIT, new RunTimings()).run(tckCase);
    }

    /** Case id → outcome, in case order. */
    Map<String, Outcome> outcomes() {
        Map<String, Outcome> outcomes = new LinkedHashMap<>();
        results.forEach((id, result) -> outcomes.put(id, result.outcome()));
        return outcomes;
    }

    /** {@code PASS} for every case but the ones in {@code exceptions}, in case order: what a test expects. */
    Map<String, Outcome> passExcept(Map<String, Outcome> exceptions) {
        Map<String, Outcome> expected = new LinkedHashMap<>();
        results.keySet().forEach(id -> expected.put(id, exceptions.getOrDefault(id, Outcome.PASS)));
        if (!results.keySet().containsAll(exceptions.keySet())) {
            throw new IllegalArgumentException("Unknown case ids in " + exceptions.keySet() + "; cases are "
                    + results.keySet());
        }
        return expected;
    }

    Outcome outcome(String caseId) {
        return result(caseId).outcome();
    }

    String evidence(String caseId) {
        return result(caseId).evidence();
    }

    /** The criterion score these outcomes earn. */
    double score() {
        return CriterionScore.of(outcomes().values());
    }

    private CaseResult result(String caseId) {
        CaseResult result = results.get(caseId);
        if (result == null) {
            throw new IllegalArgumentException("Unknown case id " + caseId + "; cases are " + results.keySet());
        }
        return result;
    }
}
