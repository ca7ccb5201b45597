package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C03FinalFields;
import org.serialflex.results.CaseResult;
import org.serialflex.verdicts.Outcome;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.selftest.CaseRuns.outcomes;
import static org.serialflex.selftest.CaseRuns.run;
import static org.serialflex.selftest.CaseRuns.runAll;

/** C03 can be passed, catches a library that skips final fields, and does not repeat C02's null check. */
class C03SelfTest {

    private final C03FinalFields criterion = new C03FinalFields();

    @Test
    void aSerializerThatWritesFinalFieldsPassesEveryCase() {
        assertThat(outcomes(runAll(criterion, "selftest-field-table")))
                .containsOnlyKeys("C03.final-fields", "C03.final-fields-no-arg-constructor")
                .allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.PASS));
    }

    @Test
    void skippingFinalFieldsIsSilentDataLoss() {
        Map<String, CaseResult> results = runAll(criterion, "selftest-skips-final-fields");

        assertThat(results.values()).allSatisfy(result -> {
            assertThat(result.outcome()).isEqualTo(Outcome.CORRUPT);
            assertThat(result.evidence()).isEqualTo("name: expected \"Ann Example\" (String) got null");
        });
    }

    @Test
    void theConstructorAcceptsNullsSoCallingItWithPlaceholdersAndThenSettingTheFieldsPasses() {
        CaseResult result = run(criterion, "C03.final-fields", "selftest-calls-constructor-with-nulls");

        assertThat(result.outcome()).isEqualTo(Outcome.PASS);
    }
}
