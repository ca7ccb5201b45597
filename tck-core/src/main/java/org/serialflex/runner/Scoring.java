package org.serialflex.runner;

import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;
import org.serialflex.verdicts.CriterionScore;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/** A lane's case results as criterion results with their scores, as the matrix's lane and upgrade lanes score them. */
final class Scoring {

    private Scoring() {
    }

    /** The criteria's results from {@code byId}; cases a selection left out have no result, nor a criterion without one. */
    static List<CriterionResult> score(List<Criterion> criteria, Function<Criterion, List<TckCase>> cases,
                                       Function<String, CaseResult> byId) {
        List<CriterionResult> results = new ArrayList<>();
        for (Criterion criterion : criteria) {
            List<CaseResult> criterionCases = cases.apply(criterion).stream().map(c -> byId.apply(c.id()))
                    .filter(Objects::nonNull).toList();
            if (criterionCases.isEmpty()) {
                continue;
            }
            double score = CriterionScore.of(criterionCases.stream().map(CaseResult::outcome).toList());
            results.add(new CriterionResult(criterion.id(), criterion.title(), score, criterionCases));
        }
        return results;
    }

    /** The scored criteria's results alone: what counts in the score out of 20. */
    static List<CriterionResult> scored(List<Criterion> criteria, List<CriterionResult> results) {
        return results.stream().filter(r -> criteria.stream().anyMatch(c -> c.id().equals(r.id()) && c.scored()))
                .toList();
    }

    /** The value zoo's result among {@code results}, or {@code null} when it was not run. */
    static CriterionResult zoo(List<Criterion> criteria, List<CriterionResult> results) {
        return results.stream().filter(r -> criteria.stream().anyMatch(c -> c.id().equals(r.id()) && !c.scored()))
                .findFirst().orElse(null);
    }

    /** The sum of the criteria's scores. */
    static double total(List<CriterionResult> results) {
        return results.stream().mapToDouble(CriterionResult::score).sum();
    }
}
