package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C20Records;
import org.serialflex.results.Outcome;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.results.Outcome.CORRUPT;
import static org.serialflex.results.Outcome.READ_FAILED;

/** C20 on Java serialization, on a name-based reader and on readers that get records wrong. */
class C20SelfTest {

    private static final C20Records C20 = new C20Records();

    @Test
    void javaSerializationMatchesRecordComponentsByName() {
        CriterionOutcomes run = CriterionOutcomes.run(C20, "selftest-honest");

        assertThat(run.outcomes()).containsExactlyEntriesOf(run.passExcept(Map.of()));
        assertThat(run.outcomes()).hasSize(8);
    }

    @Test
    void aNameBasedReaderPasses() {
        CriterionOutcomes run = CriterionOutcomes.run(C20, "selftest-name-based");

        assertThat(run.outcomes()).containsExactlyEntriesOf(run.passExcept(Map.of()));
    }

    @Test
    void matchingComponentsByPositionIsCorruptWhenTheyAreReordered() {
        CriterionOutcomes run = CriterionOutcomes.run(C20, "selftest-name-based-positional-records");

        assertThat(run.outcomes()).containsExactlyEntriesOf(run.passExcept(Map.of(
                "C20.swapped-components.old-to-new", CORRUPT, "C20.swapped-components.new-to-old", CORRUPT,
                "C20.reversed-components.old-to-new", READ_FAILED, "C20.reversed-components.new-to-old", READ_FAILED)));
        assertThat(run.evidence("C20.swapped-components.old-to-new"))
                .isEqualTo("note: expected null got \"Ann Example\" (String)");
        assertThat(run.score()).isZero();
    }

    @Test
    void settingARecordsFieldsInsteadOfCallingItsCanonicalConstructorIsReadFailed() {
        CriterionOutcomes run = CriterionOutcomes.run(C20, "selftest-name-based-records-as-beans");

        Map<String, Outcome> expected = new java.util.LinkedHashMap<>();
        run.outcomes().keySet().forEach(id -> expected.put(id, READ_FAILED));
        assertThat(run.outcomes()).containsExactlyEntriesOf(expected);
        assertThat(run.evidence("C20.round-trip")).startsWith("java.lang.IllegalAccessException")
                .contains("final");
    }

    @Test
    void failingOnAnUnknownComponentIsReadFailed() {
        CriterionOutcomes run = CriterionOutcomes.run(C20, "selftest-name-based-strict");

        assertThat(run.outcomes()).containsExactlyEntriesOf(run.passExcept(Map.of(
                "C20.added-components.new-to-old", READ_FAILED)));
    }
}
