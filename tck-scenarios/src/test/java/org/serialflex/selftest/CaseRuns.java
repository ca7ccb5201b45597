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
import java.util.List;
import java.util.Map;

/** Runs a criterion's cases with one adapter, as the kit does, for the criteria's own tests. */
final class CaseRuns {

    private static final Duration TIME_LIMIT = Duration.ofSeconds(20);

    private CaseRuns() {
    }

    /** Every case of {@code criterion} with {@code adapterId}, by case id, in the criterion's order. */
    static Map<String, CaseResult> runAll(Criterion criterion, String adapterId) {
        CaseRunner runner = new CaseRunner(adapterId, TIME_LIMIT, new RunTimings());
        Map<String, CaseResult> results = new LinkedHashMap<>();
        for (TckCase tckCase : criterion.cases()) {
            results.put(tckCase.id(), runner.run(tckCase));
        }
        return results;
    }

    /** Only the case {@code caseId} of {@code criterion} with {@code adapterId}. */
    static CaseResult run(Criterion criterion, String caseId, String adapterId) {
        TckCase tckCase = criterion.cases().stream().filter(c -> c.id().equals(caseId)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(criterion.id() + " has no case " + caseId));
        return new CaseRunner(adapterId, TIME_LIMIT, new RunTimings()).run(tckCase);
    }

    /** The outcomes of {@code results}, by case id. */
    static Map<String, Outcome> outcomes(Map<String, CaseResult> results) {
        Map<String, Outcome> outcomes = new LinkedHashMap<>();
        results.forEach((id, result) -> outcomes.put(id, result.outcome()));
        return outcomes;
    }

    /** The criterion score these results earn. */
    static double score(Map<String, CaseResult> results) {
        List<Outcome> outcomes = results.values().stream().map(CaseResult::outcome).toList();
        return CriterionScore.of(outcomes);
    }
}
