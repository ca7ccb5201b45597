package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C10ClassHierarchyChange;
import org.serialflex.results.CaseResult;
import org.serialflex.verdicts.Outcome;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;
import static org.serialflex.selftest.CaseRuns.outcomes;
import static org.serialflex.selftest.CaseRuns.runAll;

/**
 * C10 can be passed by a format that matches fields by name across the whole hierarchy, and
 * catches formats that keep each class's fields apart (Java serialization) or lay the hierarchy
 * out by position.
 */
class C10SelfTest {

    private final C10ClassHierarchyChange criterion = new C10ClassHierarchyChange();

    @Test
    void matchingFieldsByNameAcrossTheHierarchyPassesEveryCase() {
        assertThat(outcomes(runAll(criterion, "selftest-field-table"))).hasSize(6)
                .allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.PASS));
    }

    @Test
    void keepingEachClassesFieldsApartLosesAFieldThatMovedBetweenClasses() {
        Map<String, CaseResult> results = runAll(criterion, "selftest-honest");

        assertThat(outcomes(results)).containsExactly(
                entry("C10.field-pulled-up.old-to-new", Outcome.CORRUPT),
                entry("C10.field-pulled-up.new-to-old", Outcome.CORRUPT),
                entry("C10.superclass-added.old-to-new", Outcome.PASS),
                entry("C10.superclass-added.new-to-old", Outcome.PASS),
                entry("C10.superclass-removed.old-to-new", Outcome.CORRUPT),
                entry("C10.superclass-removed.new-to-old", Outcome.CORRUPT));
        assertThat(results.get("C10.field-pulled-up.old-to-new").evidence())
                .isEqualTo("id: expected 9000000001 (Long) got 0 (Long)");
        assertThat(results.get("C10.superclass-removed.new-to-old").evidence())
                .isEqualTo("id: expected 9000000001 (Long) got 0 (Long)");
        assertThat(CaseRuns.score(results)).isZero();
    }

    @Test
    void layingTheHierarchyOutByPositionFailsEveryCase() {
        Map<String, CaseResult> results = runAll(criterion, "selftest-by-declaration-position");

        assertThat(outcomes(results)).hasSize(6)
                .allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.READ_FAILED));
        assertThat(results.get("C10.field-pulled-up.old-to-new").evidence()).isEqualTo("java.lang.IllegalArgumentException: "
                + "Can not set long field org.serialflex.dto.c10.Party.id to java.lang.String");
    }

    @Test
    void alphabeticalPositionsAcrossTheHierarchyAreShiftedOnlyByTheAddedSuperclassFields() {
        assertThat(outcomes(runAll(criterion, "selftest-by-alphabetical-position"))).containsExactly(
                entry("C10.field-pulled-up.old-to-new", Outcome.PASS),
                entry("C10.field-pulled-up.new-to-old", Outcome.PASS),
                entry("C10.superclass-added.old-to-new", Outcome.READ_FAILED),
                entry("C10.superclass-added.new-to-old", Outcome.READ_FAILED),
                entry("C10.superclass-removed.old-to-new", Outcome.PASS),
                entry("C10.superclass-removed.new-to-old", Outcome.PASS));
    }
}
