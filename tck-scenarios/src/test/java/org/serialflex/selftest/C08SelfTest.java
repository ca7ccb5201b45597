package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C08SameNameDifferentType;
import org.serialflex.results.CaseResult;
import org.serialflex.verdicts.Outcome;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.selftest.CaseRuns.outcomes;
import static org.serialflex.selftest.CaseRuns.runAll;
import static org.serialflex.verdicts.Outcome.CORRUPT;
import static org.serialflex.verdicts.Outcome.PASS;

/** C08 tells a correct converter from one that skips the field, one that throws and one that converts wrongly. */
class C08SelfTest {

    private final C08SameNameDifferentType criterion = new C08SameNameDifferentType();

    @Test
    void convertingEveryValueRightPasses() {
        Map<String, CaseResult> results = runAll(criterion, "selftest-converts-values");

        assertThat(outcomes(results)).hasSize(8).allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(PASS));
    }

    @Test
    void convertingAStringToItsLengthIsCorrupt() {
        Map<String, CaseResult> results = runAll(criterion, "selftest-converts-by-length");

        assertThat(results.get("C08.String-to-int").outcome()).isEqualTo(Outcome.CORRUPT);
        assertThat(results.get("C08.String-to-int").evidence()).isEqualTo("amount: expected 42 (Integer) got 2 (Integer)");
        assertThat(CaseRuns.score(results)).isZero();
    }

    @Test
    void leavingAMismatchedFieldAtItsDefaultIsSilentDataLoss() {
        Map<String, CaseResult> results = runAll(criterion, "selftest-skips-mismatched-types");

        assertThat(outcomes(results)).containsExactlyInAnyOrderEntriesOf(Map.of(
                "C08.int-to-long", PASS, "C08.long-to-int", CORRUPT, "C08.int-to-Integer", PASS,
                "C08.Integer-to-int", PASS, "C08.int-to-String", CORRUPT, "C08.double-to-BigDecimal", CORRUPT,
                "C08.int-to-BigInteger", CORRUPT, "C08.String-to-int", CORRUPT));
        assertThat(results.get("C08.long-to-int").evidence()).isEqualTo("amount: expected 42 (Integer) got 0 (Integer)");
        assertThat(results.get("C08.int-to-BigInteger").evidence())
                .isEqualTo("amount: expected 42 (BigInteger) got null");
        assertThat(CaseRuns.score(results)).isZero();
    }

    @Test
    void throwingOnTheMismatchIsReadFailed() {
        CaseResult result = CaseRuns.run(criterion, "C08.long-to-int", "selftest-field-table");

        assertThat(result.outcome()).isEqualTo(Outcome.READ_FAILED);
        assertThat(result.evidence()).startsWith("java.lang.IllegalArgumentException");
    }
}
