package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C18MapsKeepTheirType;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.results.Outcome.CORRUPT;
import static org.serialflex.results.Outcome.DEGRADED;

/** C18 on Java serialization (the control) and on adapters that spoil maps. */
class C18SelfTest {

    private static final C18MapsKeepTheirType C18 = new C18MapsKeepTheirType();

    @Test
    void javaSerializationKeepsEveryMapClass() {
        CriterionOutcomes run = CriterionOutcomes.run(C18, "selftest-honest");

        assertThat(run.outcomes()).containsExactlyEntriesOf(run.passExcept(Map.of()));
        assertThat(run.outcomes()).hasSize(12);
    }

    @Test
    void rebuildingEveryMapAsALinkedHashMapIsDegradedExceptForLinkedHashMaps() {
        CriterionOutcomes run = CriterionOutcomes.run(C18, "selftest-maps-as-linked-hash-maps");

        assertThat(run.outcomes()).containsExactlyEntriesOf(run.passExcept(Map.ofEntries(
                Map.entry("C18.hash-map", DEGRADED), Map.entry("C18.hash-map-null-value", DEGRADED),
                Map.entry("C18.tree-map", DEGRADED), Map.entry("C18.tree-map-null-value", DEGRADED),
                Map.entry("C18.tree-map-reverse-order", DEGRADED), Map.entry("C18.concurrent-hash-map", DEGRADED),
                Map.entry("C18.map-of", DEGRADED), Map.entry("C18.enum-map", DEGRADED),
                Map.entry("C18.integer-keys", DEGRADED), Map.entry("C18.bean-keys", DEGRADED))));
        assertThat(run.evidence("C18.tree-map")).isEqualTo(
                "byName: map type substituted: expected 3 entries (TreeMap) got 3 entries (LinkedHashMap)");
        assertThat(run.score()).isEqualTo(0.5);
    }

    @Test
    void droppingEntriesWithNullValuesIsCorrupt() {
        CriterionOutcomes run = CriterionOutcomes.run(C18, "selftest-drops-null-map-values");

        assertThat(run.outcomes()).containsExactlyEntriesOf(run.passExcept(Map.of(
                "C18.hash-map-null-value", CORRUPT, "C18.linked-hash-map-null-value", CORRUPT,
                "C18.tree-map-null-value", CORRUPT)));
        assertThat(run.evidence("C18.hash-map-null-value")).isEqualTo(
                "byName: expected 3 entries (HashMap) got 2 entries (HashMap)");
        assertThat(run.score()).isZero();
    }
}
