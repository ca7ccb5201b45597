package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C07RenamedField;
import org.serialflex.results.CaseResult;
import org.serialflex.verdicts.Outcome;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.selftest.CaseRuns.outcomes;
import static org.serialflex.selftest.CaseRuns.runAll;

/**
 * C07 accepts the renamed field empty (by-name formats) or carried (positional formats, the slot
 * is the same), and catches a library that rejects the unknown name.
 */
class C07SelfTest {

    private final C07RenamedField criterion = new C07RenamedField();

    @Test
    void leavingTheRenamedFieldEmptyOrCarryingItBothPass() {
        for (String adapter : new String[]{"selftest-honest", "selftest-field-table", "selftest-by-declaration-position"}) {
            assertThat(outcomes(runAll(criterion, adapter))).as(adapter)
                    .containsOnlyKeys("C07.renamed.old-to-new", "C07.renamed.new-to-old")
                    .allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.PASS));
        }
    }

    @Test
    void rejectingTheUnknownNameFailsBothDirections() {
        Map<String, CaseResult> results = runAll(criterion, "selftest-strict-names");

        assertThat(results.get("C07.renamed.old-to-new").outcome()).isEqualTo(Outcome.READ_FAILED);
        assertThat(results.get("C07.renamed.old-to-new").evidence())
                .isEqualTo("java.lang.IllegalArgumentException: unknown field 'phone' for Contact");
        assertThat(results.get("C07.renamed.new-to-old").outcome()).isEqualTo(Outcome.READ_FAILED);
        assertThat(results.get("C07.renamed.new-to-old").evidence())
                .isEqualTo("java.lang.IllegalArgumentException: unknown field 'phoneNumber' for Contact");
        assertThat(CaseRuns.score(results)).isZero();
    }
}
