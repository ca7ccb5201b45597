package org.serialflex.tck;

import org.junit.jupiter.api.Test;
import org.serialflex.spi.JvmOption;
import org.serialflex.spi.SerializerAdapter;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class JvmOptionsCheckTest {

    @Test
    void inThisJvmAMissingFlagIsPrintedWithWhereToAddIt() {
        JvmOption missing = JvmOption.systemProperty("serialflex.test.neverSet", "yes");

        assertThatThrownBy(() -> JvmOptionsCheck.requirePresent(needing(missing), false))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("Adapter 'needy' (org.example:needy:1) needs JVM options this JVM was "
                        + "started without:\n  -Dserialflex.test.neverSet=yes\n")
                .hasMessageContaining("-Dserialflex.jvmFlags=\"-Dserialflex.test.neverSet=yes\"")
                .hasMessageContaining("drop -Dserialflex.fork=false");
    }

    @Test
    void forkedTheCaseJvmsGetTheFlagsFromTheAdapterSoThisJvmNeedsNone() {
        JvmOption missing = JvmOption.systemProperty("serialflex.test.neverSet", "yes");

        assertThatCode(() -> JvmOptionsCheck.requirePresent(needing(missing), true)).doesNotThrowAnyException();
    }

    @Test
    void presentFlagsPass() {
        System.setProperty("serialflex.test.alwaysSet", "yes");
        try {
            assertThatCode(() -> JvmOptionsCheck.requirePresent(
                    needing(JvmOption.systemProperty("serialflex.test.alwaysSet", "yes")), false)).doesNotThrowAnyException();
        } finally {
            System.clearProperty("serialflex.test.alwaysSet");
        }
    }

    private static SerializerAdapter needing(JvmOption option) {
        return new PlainAdapter("needy") {
            @Override
            public List<JvmOption> requiredJvmOptions() {
                return List.of(option);
            }
        };
    }
}
