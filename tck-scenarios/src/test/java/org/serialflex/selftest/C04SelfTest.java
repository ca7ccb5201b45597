package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C04TransientFields;
import org.serialflex.results.Outcome;

import static org.assertj.core.api.Assertions.assertThat;

/** C04 can be passed, and catches a library that carries transient values. */
class C04SelfTest {

    private static final C04TransientFields C04 = new C04TransientFields();

    @Test
    void javaSerializationAndAReflectiveSerializerThatHonoursTransientPass() {
        assertThat(CriterionOutcomes.run(C04, "selftest-honest").outcomes())
                .containsOnlyKeys("C04.transient-string", "C04.transient-int", "C04.transient-list")
                .allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.PASS));
        assertThat(CriterionOutcomes.run(C04, "selftest-field-table").outcomes())
                .allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.PASS));
    }

    @Test
    void carryingTransientValuesIsCorrupt() {
        CriterionOutcomes run = CriterionOutcomes.run(C04, "selftest-ignores-transient");

        assertThat(run.outcomes()).allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.CORRUPT));
        assertThat(run.evidence("C04.transient-string"))
                .isEqualTo("sessionToken: expected the Java default got \"secret-token-4711\" (String)");
        assertThat(run.evidence("C04.transient-int"))
                .isEqualTo("cachedHash: expected the Java default got 1234567 (Integer)");
        assertThat(run.evidence("C04.transient-list"))
                .isEqualTo("recentViews: expected the Java default got 2 elements (ArrayList)");
    }
}
