package org.serialflex.verdicts;

import org.serialflex.results.Outcome;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.results.Outcome.CORRUPT;
import static org.serialflex.results.Outcome.CRASH;
import static org.serialflex.results.Outcome.DEGRADED;
import static org.serialflex.results.Outcome.PASS;
import static org.serialflex.results.Outcome.READ_FAILED;
import static org.serialflex.results.Outcome.UNSUPPORTED;

class CriterionScoreTest {

    @Test
    void everyCasePassingScoresOne() {
        assertThat(CriterionScore.of(List.of(PASS, PASS, PASS))).isEqualTo(1.0);
    }

    @Test
    void oneCorruptOrCrashCaseForcesZeroWhateverTheMean() {
        assertThat(CriterionScore.of(List.of(PASS, PASS, PASS, CORRUPT))).isZero();
        assertThat(CriterionScore.of(List.of(PASS, PASS, PASS, CRASH))).isZero();
    }

    @Test
    void aMeanOfAtLeastHalfScoresHalf() {
        assertThat(CriterionScore.of(List.of(PASS, READ_FAILED))).isEqualTo(0.5);
        assertThat(CriterionScore.of(List.of(DEGRADED, DEGRADED))).isEqualTo(0.5);
        assertThat(CriterionScore.of(List.of(PASS, DEGRADED, UNSUPPORTED))).isEqualTo(0.5);
    }

    @Test
    void aMeanBelowHalfScoresZero() {
        assertThat(CriterionScore.of(List.of(DEGRADED, READ_FAILED))).isZero();
        assertThat(CriterionScore.of(List.of(PASS, READ_FAILED, UNSUPPORTED))).isZero();
    }
}
