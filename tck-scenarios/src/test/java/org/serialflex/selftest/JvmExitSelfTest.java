package org.serialflex.selftest;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.results.Outcome;
import org.serialflex.runner.AdapterRun;
import org.serialflex.runner.CaseHosts;
import org.serialflex.runner.RunSettings;
import org.serialflex.runner.Criteria;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A library that ends its JVM with {@code System.exit(n)} or {@code Runtime.halt(n)} in the middle
 * of a case costs exactly that case, a CRASH that names the status, whatever the status: no status
 * may pass for one of the case host's own signals (status 3 once passed for "the adapter cannot be
 * created" and aborted the whole adapter). Each run starts a few JVMs, so the statuses are a
 * representative set: 0 (a "clean" end), the host's own former signal 3, small ones, the shell's
 * 127/128 and the largest, 255; {@code HostEndingTest} in tck-core covers all 256 without a JVM.
 * Nor may what a library prints on the host's standard output pass for the host's word.
 */
class JvmExitSelfTest {

    private static final String ENDS = "C08.String-to-int";
    private static final String CONTROL = "C08.int-to-long";

    @TempDir
    Path hostDirectory;

    static Stream<Arguments> endings() {
        return Stream.concat(IntStream.of(0, 1, 2, 3, 7, 127, 128, 255)
                        .mapToObj(status -> Arguments.of(EndsItsJvm.How.EXIT, status, EndsItsJvm.While.READING)),
                Stream.of(Arguments.of(EndsItsJvm.How.HALT, 3, EndsItsJvm.While.READING),
                        Arguments.of(EndsItsJvm.How.EXIT, 3, EndsItsJvm.While.WRITING),
                        Arguments.of(EndsItsJvm.How.HALT, 0, EndsItsJvm.While.WRITING)));
    }

    @org.junit.jupiter.api.Test
    void whatALibraryWritesOnItsHostsStandardOutputIsNeverTheHostsWord() {
        Map<String, Outcome> forked = outcomes(new AdapterRun(RunSettings.builder(new WritesOnTheHostsOutput()).timeLimit(Duration.ofSeconds(20)).kitVersion("test").parallelism(2)
                .hosts(CaseHosts.forked(hostDirectory)).build()).run(Criteria.select(Criteria.all(), Set.of("C08"))));
        Map<String, Outcome> honest = outcomes(new AdapterRun(RunSettings.builder(new HonestAdapter()).timeLimit(Duration.ofSeconds(20)).kitVersion("test").parallelism(2)
                .hosts(CaseHosts.inThisJvm()).build()).run(Criteria.select(Criteria.all(), Set.of("C08"))));

        assertThat(forked).hasSize(8).isEqualTo(honest);
    }

    private static Map<String, Outcome> outcomes(AdapterResults results) {
        return results.criteria().stream().flatMap(c -> c.cases().stream())
                .collect(Collectors.toMap(CaseResult::id, CaseResult::outcome));
    }

    @ParameterizedTest(name = "{0}({1}) while {2}")
    @MethodSource("endings")
    void aLibraryThatEndsItsJvmCostsThatCaseAloneWhateverTheStatus(EndsItsJvm.How how, int status,
                                                                   EndsItsJvm.While when) {
        AdapterResults results = new AdapterRun(RunSettings.builder(new EndsItsJvm(how, status, when)).timeLimit(Duration.ofSeconds(20)).kitVersion("test").parallelism(2)
                .hosts(CaseHosts.forked(hostDirectory))
                .selecting((lane, id) -> id.equals(ENDS) || id.equals(CONTROL)).build())
                .run(Criteria.select(Criteria.all(), Set.of("C08")));

        Map<String, CaseResult> cases = results.criteria().get(0).cases().stream()
                .collect(Collectors.toMap(CaseResult::id, Function.identity()));
        assertThat(cases.keySet()).containsExactlyInAnyOrder(ENDS, CONTROL);
        assertThat(cases.get(ENDS).outcome()).isEqualTo(Outcome.CRASH);
        assertThat(cases.get(ENDS).evidence()).startsWith("the JVM ended with status " + status + " while "
                + (when == EndsItsJvm.While.READING ? "reading" : "writing") + " this case, also when it ran alone");
        assertThat(cases.get(CONTROL).outcome()).as("Java serialization refuses the retype, in a host that survived")
                .isEqualTo(Outcome.READ_FAILED);
    }
}
