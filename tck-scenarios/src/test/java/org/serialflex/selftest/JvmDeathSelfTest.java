package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.runner.AdapterRun;
import org.serialflex.runner.CaseHosts;
import org.serialflex.runner.host.ForkedHosts;
import org.serialflex.runner.RunSettings;
import org.serialflex.runner.Criteria;
import org.serialflex.results.Outcome;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A library that kills its JVM costs the case that did it, never the run: the cases run in a JVM
 * of their own, and the one that takes that JVM down, even when it runs alone, is a CRASH.
 */
class JvmDeathSelfTest {

    @TempDir
    Path hostDirectory;

    @Test
    void aCaseThatKillsItsJvmIsACrashAndEveryOtherCaseKeepsItsVerdict() {
        AdapterResults results = new AdapterRun(RunSettings.builder(new Misbehaving.KillsItsJvm()).timeLimit(Duration.ofSeconds(20)).kitVersion("test").parallelism(2)
                .hosts(ForkedHosts.in(hostDirectory)).build()).run(Criteria.select(Criteria.all(), Set.of("C08")));

        Map<String, CaseResult> cases = results.criteria().get(0).cases().stream()
                .collect(Collectors.toMap(CaseResult::id, Function.identity()));
        assertThat(cases).hasSize(8);
        assertThat(cases.get("C08.String-to-int").outcome()).isEqualTo(Outcome.CRASH);
        assertThat(cases.get("C08.String-to-int").evidence())
                .startsWith("the JVM running this case died, also when it ran alone (exit code 134, SIGSEGV (0xb)")
                .contains("; report hs_err_pid");
        assertThat(cases.values().stream().filter(c -> !c.id().equals("C08.String-to-int")).map(CaseResult::outcome))
                .as("Java serialization refuses every other retype, in a host that survived")
                .containsOnly(Outcome.READ_FAILED);
        assertThat(results.criteria().get(0).score()).isZero();
    }

    @Test
    void casesRunInTheirOwnJvmGiveTheSameVerdictsAsInThisOne() {
        List<String> criteria = List.of("C05", "C14");
        AdapterResults forked = new AdapterRun(RunSettings.builder(new HonestAdapter()).timeLimit(Duration.ofSeconds(20)).kitVersion("test").parallelism(2)
                .hosts(ForkedHosts.in(hostDirectory)).build())
                .run(Criteria.select(Criteria.all(), Set.copyOf(criteria)));
        AdapterResults here = new AdapterRun(RunSettings.builder(new HonestAdapter()).timeLimit(Duration.ofSeconds(20)).kitVersion("test").parallelism(2)
                .hosts(CaseHosts.inThisJvm()).build())
                .run(Criteria.select(Criteria.all(), Set.copyOf(criteria)));

        assertThat(outcomes(forked)).isEqualTo(outcomes(here)).hasSize(13);
    }

    private static Map<String, Outcome> outcomes(AdapterResults results) {
        return results.criteria().stream().flatMap(c -> c.cases().stream())
                .collect(Collectors.toMap(CaseResult::id, CaseResult::outcome));
    }
}
