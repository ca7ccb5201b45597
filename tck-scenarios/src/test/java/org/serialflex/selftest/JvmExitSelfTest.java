package org.serialflex.selftest;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.results.Outcome;
import org.serialflex.runner.AdapterRun;
import org.serialflex.runner.CaseHosts;
import org.serialflex.runner.host.ForkedHosts;
import org.serialflex.runner.Criteria;
import org.serialflex.runner.RunSettings;
import org.serialflex.selftest.EndsItsJvm.Ending;
import org.serialflex.selftest.EndsItsJvm.How;
import org.serialflex.selftest.EndsItsJvm.While;

import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A library that ends its JVM with {@code System.exit(n)} or {@code Runtime.halt(n)} in the middle
 * of a case costs exactly that case, a CRASH that names the status, whatever the status: no status
 * may pass for one of the case host's own signals (status 3 once passed for "the adapter cannot be
 * created" and aborted the whole adapter). The statuses are a representative set: 0 (a "clean"
 * end), the host's own former signal 3, small ones, the shell's 127/128 and the largest, 255;
 * {@code HostEndingTest} in tck-core covers all 256 without a JVM. Nor may what a library prints on
 * the host's standard output pass for the host's word.
 *
 * <p>Every ending is on a case of its own, all in one run beside a case that ends nothing: each
 * dying host costs its own case and the others go on, as they would in a user's run, and the run's
 * JVMs (a probe, writers, readers, each ending case again alone) are started once for all endings
 * rather than once per ending (67 JVMs before, about half now; a host costs about 0.45 s of CPU).
 */
class JvmExitSelfTest {

    /** Ends nothing: Java serialization refuses the retype, in whichever host survived. */
    private static final String CONTROL = "C08.int-to-long";

    /** Case id, the root class that ends the JVM in it, how and when. */
    private static final List<Arguments> ENDINGS = List.of(
            ending("C08.long-to-int", "Holderlongtoint", How.EXIT, 0, While.READING),
            ending("C08.int-to-Integer", "HolderinttoInteger", How.EXIT, 1, While.READING),
            ending("C08.Integer-to-int", "HolderIntegertoint", How.EXIT, 2, While.READING),
            ending("C08.int-to-String", "HolderinttoString", How.EXIT, 3, While.READING),
            ending("C08.double-to-BigDecimal", "HolderdoubletoBigDecimal", How.EXIT, 7, While.READING),
            ending("C08.int-to-BigInteger", "HolderinttoBigInteger", How.EXIT, 127, While.READING),
            ending("C08.String-to-int", "HolderStringtoint", How.EXIT, 128, While.READING),
            ending("C01.all-null", "EmptyPerson", How.EXIT, 255, While.READING),
            ending("C01.no-accessors", "BarePerson", How.HALT, 3, While.READING),
            ending("C01.not-serializable", "PlainPerson", How.EXIT, 3, While.WRITING),
            ending("C01.not-serializable-nested", "PersonWithPlainAddress", How.HALT, 0, While.WRITING));

    @TempDir
    static Path hostDirectory;

    private static Map<String, CaseResult> cases;

    private static Arguments ending(String caseId, String rootClass, How how, int status, While when) {
        return Arguments.of(how, status, when, caseId, rootClass);
    }

    static Stream<Arguments> endings() {
        return ENDINGS.stream();
    }

    @BeforeAll
    static void runEveryEndingOnce() {
        Map<String, Ending> byRootClass = new LinkedHashMap<>();
        ENDINGS.forEach(a -> byRootClass.put((String) a.get()[4],
                new Ending((How) a.get()[0], (Integer) a.get()[1], (While) a.get()[2])));
        Set<String> selected = Stream.concat(ENDINGS.stream().map(a -> (String) a.get()[3]), Stream.of(CONTROL))
                .collect(Collectors.toSet());
        AdapterResults results = new AdapterRun(RunSettings.builder(new EndsItsJvm(byRootClass))
                .timeLimit(Duration.ofSeconds(20)).kitVersion("test").parallelism(2)
                .hosts(ForkedHosts.in(hostDirectory))
                .selecting((lane, id) -> selected.contains(id)).build())
                .run(Criteria.select(Criteria.all(), Set.of("C01", "C08")));
        cases = results.criteria().stream().flatMap(c -> c.cases().stream())
                .collect(Collectors.toMap(CaseResult::id, Function.identity()));
        assertThat(cases.keySet()).containsExactlyInAnyOrderElementsOf(selected);
    }

    @Test
    void whatALibraryWritesOnItsHostsStandardOutputIsNeverTheHostsWord(@TempDir Path ownHosts) {
        Map<String, Outcome> forked = outcomes(new AdapterRun(RunSettings.builder(new WritesOnTheHostsOutput()).timeLimit(Duration.ofSeconds(20)).kitVersion("test").parallelism(2)
                .hosts(ForkedHosts.in(ownHosts)).build()).run(Criteria.select(Criteria.all(), Set.of("C08"))));
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
    void aLibraryThatEndsItsJvmCostsThatCaseAloneWhateverTheStatus(How how, int status, While when, String caseId,
                                                                   String rootClass) {
        assertThat(cases.get(caseId).outcome()).as(caseId).isEqualTo(Outcome.CRASH);
        assertThat(cases.get(caseId).evidence()).as(caseId).startsWith("the JVM ended with status " + status + " while "
                + (when == While.READING ? "reading" : "writing") + " this case, also when it ran alone");
    }

    @Test
    void aCaseThatEndsNothingKeepsItsVerdictBesideTheEndings() {
        assertThat(cases.get(CONTROL).outcome()).as("Java serialization refuses the retype, in a host that survived")
                .isEqualTo(Outcome.READ_FAILED);
    }
}
