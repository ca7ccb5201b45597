package org.serialflex.criteria;

import org.junit.jupiter.api.Test;
import org.serialflex.runner.Criteria;
import org.serialflex.runner.Criterion;
import org.serialflex.runner.CriterionDescription;
import org.serialflex.runner.TckCase;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The shape of the registered criteria: ids that stay apart and say where they belong, prose for
 * docs/criteria.md, and the directions each criterion promises.
 */
class RegisteredCriteriaTest {

    private static final String SERVICES = "META-INF/services/" + Criterion.class.getName();
    /** Criteria about one class, read by the same class. */
    private static final Set<String> SAME_CLASS = Set.of("C01", "C02", "C03", "C04");
    /** Evolution criteria the specification asks to run in both directions. */
    private static final Set<String> BOTH_DIRECTIONS = Set.of("C07", "C09", "C10");

    private final Map<String, Criterion> criteria = Criteria.all().stream()
            .collect(Collectors.toMap(Criterion::id, Function.identity()));

    @Test
    void theServicesFileListsCriteriaSortedById() throws IOException {
        List<String> lines;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(SERVICES)) {
            assertThat(in).as(SERVICES).isNotNull();
            lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .map(String::strip).filter(line -> !line.isEmpty() && !line.startsWith("#")).toList();
        }
        List<String> ids = lines.stream().map(line -> line.substring(line.lastIndexOf('.') + 1, line.lastIndexOf('.') + 4))
                .toList();
        assertThat(ids).as("criteria in " + SERVICES + ", sorted so parallel additions merge cleanly")
                .isSorted().doesNotHaveDuplicates();
        assertThat(criteria.keySet()).containsAll(SAME_CLASS).containsAll(BOTH_DIRECTIONS);
    }

    @Test
    void caseIdsAreUniqueAndStartWithTheirCriterionId() {
        Set<String> seen = new HashSet<>();
        for (Criterion criterion : criteria.values()) {
            assertThat(criterion.id()).matches("C\\d\\d|ZOO");
            assertThat(criterion.cases()).as(criterion.id() + " has cases").isNotEmpty();
            for (TckCase tckCase : criterion.cases()) {
                assertThat(tckCase.id()).startsWith(criterion.id() + ".").matches("(C\\d\\d|ZOO)(\\.[A-Za-z0-9-]+)+");
                assertThat(tckCase.criterionId()).isEqualTo(criterion.id());
                assertThat(seen.add(tckCase.id())).as("case id " + tckCase.id() + " is used once").isTrue();
            }
        }
    }

    @Test
    void everyCriterionExplainsItselfForTheDocumentation() {
        for (Criterion criterion : criteria.values()) {
            CriterionDescription prose = criterion.description();
            assertThat(criterion.title()).as(criterion.id() + " title").isNotBlank();
            assertThat(List.of(prose.checks(), prose.whyItMatters(), prose.pass(), prose.degraded(), prose.fail()))
                    .as(criterion.id() + " description").allSatisfy(text -> assertThat(text).isNotBlank());
        }
    }

    @Test
    void sameClassCriteriaReadWithTheClassThatWrote() {
        for (String id : SAME_CLASS) {
            assertThat(criteria.get(id).cases()).as(id).allSatisfy(tckCase -> {
                assertThat(tckCase.writerClassVersion()).isEqualTo("v1");
                assertThat(tckCase.readerClassVersion()).isEqualTo("v1");
                assertThat(tckCase.id()).doesNotContain("old-to-new", "new-to-old");
            });
        }
    }

    @Test
    void evolutionCriteriaRunEveryChangeInBothDirections() {
        for (String id : BOTH_DIRECTIONS) {
            List<String> oldToNew = new ArrayList<>();
            List<String> newToOld = new ArrayList<>();
            for (TckCase tckCase : criteria.get(id).cases()) {
                if (tckCase.id().endsWith(".old-to-new")) {
                    assertThat(List.of(tckCase.writerClassVersion(), tckCase.readerClassVersion())).containsExactly("v1", "v2");
                    oldToNew.add(tckCase.id().replace(".old-to-new", ""));
                } else {
                    assertThat(tckCase.id()).as(id + " case ids name their direction").endsWith(".new-to-old");
                    assertThat(List.of(tckCase.writerClassVersion(), tckCase.readerClassVersion())).containsExactly("v2", "v1");
                    newToOld.add(tckCase.id().replace(".new-to-old", ""));
                }
            }
            assertThat(oldToNew).as(id + " changes run old→new and new→old alike").isNotEmpty()
                    .containsExactlyInAnyOrderElementsOf(newToOld);
        }
    }
}
