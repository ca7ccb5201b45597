package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C11PolymorphicFields;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.results.Outcome.DEGRADED;
import static org.serialflex.results.Outcome.PASS;
import static org.serialflex.results.Outcome.READ_FAILED;

/** C11 on Java serialization (the control) and on an adapter that forgets concrete classes. */
class C11SelfTest {

    private static final C11PolymorphicFields C11 = new C11PolymorphicFields();

    @Test
    void passesWhenConcreteClassesAreRestored() {
        assertThat(CriterionOutcomes.run(C11, "selftest-honest").outcomes()).containsOnly(
                Map.entry("C11.object-field", PASS), Map.entry("C11.interface-field", PASS),
                Map.entry("C11.abstract-class-field", PASS), Map.entry("C11.mixed-list", PASS),
                Map.entry("C11.interface-list", PASS));
    }

    @Test
    void isDegradedOrFailsWhenTheLibraryForgetsConcreteClasses() {
        CriterionOutcomes run = CriterionOutcomes.run(C11, "selftest-polymorphic-beans-as-maps");

        assertThat(run.outcomes()).containsOnly(
                Map.entry("C11.object-field", DEGRADED), Map.entry("C11.interface-field", READ_FAILED),
                Map.entry("C11.abstract-class-field", READ_FAILED), Map.entry("C11.mixed-list", DEGRADED),
                Map.entry("C11.interface-list", DEGRADED));
        assertThat(run.evidence("C11.object-field"))
                .isEqualTo("anything: bean came back as a map: expected a Tag got 2 entries (LinkedHashMap)");
        assertThat(run.evidence("C11.abstract-class-field")).isEqualTo("java.lang.IllegalStateException: "
                + "cannot construct an instance of org.serialflex.dto.c11.Vehicle, an abstract type, without type "
                + "information");
        assertThat(run.evidence("C11.interface-list"))
                .isEqualTo("shapes[0]: bean came back as a map: expected a Circle got 1 entries (LinkedHashMap)");
    }
}
