package org.serialflex.criteria;

import org.junit.jupiter.api.Test;
import org.serialflex.runner.CaseNames;
import org.serialflex.runner.Criteria;
import org.serialflex.runner.Criterion;
import org.serialflex.runner.TckCase;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every case of the catalog, identity cases included, gives its classes names no other case uses,
 * of the length of the names it is written with; so a class name means one thing in a whole run
 * and one world per side serves every case.
 */
class OneMeaningPerClassNameTest {

    @Test
    void noClassNameIsUsedByTwoCases() {
        Map<String, String> caseByClassName = new HashMap<>();
        List<String> sharedNames = new ArrayList<>();
        for (TckCase tckCase : everyCase().values()) {
            List<String> names = new ArrayList<>(tckCase.writerClasses().keySet());
            tckCase.readerClasses().keySet().stream().filter(n -> !names.contains(n)).forEach(names::add);
            for (String name : names) {
                String other = caseByClassName.putIfAbsent(name, tckCase.id());
                if (other != null && !other.equals(tckCase.id())) {
                    sharedNames.add(name + " in " + other + " and " + tckCase.id());
                }
            }
        }
        assertThat(sharedNames).isEmpty();
        assertThat(caseByClassName).hasSizeGreaterThan(300);
    }

    @Test
    void everyCaseRenamesItsCriterionsPackageToOneOfTheSameLength() {
        for (TckCase tckCase : everyCase().values()) {
            CaseNames names = tckCase.names();
            assertThat(names.declaredPrefix()).as(tckCase.id())
                    .isEqualTo("org.serialflex.dto." + tckCase.criterionId().toLowerCase() + ".");
            assertThat(names.ownPrefix()).as(tckCase.id()).matches("org\\.serialflex\\.dto\\.[a-z][a-z][0-9]\\.");
            assertThat(tckCase.writerClasses().keySet()).as(tckCase.id()).allMatch(n -> n.startsWith(names.ownPrefix()));
            assertThat(tckCase.readerClasses().keySet()).as(tckCase.id()).allMatch(n -> n.startsWith(names.ownPrefix()));
        }
    }

    @Test
    void theSameCaseGetsTheSameNamesEveryTimeItIsBuilt() {
        Map<String, CaseNames> first = new LinkedHashMap<>();
        everyCase().forEach((id, c) -> first.put(id, c.names()));
        Map<String, CaseNames> again = new LinkedHashMap<>();
        for (Criterion criterion : List.of(new C05NewFieldAtWriter(), new C13ClassMissingAtReader())) {
            criterion.cases().forEach(c -> again.put(c.id(), c.names()));
            criterion.identityCases().forEach(c -> again.put(c.id(), c.names()));
        }
        again.forEach((id, names) -> assertThat(names).as(id).isEqualTo(first.get(id)));
        assertThat(again).hasSizeGreaterThan(10);
    }

    @Test
    void evidenceIsToldInTheDeclaredNames() {
        CaseNames names = new CaseNames("org.serialflex.dto.c05.", "org.serialflex.dto.ea0.");
        assertThat(names.declaredText("Class not found: org.serialflex.dto.ea0.Order (org/serialflex/dto/ea0/Order)"))
                .isEqualTo("Class not found: org.serialflex.dto.c05.Order (org/serialflex/dto/c05/Order)");
        assertThat(names.own("org.serialflex.dto.c05.Order")).isEqualTo("org.serialflex.dto.ea0.Order");
        assertThat(names.declared("org.serialflex.dto.ea0.Order")).isEqualTo("org.serialflex.dto.c05.Order");
        assertThat(names.own("java.lang.String")).isEqualTo("java.lang.String");
    }

    private static Map<String, TckCase> everyCase() {
        Map<String, TckCase> cases = new LinkedHashMap<>();
        // the value zoo keeps one package of its own by design (CaseNaming, ValueZooTest): the world pool keeps apart
        // its names whose bytes differ, as it keeps apart any two cases whose names differ in meaning
        for (Criterion criterion : Criteria.all().stream().filter(Criterion::scored).toList()) {
            criterion.cases().forEach(c -> cases.put(c.id(), c));
            criterion.identityCases().forEach(c -> cases.putIfAbsent(c.id(), c));
        }
        return cases;
    }
}
