package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C04TransientFields;
import org.serialflex.results.CaseResult;
import org.serialflex.verdicts.Outcome;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.selftest.CaseRuns.outcomes;
import static org.serialflex.selftest.CaseRuns.runAll;

/** C04 can be passed, and catches a library that carries transient values. */
class C04SelfTest {

    private final C04TransientFields criterion = new C04TransientFields();

    @Test
    void javaSerializationAndAReflectiveSerializerThatHonoursTransientPass() {
        assertThat(outcomes(runAll(criterion, "selftest-honest")))
                .containsOnlyKeys("C04.transient-string", "C04.transient-int", "C04.transient-list")
                .allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.PASS));
        assertThat(outcomes(runAll(criterion, "selftest-field-table")))
                .allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.PASS));
    }

    @Test
    void carryingTransientValuesIsCorrupt() {
        Map<String, CaseResult> results = runAll(criterion, "selftest-ignores-transient");

        assertThat(outcomes(results)).allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.CORRUPT));
        assertThat(results.get("C04.transient-string").evidence())
                .isEqualTo("sessionToken: expected the Java default got \"secret-token-4711\" (String)");
        assertThat(results.get("C04.transient-int").evidence())
                .isEqualTo("cachedHash: expected the Java default got 1234567 (Integer)");
        assertThat(results.get("C04.transient-list").evidence())
                .isEqualTo("recentViews: expected the Java default got 2 elements (ArrayList)");
    }
}
