package org.serialflex.verdicts;

import org.serialflex.results.Outcome;
import org.junit.jupiter.api.Test;

import java.lang.reflect.InaccessibleObjectException;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A failure caused by a module access the JVM refused is the set-up's fault: KIT_ERROR with the
 * exact option to add, whichever phase failed; every failure keeps its whole message chain as
 * detail, bounded.
 */
class SetUpFaultTest {

    private static final String REFUSED = "Unable to make field private final java.util.Comparator "
            + "java.util.TreeMap.comparator accessible: module java.base does not \"opens java.util\" to unnamed "
            + "module @4e50df2e";

    @Test
    void aRefusedReflectiveAccessNamesTheAddOpensLine() {
        Verdict verdict = Verdict.of(Outcome.WRITE_FAILED, new InaccessibleObjectException(REFUSED));

        assertThat(verdict.outcome()).isEqualTo(Outcome.KIT_ERROR);
        assertThat(verdict.evidence()).startsWith("set-up: the JVM lacks --add-opens java.base/java.util=ALL-UNNAMED")
                .contains("JvmOption.addOpens(\"java.base\", \"java.util\")").contains("Not a verdict on the library");
        assertThat(verdict.detail()).contains(REFUSED);
    }

    @Test
    void anInitializerThatFailedOnARefusedAccessIsASetUpFaultNotACrash() {
        Throwable failure = new ExceptionInInitializerError(new InaccessibleObjectException(REFUSED));

        Verdict verdict = Verdict.of(Outcome.CRASH, failure);

        assertThat(verdict.outcome()).isEqualTo(Outcome.KIT_ERROR);
        assertThat(verdict.evidence()).contains("--add-opens java.base/java.util=ALL-UNNAMED");
    }

    @Test
    void aLibrarysOwnWrappingIsRecognisedFromTheLaterLinesOfItsMessage() {
        RuntimeException xstream = new RuntimeException("No converter available\n---- Debugging information ----\n"
                + "message             : No converter available\ntype                : java.util.TreeMap\n"
                + "cause-exception     : java.lang.reflect.InaccessibleObjectException\ncause-message       : "
                + REFUSED + "\n-------------------------------");

        Verdict verdict = Verdict.of(Outcome.WRITE_FAILED, xstream);

        assertThat(verdict.outcome()).isEqualTo(Outcome.KIT_ERROR);
        assertThat(verdict.evidence()).contains("--add-opens java.base/java.util=ALL-UNNAMED");
        assertThat(verdict.detail()).contains("---- Debugging information ----").contains("cause-message");
    }

    @Test
    void aPackageNotExportedNamesTheAddExportsLine() {
        Throwable failure = new IllegalAccessError("class one.nio.Foo (in unnamed module @0x1) cannot access class "
                + "sun.nio.ch.DirectBuffer (in module java.base) because module java.base does not export sun.nio.ch "
                + "to unnamed module @0x1");

        Verdict verdict = Verdict.of(Outcome.CRASH, failure);

        assertThat(verdict.outcome()).isEqualTo(Outcome.KIT_ERROR);
        assertThat(verdict.evidence()).startsWith("set-up: the JVM lacks --add-exports java.base/sun.nio.ch=ALL-UNNAMED");
    }

    @Test
    void anOrdinaryFailureKeepsItsOutcomeItsFirstLineAndItsWholeChainAsDetail() {
        Throwable failure = new IllegalStateException("cannot read\nsecond line", new NumberFormatException("bad \"4x\""));

        Verdict verdict = Verdict.of(Outcome.READ_FAILED, failure);

        assertThat(verdict.outcome()).isEqualTo(Outcome.READ_FAILED);
        assertThat(verdict.evidence()).isEqualTo("java.lang.IllegalStateException: cannot read "
                + "(caused by java.lang.NumberFormatException: bad \"4x\")");
        assertThat(verdict.detail()).isEqualTo("java.lang.IllegalStateException: cannot read\nsecond line\n"
                + "caused by: java.lang.NumberFormatException: bad \"4x\"");
    }

    @Test
    void theDetailIsBoundedAndKeepsTheRootCause() {
        Throwable failure = new RuntimeException("x".repeat(10_000), new IllegalArgumentException("the root"));

        String detail = Verdict.of(Outcome.READ_FAILED, failure).detail();

        assertThat(detail.length()).isLessThanOrEqualTo(Evidence.MAX_DETAIL);
        assertThat(detail).startsWith("java.lang.RuntimeException: xxx")
                .endsWith("root cause: java.lang.IllegalArgumentException: the root");
    }
}
