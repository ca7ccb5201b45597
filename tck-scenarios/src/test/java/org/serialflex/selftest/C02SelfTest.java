package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C02NoNoArgConstructor;
import org.serialflex.results.CaseResult;
import org.serialflex.verdicts.Outcome;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.selftest.CaseRuns.outcomes;
import static org.serialflex.selftest.CaseRuns.runAll;

/** C02 can be passed, and catches a library that calls the constructor with placeholder nulls. */
class C02SelfTest {

    private final C02NoNoArgConstructor criterion = new C02NoNoArgConstructor();

    @Test
    void aSerializerThatAllocatesWithoutAConstructorPassesEveryCase() {
        assertThat(outcomes(runAll(criterion, "selftest-field-table")))
                .containsOnlyKeys("C02.all-args-constructor", "C02.private-constructor-with-factory")
                .allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.PASS));
    }

    @Test
    void javaSerializationPassesBecauseItRunsNoConstructorOfASerializableClass() {
        assertThat(outcomes(runAll(criterion, "selftest-honest")))
                .allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.PASS));
    }

    @Test
    void callingTheConstructorWithNullsFailsTheRead() {
        Map<String, CaseResult> results = runAll(criterion, "selftest-calls-constructor-with-nulls");

        assertThat(results.values()).allSatisfy(result -> {
            assertThat(result.outcome()).isEqualTo(Outcome.READ_FAILED);
            assertThat(result.evidence()).isEqualTo("java.lang.NullPointerException: name must not be null");
        });
        assertThat(CaseRuns.score(results)).isZero();
    }
}
