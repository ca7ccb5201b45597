package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C12SharedReferencesAndCycles;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.results.Outcome.DEGRADED;
import static org.serialflex.results.Outcome.PASS;

/** C12 on Java serialization (the control) and on an adapter that copies shared references. */
class C12SelfTest {

    private static final C12SharedReferencesAndCycles C12 = new C12SharedReferencesAndCycles();

    @Test
    void passesWhenIdentityIsKept() {
        assertThat(CriterionOutcomes.run(C12, "selftest-honest").outcomes()).containsOnly(
                Map.entry("C12.shared-by-two-fields", PASS), Map.entry("C12.shared-by-field-and-list", PASS),
                Map.entry("C12.parent-child-cycle", PASS), Map.entry("C12.self-reference", PASS));
    }

    @Test
    void isDegradedWhenSharedObjectsArriveAsCopies() {
        CriterionOutcomes run = CriterionOutcomes.run(C12, "selftest-copies-shared-references");

        assertThat(run.outcomes()).containsOnly(
                Map.entry("C12.shared-by-two-fields", DEGRADED), Map.entry("C12.shared-by-field-and-list", DEGRADED),
                Map.entry("C12.parent-child-cycle", DEGRADED), Map.entry("C12.self-reference", DEGRADED));
        assertThat(run.evidence("C12.shared-by-two-fields")).isEqualTo("billingAddress: expected the same "
                + "instance as at address got a distinct equal-looking copy (identity lost)");
        assertThat(run.evidence("C12.self-reference")).isEqualTo("self: expected the same instance as at "
                + "(root) got a distinct equal-looking copy (identity lost)");
    }
}
