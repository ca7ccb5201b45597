package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C17CollectionsKeepTheirType;
import org.serialflex.results.Outcome;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.results.Outcome.CORRUPT;
import static org.serialflex.results.Outcome.DEGRADED;

/** C17 on Java serialization (the control) and on adapters that spoil collections. */
class C17SelfTest {

    private static final C17CollectionsKeepTheirType C17 = new C17CollectionsKeepTheirType();

    @Test
    void javaSerializationKeepsEveryCollectionClass() {
        CriterionOutcomes run = CriterionOutcomes.run(C17, "selftest-honest");

        assertThat(run.outcomes()).containsExactlyEntriesOf(run.passExcept(Map.of()));
        assertThat(run.outcomes()).hasSize(17);
    }

    @Test
    void rebuildingCollectionsAsTheDeclaredTypesDefaultIsDegradedExceptForThoseDefaults() {
        CriterionOutcomes run = CriterionOutcomes.run(C17, "selftest-collections-as-declared-defaults");

        Map<String, Outcome> degraded = Map.ofEntries(
                Map.entry("C17.linked-list", DEGRADED), Map.entry("C17.linked-list-null-element", DEGRADED),
                Map.entry("C17.copy-on-write-array-list", DEGRADED), Map.entry("C17.list-of", DEGRADED),
                Map.entry("C17.unmodifiable-list", DEGRADED), Map.entry("C17.arrays-as-list", DEGRADED),
                Map.entry("C17.arrays-as-list-null-element", DEGRADED), Map.entry("C17.linked-hash-set", DEGRADED),
                Map.entry("C17.linked-hash-set-null-element", DEGRADED), Map.entry("C17.tree-set", DEGRADED),
                Map.entry("C17.tree-set-reverse-order", DEGRADED), Map.entry("C17.enum-set", DEGRADED),
                Map.entry("C17.array-deque", DEGRADED));
        assertThat(run.outcomes()).containsExactlyEntriesOf(run.passExcept(degraded));
        assertThat(run.evidence("C17.linked-list")).isEqualTo(
                "list: collection type substituted: expected 3 elements (LinkedList) got 3 elements (ArrayList)");
        assertThat(run.evidence("C17.enum-set")).startsWith("colours: collection type substituted")
                .contains("(RegularEnumSet)").contains("(HashSet)");
        assertThat(run.score()).isEqualTo(0.5);
    }

    @Test
    void droppingNullElementsIsCorrupt() {
        CriterionOutcomes run = CriterionOutcomes.run(C17, "selftest-drops-null-elements");

        assertThat(run.outcomes()).containsExactlyEntriesOf(run.passExcept(Map.of(
                "C17.array-list-null-element", CORRUPT, "C17.linked-list-null-element", CORRUPT,
                "C17.arrays-as-list-null-element", CORRUPT, "C17.hash-set-null-element", CORRUPT,
                "C17.linked-hash-set-null-element", CORRUPT)));
        assertThat(run.evidence("C17.array-list-null-element")).isEqualTo(
                "list: expected 3 elements (ArrayList) got 2 elements (ArrayList)");
        assertThat(run.score()).isZero();
    }
}
