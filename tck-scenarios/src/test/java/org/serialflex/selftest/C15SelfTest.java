package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C15Externalizable;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.results.Outcome.DEGRADED;
import static org.serialflex.results.Outcome.PASS;

/** C15 on Java serialization (the control) and on an adapter that copies fields instead of calling readExternal. */
class C15SelfTest {

    private static final C15Externalizable C15 = new C15Externalizable();

    @Test
    void passesWhenReadExternalIsCalled() {
        assertThat(CriterionOutcomes.run(C15, "selftest-honest").outcomes()).containsOnly(
                Map.entry("C15.external-form", PASS), Map.entry("C15.older-external-form", PASS));
    }

    @Test
    void isDegradedWhenTheLibraryCopiesFieldsInsteadOfCallingReadExternal() {
        CriterionOutcomes run = CriterionOutcomes.run(C15, "selftest-copies-fields");

        assertThat(run.outcomes()).containsOnly(
                Map.entry("C15.external-form", DEGRADED), Map.entry("C15.older-external-form", DEGRADED));
        assertThat(run.evidence("C15.external-form")).isEqualTo("readThroughExternal: the library ignored "
                + "Externalizable and copied fields: expected true (Boolean) got false (Boolean)");
    }
}
