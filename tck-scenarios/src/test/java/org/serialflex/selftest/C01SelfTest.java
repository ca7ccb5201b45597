package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C01PlainObjects;
import org.serialflex.results.CaseResult;
import org.serialflex.results.Outcome;

import static org.assertj.core.api.Assertions.assertThat;

/** C01 can be passed, and catches a library that wants Serializable or bean properties. */
class C01SelfTest {

    private static final C01PlainObjects C01 = new C01PlainObjects();

    @Test
    void aReflectiveByNameSerializerPassesEveryCase() {
        CriterionOutcomes run = CriterionOutcomes.run(C01, "selftest-field-table");

        assertThat(run.outcomes()).containsOnlyKeys("C01.not-serializable", "C01.not-serializable-nested",
                "C01.no-accessors", "C01.all-null").allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.PASS));
    }

    @Test
    void javaSerializationRefusesClassesThatAreNotSerializable() {
        CaseResult root = CriterionOutcomes.runCase(C01, "C01.not-serializable", "selftest-honest");
        CaseResult nested = CriterionOutcomes.runCase(C01, "C01.not-serializable-nested", "selftest-honest");

        assertThat(root.outcome()).isEqualTo(Outcome.WRITE_FAILED);
        assertThat(root.evidence()).isEqualTo("java.io.NotSerializableException: org.serialflex.dto.c01.PlainPerson");
        assertThat(nested.outcome()).isEqualTo(Outcome.WRITE_FAILED);
        assertThat(nested.evidence()).isEqualTo("java.io.NotSerializableException: org.serialflex.dto.c01.PlainAddress");
    }

    @Test
    void aLibraryThatCarriesOnlyPropertiesWithSettersLosesEveryFieldOfABeanWithoutAccessors() {
        CriterionOutcomes run = CriterionOutcomes.run(C01, "selftest-setters-only");

        assertThat(run.outcome("C01.no-accessors")).isEqualTo(Outcome.CORRUPT);
        assertThat(run.evidence("C01.no-accessors")).isEqualTo("name: expected \"Ann Example\" (String) got null");
        assertThat(run.outcome("C01.all-null")).as("nothing to lose when every field is empty")
                .isEqualTo(Outcome.PASS);
        assertThat(run.score()).isZero();
    }
}
