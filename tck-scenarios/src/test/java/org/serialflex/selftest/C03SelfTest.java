package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C03FinalFields;
import org.serialflex.results.CaseResult;
import org.serialflex.results.Outcome;

import static org.assertj.core.api.Assertions.assertThat;

/** C03 can be passed, catches a library that skips final fields, and does not repeat C02's null check. */
class C03SelfTest {

    private static final C03FinalFields C03 = new C03FinalFields();

    @Test
    void aSerializerThatWritesFinalFieldsPassesEveryCase() {
        assertThat(CriterionOutcomes.run(C03, "selftest-field-table").outcomes())
                .containsOnlyKeys("C03.final-fields", "C03.final-fields-no-arg-constructor")
                .allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.PASS));
    }

    @Test
    void skippingFinalFieldsIsSilentDataLoss() {
        CriterionOutcomes run = CriterionOutcomes.run(C03, "selftest-skips-final-fields");

        assertThat(run.results().values()).allSatisfy(result -> {
            assertThat(result.outcome()).isEqualTo(Outcome.CORRUPT);
            assertThat(result.evidence()).isEqualTo("name: expected \"Ann Example\" (String) got null");
        });
    }

    @Test
    void theConstructorAcceptsNullsSoCallingItWithPlaceholdersAndThenSettingTheFieldsPasses() {
        CaseResult result = CriterionOutcomes.runCase(C03, "C03.final-fields", "selftest-calls-constructor-with-nulls");

        assertThat(result.outcome()).isEqualTo(Outcome.PASS);
    }
}
