package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C05NewFieldAtWriter;
import org.serialflex.results.CaseResult;
import org.serialflex.verdicts.Outcome;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.selftest.CaseRuns.outcomes;
import static org.serialflex.selftest.CaseRuns.runAll;

/** C05 passes a reader that skips unknown fields and catches one that rejects or cannot rebuild them. */
class C05SelfTest {

    private final C05NewFieldAtWriter criterion = new C05NewFieldAtWriter();

    @Test
    void skippingTheExtraFieldsPasses() {
        assertThat(outcomes(runAll(criterion, "selftest-honest"))).hasSize(5)
                .allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.PASS));
    }

    @Test
    void aReaderThatRebuildsEveryNestedObjectFailsOnTheAddedBeanOnly() {
        Map<String, CaseResult> results = runAll(criterion, "selftest-field-table");

        assertThat(outcomes(results)).containsExactlyInAnyOrderEntriesOf(Map.of(
                "C05.added-primitive.new-to-old", Outcome.PASS, "C05.added-string.new-to-old", Outcome.PASS,
                "C05.added-list.new-to-old", Outcome.PASS, "C05.added-bean.new-to-old", Outcome.READ_FAILED,
                "C05.added-all.new-to-old", Outcome.READ_FAILED));
        assertThat(results.get("C05.added-bean.new-to-old").evidence())
                .startsWith("java.lang.ClassNotFoundException: org.serialflex.dto.c05.Shipment");
        assertThat(CaseRuns.score(results)).isEqualTo(0.5);
    }

    @Test
    void rejectingAnUnknownFieldFailsEveryCase() {
        Map<String, CaseResult> results = runAll(criterion, "selftest-strict-names");

        assertThat(outcomes(results)).allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.READ_FAILED));
        assertThat(results.get("C05.added-string.new-to-old").evidence())
                .isEqualTo("java.lang.IllegalArgumentException: unknown field 'retries' for Order");
        assertThat(CaseRuns.score(results)).isZero();
    }
}
