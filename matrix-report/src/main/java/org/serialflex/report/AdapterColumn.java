package org.serialflex.report;

import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.Outcome;

/**
 * One adapter of the matrix: its results file as read, plus the counts the summaries show.
 *
 * @param results the adapter's results, unchanged
 */
record AdapterColumn(AdapterResults results) {

    String id() {
        return results.adapterId();
    }

    /** The display name, or the id when the results carry none. */
    String name() {
        String name = results.adapterName();
        return name == null || name.isBlank() ? results.adapterId() : name;
    }

    String coordinates() {
        return results.library().coordinates();
    }

    /** The total as the results file states it. */
    double total() {
        return results.total();
    }

    /** How many criteria the adapter ran: the denominator of its total. */
    int criteriaRun() {
        return results.criteria().size();
    }

    int caseCount() {
        return results.criteria().stream().mapToInt(c -> c.cases().size()).sum();
    }

    long count(Outcome outcome) {
        return results.criteria().stream()
                .flatMap(c -> c.cases().stream())
                .filter(c -> c.outcome() == outcome)
                .count();
    }

    /** Number of KIT_ERROR, CORRUPT and CRASH cases. */
    long alarms() {
        return results.criteria().stream()
                .flatMap(c -> c.cases().stream())
                .map(CaseResult::outcome)
                .filter(Outcome::zeroesCriterion)
                .count();
    }

    CriterionResult criterion(String criterionId) {
        return results.criteria().stream().filter(c -> c.id().equals(criterionId)).findFirst().orElse(null);
    }
}
