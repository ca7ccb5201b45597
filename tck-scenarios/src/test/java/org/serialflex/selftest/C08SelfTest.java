package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C08SameNameDifferentType;
import org.serialflex.results.CaseResult;
import org.serialflex.results.Outcome;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.results.Outcome.CORRUPT;
import static org.serialflex.results.Outcome.PASS;

/** C08 tells a correct converter from one that skips the field, one that throws and one that converts wrongly. */
class C08SelfTest {

    private static final C08SameNameDifferentType C08 = new C08SameNameDifferentType();

    @Test
    void convertingEveryValueRightPasses() {
        CriterionOutcomes run = CriterionOutcomes.run(C08, "selftest-converts-values");

        assertThat(run.outcomes()).hasSize(8).allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(PASS));
    }

    @Test
    void convertingAStringToItsLengthIsCorrupt() {
        CriterionOutcomes run = CriterionOutcomes.run(C08, "selftest-converts-by-length");

        assertThat(run.outcome("C08.String-to-int")).isEqualTo(Outcome.CORRUPT);
        assertThat(run.evidence("C08.String-to-int")).isEqualTo("amount: expected 42 (Integer) got 2 (Integer)");
        assertThat(run.score()).isZero();
    }

    @Test
    void leavingAMismatchedFieldAtItsDefaultIsSilentDataLoss() {
        CriterionOutcomes run = CriterionOutcomes.run(C08, "selftest-skips-mismatched-types");

        assertThat(run.outcomes()).containsExactlyInAnyOrderEntriesOf(Map.of(
                "C08.int-to-long", PASS, "C08.long-to-int", CORRUPT, "C08.int-to-Integer", PASS,
                "C08.Integer-to-int", PASS, "C08.int-to-String", CORRUPT, "C08.double-to-BigDecimal", CORRUPT,
                "C08.int-to-BigInteger", CORRUPT, "C08.String-to-int", CORRUPT));
        assertThat(run.evidence("C08.long-to-int")).isEqualTo("amount: expected 42 (Integer) got 0 (Integer)");
        assertThat(run.evidence("C08.int-to-BigInteger"))
                .isEqualTo("amount: expected 42 (BigInteger) got null");
        assertThat(run.score()).isZero();
    }

    @Test
    void throwingOnTheMismatchIsReadFailed() {
        CaseResult result = CriterionOutcomes.runCase(C08, "C08.long-to-int", "selftest-field-table");

        assertThat(result.outcome()).isEqualTo(Outcome.READ_FAILED);
        assertThat(result.evidence()).startsWith("java.lang.IllegalArgumentException");
    }
}
