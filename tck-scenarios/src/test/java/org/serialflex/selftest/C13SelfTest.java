package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C13ClassMissingAtReader;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.results.Outcome.CORRUPT;
import static org.serialflex.results.Outcome.DEGRADED;
import static org.serialflex.results.Outcome.PASS;
import static org.serialflex.results.Outcome.READ_FAILED;

/**
 * C13 on Java serialization (it throws), on readers that turn an unknown object into a stand-in
 * of every shape the kit reads (a map keyed by field names or by qualified field names, a generic
 * record that gives its values by name: each shows the criterion can be passed) and on readers
 * that drop it or lose its values.
 */
class C13SelfTest {

    private static final C13ClassMissingAtReader C13 = new C13ClassMissingAtReader();

    @Test
    void isReadFailedWhenTheLibraryThrows() {
        CriterionOutcomes run = CriterionOutcomes.run(C13, "selftest-honest");

        assertThat(run.outcomes()).containsOnly(
                Map.entry("C13.missing-in-object-field", READ_FAILED), Map.entry("C13.missing-in-list", READ_FAILED),
                Map.entry("C13.missing-in-map", READ_FAILED), Map.entry("C13.missing-as-root", READ_FAILED));
        assertThat(run.evidence("C13.missing-in-list"))
                .isEqualTo("java.lang.ClassNotFoundException: org.serialflex.dto.c13.Coupon");
    }

    @Test
    void passesWhenTheUnknownObjectBecomesAMapOfItsValues() {
        assertThat(CriterionOutcomes.run(C13, "selftest-unknown-classes-as-maps").outcomes()).containsOnly(
                Map.entry("C13.missing-in-object-field", PASS), Map.entry("C13.missing-in-list", PASS),
                Map.entry("C13.missing-in-map", PASS), Map.entry("C13.missing-as-root", PASS));
    }

    @Test
    void passesWhenTheStandInKeysItsValuesByQualifiedFieldNames() {
        assertThat(CriterionOutcomes.run(C13, "selftest-unknown-classes-as-qualified-maps").outcomes()).containsOnly(
                Map.entry("C13.missing-in-object-field", PASS), Map.entry("C13.missing-in-list", PASS),
                Map.entry("C13.missing-in-map", PASS), Map.entry("C13.missing-as-root", PASS));
    }

    @Test
    void passesWhenTheStandInIsARecordThatGivesItsValuesByName() {
        assertThat(CriterionOutcomes.run(C13, "selftest-unknown-classes-as-records").outcomes()).containsOnly(
                Map.entry("C13.missing-in-object-field", PASS), Map.entry("C13.missing-in-list", PASS),
                Map.entry("C13.missing-in-map", PASS), Map.entry("C13.missing-as-root", PASS));
    }

    @Test
    void theStandInsValuesFollowTheUsualRules() {
        CriterionOutcomes run = CriterionOutcomes.run(C13, "selftest-unknown-classes-as-records-of-doubles");

        assertThat(run.outcomes()).containsOnly(
                Map.entry("C13.missing-in-object-field", DEGRADED), Map.entry("C13.missing-in-list", DEGRADED),
                Map.entry("C13.missing-in-map", DEGRADED), Map.entry("C13.missing-as-root", DEGRADED));
        assertThat(run.evidence("C13.missing-as-root"))
                .isEqualTo("(root).percent: number type substituted: expected 10 (Integer) got 10.0 (Double)");
    }

    @Test
    void isDegradedWhenTheUnknownObjectIsDropped() {
        CriterionOutcomes run = CriterionOutcomes.run(C13, "selftest-unknown-classes-dropped");

        assertThat(run.outcomes()).containsOnly(
                Map.entry("C13.missing-in-object-field", DEGRADED), Map.entry("C13.missing-in-list", DEGRADED),
                Map.entry("C13.missing-in-map", DEGRADED), Map.entry("C13.missing-as-root", DEGRADED));
        assertThat(run.evidence("C13.missing-in-map")).isEqualTo("extras[coupon]: the object of class "
                + "org.serialflex.dto.c13.Coupon, which the reader lacks, was dropped (null)");
    }

    @Test
    void isCorruptWhenTheStandInLostTheValues() {
        CriterionOutcomes run = CriterionOutcomes.run(C13, "selftest-unknown-classes-as-empty-maps");

        assertThat(run.outcomes()).containsOnly(
                Map.entry("C13.missing-in-object-field", CORRUPT), Map.entry("C13.missing-in-list", CORRUPT),
                Map.entry("C13.missing-in-map", CORRUPT), Map.entry("C13.missing-as-root", CORRUPT));
        assertThat(run.evidence("C13.missing-as-root"))
                .isEqualTo("(root).code: expected \"SPRING-10\" (String) got null");
    }
}
