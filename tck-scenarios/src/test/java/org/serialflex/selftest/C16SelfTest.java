package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C16SerializableHooks;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.results.Outcome.DEGRADED;
import static org.serialflex.results.Outcome.PASS;

/** C16 on Java serialization (the control) and on adapters that skip the Serializable hooks. */
class C16SelfTest {

    private static final C16SerializableHooks C16 = new C16SerializableHooks();

    @Test
    void passesWhenTheHooksRun() {
        assertThat(CriterionOutcomes.run(C16, "selftest-honest").outcomes()).containsOnly(
                Map.entry("C16.read-object-rebuilds", PASS), Map.entry("C16.serialization-proxy", PASS),
                Map.entry("C16.singleton", PASS));
    }

    @Test
    void isDegradedWhenHooksAreSkippedButEverySentValueArrives() {
        CriterionOutcomes run = CriterionOutcomes.run(C16, "selftest-copies-fields");

        assertThat(run.outcomes()).as("skipping writeReplace and readResolve alike gives the bean back")
                .containsOnly(Map.entry("C16.read-object-rebuilds", DEGRADED),
                        Map.entry("C16.serialization-proxy", PASS), Map.entry("C16.singleton", DEGRADED));
        assertThat(run.evidence("C16.read-object-rebuilds"))
                .isEqualTo("label: readObject not called: the transient derived field was not rebuilt (every value "
                        + "the writer sent arrived): expected \"Ann Example 42\" (String) got null");
        assertThat(run.evidence("C16.singleton")).startsWith("policy: expected the reader world's own instance");
    }

    @Test
    void isDegradedWhenTheProxyIsNeverResolvedButHoldsEverySentValue() {
        CriterionOutcomes run = CriterionOutcomes.run(C16, "selftest-copies-fields-after-write-replace");

        assertThat(run.outcomes()).containsOnly(
                Map.entry("C16.read-object-rebuilds", DEGRADED), Map.entry("C16.serialization-proxy", DEGRADED),
                Map.entry("C16.singleton", DEGRADED));
        assertThat(run.evidence("C16.serialization-proxy"))
                .isEqualTo("(root): readResolve not called: the serialization proxy arrived instead of the bean "
                        + "(every value the writer sent arrived): expected a Holder got a HolderProxy");
    }
}
