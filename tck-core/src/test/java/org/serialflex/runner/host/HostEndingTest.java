package org.serialflex.runner.host;

import org.serialflex.runner.Side;
import org.junit.jupiter.api.Test;

import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every exit status from 0 to 255, without starting a JVM: a host that ends while a case runs costs
 * that case, whatever the status; only the host's own message makes an adapter "not creatable".
 * {@code JvmExitSelfTest} in tck-scenarios ends real JVMs with representative statuses.
 */
class HostEndingTest {

    @Test
    void aHostThatEndsWhileACaseRunsCutsThatCaseShortWhateverItsStatus() {
        assertThat(IntStream.rangeClosed(0, 255).mapToObj(status -> HostEnding.of(false, Set.of("a", "b"), Set.of("b"), status)))
                .hasSize(256).containsOnly(HostEnding.CASES_CUT_SHORT);
    }

    @Test
    void onlyTheHostsMessageSaysTheAdapterCannotBeCreatedWhateverTheStatus() {
        assertThat(IntStream.rangeClosed(0, 255).mapToObj(status -> HostEnding.of(true, Set.of(), Set.of(), status)))
                .containsOnly(HostEnding.ADAPTER_NOT_CREATABLE);
        assertThat(IntStream.rangeClosed(0, 255).mapToObj(status -> HostEnding.of(false, Set.of(), Set.of(), status)))
                .as("silent, before any case: its error output tells why, and status 0 does not hide it")
                .containsOnly(HostEnding.ENDED_BEFORE_ANY_CASE);
    }

    @Test
    void aHostWhoseCasesAllAnsweredEndedWellWhateverItsStatus() {
        assertThat(IntStream.rangeClosed(0, 255).mapToObj(status -> HostEnding.of(false, Set.of("a"), Set.of("a"), status)))
                .containsOnly(HostEnding.ALL_ANSWERED);
    }

    @Test
    void theCrashNamesTheStatusAndTheHalfOrTheFatalErrorReport() {
        assertThat(IntStream.rangeClosed(0, 255)).allSatisfy(status -> {
            assertThat(new HostDeath(status, Optional.empty()).caseEvidence(Side.READER))
                    .isEqualTo("the JVM ended with status " + status + " while reading this case, also when it ran alone");
            assertThat(new HostDeath(status, Optional.empty()).caseEvidence(Side.WRITER))
                    .contains("while writing this case");
        });
        assertThat(new HostDeath(134, Optional.of("SIGSEGV (0xb); report hs_err_pid1.log"))
                .caseEvidence(Side.READER)).isEqualTo(
                "the JVM running this case died, also when it ran alone (exit code 134, SIGSEGV (0xb); report hs_err_pid1.log)");
    }
}
