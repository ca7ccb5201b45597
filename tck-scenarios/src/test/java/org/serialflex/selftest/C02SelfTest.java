package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C02NoNoArgConstructor;
import org.serialflex.results.Outcome;

import static org.assertj.core.api.Assertions.assertThat;

/** C02 can be passed, and catches a library that calls the constructor with placeholder nulls. */
class C02SelfTest {

    private static final C02NoNoArgConstructor C02 = new C02NoNoArgConstructor();

    @Test
    void aSerializerThatAllocatesWithoutAConstructorPassesEveryCase() {
        assertThat(CriterionOutcomes.run(C02, "selftest-field-table").outcomes())
                .containsOnlyKeys("C02.all-args-constructor", "C02.private-constructor-with-factory")
                .allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.PASS));
    }

    @Test
    void javaSerializationPassesBecauseItRunsNoConstructorOfASerializableClass() {
        assertThat(CriterionOutcomes.run(C02, "selftest-honest").outcomes())
                .allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.PASS));
    }

    @Test
    void callingTheConstructorWithNullsFailsTheRead() {
        CriterionOutcomes run = CriterionOutcomes.run(C02, "selftest-calls-constructor-with-nulls");

        assertThat(run.results().values()).allSatisfy(result -> {
            assertThat(result.outcome()).isEqualTo(Outcome.READ_FAILED);
            assertThat(result.evidence()).isEqualTo("java.lang.NullPointerException: name must not be null");
        });
        assertThat(run.score()).isZero();
    }
}
