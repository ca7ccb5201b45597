package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C07RenamedField;
import org.serialflex.results.Outcome;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * C07 accepts the renamed field empty (by-name formats) or carried (positional formats, the slot
 * is the same), and catches a library that rejects the unknown name.
 */
class C07SelfTest {

    private static final C07RenamedField C07 = new C07RenamedField();

    @Test
    void leavingTheRenamedFieldEmptyOrCarryingItBothPass() {
        for (String adapter : new String[]{"selftest-honest", "selftest-field-table", "selftest-by-declaration-position"}) {
            assertThat(CriterionOutcomes.run(C07, adapter).outcomes()).as(adapter)
                    .containsOnlyKeys("C07.renamed.old-to-new", "C07.renamed.new-to-old")
                    .allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.PASS));
        }
    }

    @Test
    void rejectingTheUnknownNameFailsBothDirections() {
        CriterionOutcomes run = CriterionOutcomes.run(C07, "selftest-strict-names");

        assertThat(run.outcome("C07.renamed.old-to-new")).isEqualTo(Outcome.READ_FAILED);
        assertThat(run.evidence("C07.renamed.old-to-new"))
                .isEqualTo("java.lang.IllegalArgumentException: unknown field 'phone' for Contact");
        assertThat(run.outcome("C07.renamed.new-to-old")).isEqualTo(Outcome.READ_FAILED);
        assertThat(run.evidence("C07.renamed.new-to-old"))
                .isEqualTo("java.lang.IllegalArgumentException: unknown field 'phoneNumber' for Contact");
        assertThat(run.score()).isZero();
    }
}
