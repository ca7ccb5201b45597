package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C14EnumEvolution;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.results.Outcome.CORRUPT;
import static org.serialflex.results.Outcome.PASS;
import static org.serialflex.results.Outcome.READ_FAILED;

/**
 * C14 on Java serialization (it cannot read a constant the reader lacks), on a reader that reads an
 * unknown constant as null (it shows the criterion can be passed) and on one that maps constants by
 * ordinal.
 */
class C14SelfTest {

    private static final C14EnumEvolution C14 = new C14EnumEvolution();

    @Test
    void failsToReadAConstantTheReaderLacksWithJavaSerialization() {
        CriterionOutcomes run = CriterionOutcomes.run(C14, "selftest-honest");

        assertThat(run.outcomes()).containsOnly(
                Map.entry("C14.missing-constant.new-to-old", READ_FAILED),
                Map.entry("C14.missing-constant.old-to-new", READ_FAILED),
                Map.entry("C14.reordered-constants.old-to-new", PASS),
                Map.entry("C14.reordered-constants.new-to-old", PASS),
                Map.entry("C14.constant-with-body", PASS),
                Map.entry("C14.constant-gains-body.old-to-new", PASS),
                Map.entry("C14.constant-gains-body.new-to-old", PASS),
                Map.entry("C14.enum-with-fields", PASS));
        assertThat(run.evidence("C14.missing-constant.new-to-old")).startsWith("java.io.InvalidObjectException: "
                + "enum constant CANCELLED does not exist in class org.serialflex.dto.c14.Status");
    }

    @Test
    void passesWhenAnUnknownConstantBecomesNull() {
        CriterionOutcomes run = CriterionOutcomes.run(C14, "selftest-unknown-enum-constants-as-null");

        assertThat(run.outcomes()).hasSize(8).containsExactlyEntriesOf(run.passExcept(Map.of()));
    }

    @Test
    void isCorruptWhenConstantsAreMappedByOrdinal() {
        CriterionOutcomes run = CriterionOutcomes.run(C14, "selftest-enums-by-ordinal");

        assertThat(run.outcomes()).hasSize(8).containsExactlyEntriesOf(run.passExcept(Map.of(
                "C14.missing-constant.new-to-old", READ_FAILED, "C14.missing-constant.old-to-new", CORRUPT,
                "C14.reordered-constants.old-to-new", CORRUPT, "C14.reordered-constants.new-to-old", CORRUPT)));
        assertThat(run.evidence("C14.reordered-constants.old-to-new"))
                .isEqualTo("status: expected PAID (Status) got NEW (Status)");
        assertThat(run.evidence("C14.reordered-constants.new-to-old"))
                .isEqualTo("status: expected PAID (Status) got SHIPPED (Status)");
        assertThat(run.evidence("C14.missing-constant.old-to-new"))
                .isEqualTo("status: expected null got PAID (Status)");
    }
}
