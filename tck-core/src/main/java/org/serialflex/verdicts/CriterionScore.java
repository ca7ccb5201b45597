package org.serialflex.verdicts;

import org.serialflex.results.Outcome;

import java.util.Collection;

/** The specification's scoring rule for one criterion, from the outcomes of its cases. */
public final class CriterionScore {

    private CriterionScore() {
    }

    /**
     * 1 if every case passed; 0 if any case is CORRUPT or CRASH (or a kit error); otherwise 0.5
     * when the mean of the case points is at least 0.5, else 0.
     */
    public static double of(Collection<Outcome> outcomes) {
        if (outcomes.isEmpty()) {
            return 0;
        }
        if (outcomes.stream().allMatch(o -> o == Outcome.PASS)) {
            return 1;
        }
        if (outcomes.stream().anyMatch(Outcome::zeroesCriterion)) {
            return 0;
        }
        double mean = outcomes.stream().mapToDouble(Outcome::points).average().orElse(0);
        return mean >= 0.5 ? 0.5 : 0;
    }
}
