package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C05NewFieldAtWriter;
import org.serialflex.results.Outcome;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** C05 passes a reader that skips unknown fields and catches one that rejects or cannot rebuild them. */
class C05SelfTest {

    private static final C05NewFieldAtWriter C05 = new C05NewFieldAtWriter();

    @Test
    void skippingTheExtraFieldsPasses() {
        assertThat(CriterionOutcomes.run(C05, "selftest-honest").outcomes()).hasSize(5)
                .allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.PASS));
    }

    @Test
    void aReaderThatRebuildsEveryNestedObjectFailsOnTheAddedBeanOnly() {
        CriterionOutcomes run = CriterionOutcomes.run(C05, "selftest-field-table");

        assertThat(run.outcomes()).containsExactlyInAnyOrderEntriesOf(Map.of(
                "C05.added-primitive.new-to-old", Outcome.PASS, "C05.added-string.new-to-old", Outcome.PASS,
                "C05.added-list.new-to-old", Outcome.PASS, "C05.added-bean.new-to-old", Outcome.READ_FAILED,
                "C05.added-all.new-to-old", Outcome.READ_FAILED));
        assertThat(run.evidence("C05.added-bean.new-to-old"))
                .startsWith("java.lang.ClassNotFoundException: org.serialflex.dto.c05.Shipment");
        assertThat(run.score()).isEqualTo(0.5);
    }

    @Test
    void rejectingAnUnknownFieldFailsEveryCase() {
        CriterionOutcomes run = CriterionOutcomes.run(C05, "selftest-strict-names");

        assertThat(run.outcomes()).allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.READ_FAILED));
        assertThat(run.evidence("C05.added-string.new-to-old"))
                .isEqualTo("java.lang.IllegalArgumentException: unknown field 'retries' for Order");
        assertThat(run.score()).isZero();
    }
}
