package org.serialflex.results;

import java.util.List;

/**
 * The score of one criterion and the cases behind it.
 *
 * @param id    {@code C01}..{@code C20}
 * @param title the criterion's short title
 * @param score 1, 0.5 or 0
 * @param cases every case run, in declaration order
 */
public record CriterionResult(String id, String title, double score, List<CaseResult> cases) {

    public CriterionResult {
        cases = List.copyOf(cases);
    }
}
