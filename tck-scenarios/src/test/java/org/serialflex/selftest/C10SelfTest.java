package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C10ClassHierarchyChange;
import org.serialflex.results.Outcome;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

/**
 * C10 can be passed by a format that matches fields by name across the whole hierarchy, and
 * catches formats that keep each class's fields apart (Java serialization) or lay the hierarchy
 * out by position.
 */
class C10SelfTest {

    private static final C10ClassHierarchyChange C10 = new C10ClassHierarchyChange();

    @Test
    void matchingFieldsByNameAcrossTheHierarchyPassesEveryCase() {
        assertThat(CriterionOutcomes.run(C10, "selftest-field-table").outcomes()).hasSize(6)
                .allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.PASS));
    }

    @Test
    void keepingEachClassesFieldsApartLosesAFieldThatMovedBetweenClasses() {
        CriterionOutcomes run = CriterionOutcomes.run(C10, "selftest-honest");

        assertThat(run.outcomes()).containsExactly(
                entry("C10.field-pulled-up.old-to-new", Outcome.CORRUPT),
                entry("C10.field-pulled-up.new-to-old", Outcome.CORRUPT),
                entry("C10.superclass-added.old-to-new", Outcome.PASS),
                entry("C10.superclass-added.new-to-old", Outcome.PASS),
                entry("C10.superclass-removed.old-to-new", Outcome.CORRUPT),
                entry("C10.superclass-removed.new-to-old", Outcome.CORRUPT));
        assertThat(run.evidence("C10.field-pulled-up.old-to-new"))
                .isEqualTo("id: expected 9000000001 (Long) got 0 (Long)");
        assertThat(run.evidence("C10.superclass-removed.new-to-old"))
                .isEqualTo("id: expected 9000000001 (Long) got 0 (Long)");
        assertThat(run.score()).isZero();
    }

    @Test
    void layingTheHierarchyOutByPositionFailsEveryCase() {
        CriterionOutcomes run = CriterionOutcomes.run(C10, "selftest-by-declaration-position");

        assertThat(run.outcomes()).hasSize(6)
                .allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.READ_FAILED));
        assertThat(run.evidence("C10.field-pulled-up.old-to-new")).isEqualTo("java.lang.IllegalArgumentException: "
                + "Can not set long field org.serialflex.dto.c10.Party.id to java.lang.String");
    }

    @Test
    void alphabeticalPositionsAcrossTheHierarchyAreShiftedOnlyByTheAddedSuperclassFields() {
        CriterionOutcomes run = CriterionOutcomes.run(C10, "selftest-by-alphabetical-position");

        assertThat(run.outcomes()).hasSize(6).containsExactlyEntriesOf(run.passExcept(Map.of(
                "C10.superclass-added.old-to-new", Outcome.READ_FAILED,
                "C10.superclass-added.new-to-old", Outcome.READ_FAILED)));
    }
}
