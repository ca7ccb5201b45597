package org.serialflex.criteria;

import org.junit.jupiter.api.Test;
import org.serialflex.runner.Criteria;
import org.serialflex.runner.Criterion;
import org.serialflex.runner.CriterionDescription;
import org.serialflex.runner.TckCase;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** The shape of C11 to C16: registered, documented, and with stable, well-formed, unique case ids. */
class CriteriaC11ToC16StructureTest {

    private static final List<Criterion> CRITERIA = List.of(new C11PolymorphicFields(),
            new C12SharedReferencesAndCycles(), new C13ClassMissingAtReader(), new C14EnumEvolution(),
            new C15Externalizable(), new C16SerializableHooks());

    /** Lower-case words joined by dashes, then the direction when the case has one. */
    private static final String CASE_ID = "C\\d\\d\\.[a-z][a-z0-9]*(-[a-z0-9]+)*(\\.(old-to-new|new-to-old))?";

    @Test
    void eachCriterionIsRegisteredUnderTheIdItsClassNameStartsWith() {
        List<String> registered = Criteria.all().stream().map(Criterion::id).toList();
        for (Criterion criterion : CRITERIA) {
            assertThat(criterion.getClass().getSimpleName()).startsWith(criterion.id());
            assertThat(registered).contains(criterion.id());
        }
    }

    @Test
    void everyCriterionSaysWhatItChecksAndWhatEachOutcomeMeans() {
        for (Criterion criterion : CRITERIA) {
            CriterionDescription description = criterion.description();
            assertThat(criterion.title()).as(criterion.id()).isNotBlank();
            assertThat(Stream.of(description.checks(), description.whyItMatters(), description.pass(),
                    description.degraded(), description.fail())).as(criterion.id()).allSatisfy(text ->
                    assertThat(text).isNotBlank().endsWith("."));
        }
    }

    @Test
    void caseIdsAreUniqueAndPrefixedByTheirCriterion() {
        Set<String> seen = new HashSet<>();
        List<String> duplicates = new ArrayList<>();
        for (Criterion criterion : CRITERIA) {
            assertThat(criterion.cases()).as(criterion.id()).isNotEmpty();
            for (TckCase tckCase : criterion.cases()) {
                assertThat(tckCase.id()).startsWith(criterion.id() + ".").matches(CASE_ID);
                assertThat(tckCase.criterionId()).isEqualTo(criterion.id());
                if (!seen.add(tckCase.id())) {
                    duplicates.add(tckCase.id());
                }
            }
        }
        assertThat(duplicates).isEmpty();
    }

    @Test
    void aDirectionInTheIdMatchesTheVersionsThatWriteAndRead() {
        for (Criterion criterion : CRITERIA) {
            for (TckCase tckCase : criterion.cases()) {
                String versions = tckCase.writerClassVersion() + "->" + tckCase.readerClassVersion();
                if (tckCase.id().endsWith(".old-to-new")) {
                    assertThat(versions).as(tckCase.id()).isEqualTo("v1->v2");
                } else if (tckCase.id().endsWith(".new-to-old")) {
                    assertThat(versions).as(tckCase.id()).isEqualTo("v2->v1");
                }
                if (tckCase.writerClassVersion().equals(tckCase.readerClassVersion())) {
                    assertThat(tckCase.id()).as(tckCase.id()).doesNotEndWith("-to-new").doesNotEndWith("-to-old");
                }
            }
        }
    }

    @Test
    void everyEnumChangeRunsInBothDirections() {
        List<String> oldToNew = new ArrayList<>();
        List<String> newToOld = new ArrayList<>();
        for (TckCase tckCase : new C14EnumEvolution().cases()) {
            if (tckCase.id().endsWith(".old-to-new")) {
                oldToNew.add(tckCase.id().replace(".old-to-new", ""));
            } else if (tckCase.id().endsWith(".new-to-old")) {
                newToOld.add(tckCase.id().replace(".new-to-old", ""));
            }
        }
        assertThat(oldToNew).isNotEmpty().containsExactlyInAnyOrderElementsOf(newToOld);
    }

    @Test
    void theClassMissingAtTheReaderIsMissingThereAndOnlyThere() {
        for (TckCase tckCase : new C13ClassMissingAtReader().cases()) {
            String coupon = tckCase.names().own("org.serialflex.dto.c13.Coupon");
            assertThat(tckCase.writerClasses()).as(tckCase.id()).containsKey(coupon);
            assertThat(tckCase.readerClasses()).as(tckCase.id()).doesNotContainKey(coupon);
            assertThat(tckCase.readerClasses().keySet()).as(tckCase.id())
                    .containsExactlyInAnyOrderElementsOf(without(coupon, tckCase.writerClasses().keySet()));
        }
    }

    private static Set<String> without(String className, Set<String> names) {
        Set<String> rest = new HashSet<>(names);
        rest.remove(className);
        return rest;
    }
}
