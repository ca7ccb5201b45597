package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.results.CaseResult;
import org.serialflex.runner.CaseRunner;
import org.serialflex.runner.Criteria;
import org.serialflex.runner.RunTimings;
import org.serialflex.runner.TckCase;
import org.serialflex.results.Outcome;

import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Only bytes cross: an adapter that hands the writer's values to the reader through the system
 * properties is caught in every case where the writer's object holds a collection, a map or an
 * array, which is every case built on the baseline bean: KIT_ERROR, whether the evidence names a
 * writer-world class or a JDK container the writer wrote. What slips through is listed, with why.
 */
class SmugglingSelfTest {

    @Test
    void smugglingTheWritersValuesIsAKitErrorWhereverTheyHoldAContainer() {
        CaseRunner runner = new CaseRunner("selftest-smuggles-values", Duration.ofSeconds(20), new RunTimings());
        Map<String, Outcome> scored = new TreeMap<>();
        int caught = 0;
        // the value zoo's cases hold JDK values, which the in-JVM check does not follow (README, -Dserialflex.fork=false:
        // JDK values are not caught there); in forked runs, the default, nothing but bytes crosses
        for (var criterion : Criteria.all().stream().filter(org.serialflex.runner.Criterion::scored).toList()) {
            for (TckCase tckCase : criterion.cases()) {
                CaseResult result = runner.run(tckCase);
                if (result.outcome() == Outcome.KIT_ERROR) {
                    assertThat(result.evidence()).contains("Only bytes may cross between worlds");
                    caught++;
                } else if (result.outcome() == Outcome.PASS || result.outcome() == Outcome.DEGRADED) {
                    scored.put(tckCase.id(), result.outcome());
                }
            }
        }

        assertThat(caught).isGreaterThan(90);
        assertThat(scored)
                .as("what slips through carries no container: C01.all-null sends only nulls, and the coupon of "
                        + "C13.missing-as-root only a String and an int, immutable values the JDK shares between "
                        + "worlds anyway (the reader lacks the coupon's class and returns null)")
                .isEqualTo(Map.of("C01.all-null", Outcome.PASS, "C13.missing-as-root", Outcome.DEGRADED));
    }
}
