package org.serialflex.report;

import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.Outcome;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * One square of the heatmap: one adapter's result for one criterion, or nothing when the adapter did
 * not run that criterion. The score is the one the results file holds; it is never recomputed.
 *
 * @param adapter   the column
 * @param result    the criterion's result, {@code null} when the adapter did not run it
 */
record Cell(AdapterColumn adapter, CriterionResult result) {

    boolean ran() {
        return result != null;
    }

    double score() {
        return result == null ? 0 : result.score();
    }

    List<CaseResult> cases() {
        return result == null ? List.of() : result.cases();
    }

    /**
     * The outcome that must not be mistaken for an ordinary failure (KIT_ERROR, CORRUPT or CRASH),
     * the worst one when the cell holds several; empty otherwise.
     */
    Optional<Outcome> alarm() {
        return cases().stream()
                .map(CaseResult::outcome)
                .filter(Outcome::zeroesCriterion)
                .min(Comparator.naturalOrder());
    }
}
