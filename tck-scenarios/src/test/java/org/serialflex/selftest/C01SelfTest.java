package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C01PlainObjects;
import org.serialflex.results.CaseResult;
import org.serialflex.verdicts.Outcome;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.selftest.CaseRuns.outcomes;
import static org.serialflex.selftest.CaseRuns.run;
import static org.serialflex.selftest.CaseRuns.runAll;

/** C01 can be passed, and catches a library that wants Serializable or bean properties. */
class C01SelfTest {

    private final C01PlainObjects criterion = new C01PlainObjects();

    @Test
    void aReflectiveByNameSerializerPassesEveryCase() {
        Map<String, CaseResult> results = runAll(criterion, "selftest-field-table");

        assertThat(outcomes(results)).containsOnlyKeys("C01.not-serializable", "C01.not-serializable-nested",
                "C01.no-accessors", "C01.all-null").allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.PASS));
    }

    @Test
    void javaSerializationRefusesClassesThatAreNotSerializable() {
        CaseResult root = run(criterion, "C01.not-serializable", "selftest-honest");
        CaseResult nested = run(criterion, "C01.not-serializable-nested", "selftest-honest");

        assertThat(root.outcome()).isEqualTo(Outcome.WRITE_FAILED);
        assertThat(root.evidence()).isEqualTo("java.io.NotSerializableException: org.serialflex.dto.c01.PlainPerson");
        assertThat(nested.outcome()).isEqualTo(Outcome.WRITE_FAILED);
        assertThat(nested.evidence()).isEqualTo("java.io.NotSerializableException: org.serialflex.dto.c01.PlainAddress");
    }

    @Test
    void aLibraryThatCarriesOnlyPropertiesWithSettersLosesEveryFieldOfABeanWithoutAccessors() {
        Map<String, CaseResult> results = runAll(criterion, "selftest-setters-only");

        assertThat(results.get("C01.no-accessors").outcome()).isEqualTo(Outcome.CORRUPT);
        assertThat(results.get("C01.no-accessors").evidence()).isEqualTo("name: expected \"Ann Example\" (String) got null");
        assertThat(results.get("C01.all-null").outcome()).as("nothing to lose when every field is empty")
                .isEqualTo(Outcome.PASS);
        assertThat(CaseRuns.score(results)).isZero();
    }
}
