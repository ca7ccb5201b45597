package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C19CollectionEvolution;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.results.Outcome.CORRUPT;
import static org.serialflex.results.Outcome.READ_FAILED;

/**
 * C19 on Java serialization, on a tolerant name-based reader that converts collections (it shows
 * the criterion can be passed) and on that reader spoiled in one way each.
 */
class C19SelfTest {

    private static final C19CollectionEvolution C19 = new C19CollectionEvolution();

    @Test
    void javaSerializationEvolvesElementsButCannotAssignARedeclaredCollection() {
        CriterionOutcomes run = CriterionOutcomes.run(C19, "selftest-honest");

        assertThat(run.outcomes()).containsExactlyEntriesOf(run.passExcept(Map.of(
                "C19.list-to-set.old-to-new", READ_FAILED, "C19.list-to-set.new-to-old", READ_FAILED,
                "C19.array-to-list.old-to-new", READ_FAILED, "C19.array-to-list.new-to-old", READ_FAILED)));
        assertThat(run.evidence("C19.list-to-set.old-to-new")).startsWith(
                "java.lang.ClassCastException: cannot assign instance of java.util.ArrayList to field "
                        + "org.serialflex.dto.c19.ListToSet.labels of type java.util.Set");
        assertThat(run.score()).isZero();
    }

    @Test
    void aReaderThatConvertsToTheDeclaredTypeByNamePasses() {
        CriterionOutcomes run = CriterionOutcomes.run(C19, "selftest-name-based");

        assertThat(run.outcomes()).containsExactlyEntriesOf(run.passExcept(Map.of()));
        assertThat(run.outcomes()).hasSize(6);
    }

    @Test
    void aLinkedHashSetForASetFieldPassesBecauseC17ScoresTheClass() {
        CriterionOutcomes run = CriterionOutcomes.run(C19, "selftest-name-based-linked-sets");

        assertThat(run.outcomes()).containsExactlyEntriesOf(run.passExcept(Map.of()));
        assertThat(run.score()).isEqualTo(1.0);
    }

    @Test
    void leavingARedeclaredCollectionNullIsSilentDataLoss() {
        CriterionOutcomes run = CriterionOutcomes.run(C19, "selftest-name-based-skips-retyped");

        assertThat(run.outcomes()).containsExactlyEntriesOf(run.passExcept(Map.of(
                "C19.list-to-set.old-to-new", CORRUPT, "C19.list-to-set.new-to-old", CORRUPT,
                "C19.array-to-list.old-to-new", CORRUPT, "C19.array-to-list.new-to-old", CORRUPT)));
        assertThat(run.evidence("C19.array-to-list.old-to-new")).isEqualTo(
                "labels: expected 3 elements (ArrayList) got null");
        assertThat(run.score()).isZero();
    }

    @Test
    void failingOnTheNewElementFieldIsReadFailed() {
        CriterionOutcomes run = CriterionOutcomes.run(C19, "selftest-name-based-strict");

        assertThat(run.outcomes()).containsExactlyEntriesOf(run.passExcept(Map.of(
                "C19.element-gains-field.new-to-old", READ_FAILED)));
        assertThat(run.evidence("C19.element-gains-field.new-to-old")).isEqualTo(
                "java.lang.IllegalStateException: Unrecognized field 'colour' for org.serialflex.dto.c19.Item");
    }
}
