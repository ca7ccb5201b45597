package org.serialflex.selftest;

import org.serialflex.results.CaseResult;
import org.serialflex.runner.CaseRunner;
import org.serialflex.runner.Criterion;
import org.serialflex.runner.RunTimings;
import org.serialflex.runner.TckCase;
import org.serialflex.verdicts.CriterionScore;
import org.serialflex.verdicts.Outcome;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/** Every case of one criterion run with one adapter, for self-tests that look at a whole criterion. */
record CriterionOutcomes(Map<String, CaseResult> results) {

    static CriterionOutcomes run(Criterion criterion, String adapterId) {
        CaseRunner runner = new CaseRunner(adapterId, Duration.ofSeconds(20), new RunTimings());
        Map<String, CaseResult> results = new LinkedHashMap<>();
        for (TckCase tckCase : criterion.cases()) {
            results.put(tckCase.id(), runner.run(tckCase));
        }
        return new CriterionOutcomes(results);
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

    String evidence(String caseId) {
        return results.get(caseId).evidence();
    }

    double score() {
        return CriterionScore.of(outcomes().values());
    }
}
