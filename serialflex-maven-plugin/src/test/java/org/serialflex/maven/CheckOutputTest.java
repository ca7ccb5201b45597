package org.serialflex.maven;

import org.apache.maven.plugin.logging.SystemStreamLog;
import org.junit.jupiter.api.Test;
import org.serialflex.check.CheckLauncher;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The check JVM's lines in Maven's log: debug lines at debug level, and the line that says what failed the build kept. */
class CheckOutputTest {

    private final List<String> logged = new ArrayList<>();
    private final CheckOutput output = new CheckOutput(new SystemStreamLog() {
        @Override
        public void info(CharSequence content) {
            logged.add("[INFO] " + content);
        }

        @Override
        public void debug(CharSequence content) {
            logged.add("[DEBUG] " + content);
        }
    });

    @Test
    void debugLinesGoToDebugAndTheRestToInfo() {
        output.accept(CheckLauncher.DEBUG_LINE + "serialflex: kryo: fresh worlds for every case; the history probe needs "
                + "three identity cases and found 1 (0.0 s)");
        output.accept("serialflex check: kryo (com.esotericsoftware:kryo:5.6.2): overall NONE");

        assertThat(logged).containsExactly("[DEBUG] " + CheckLauncher.DEBUG_LINE + "serialflex: kryo: fresh worlds for "
                + "every case; the history probe needs three identity cases and found 1 (0.0 s)",
                "[INFO] serialflex check: kryo (com.esotericsoftware:kryo:5.6.2): overall NONE");
        assertThat(output.failedTheBuild()).isEmpty();
    }

    @Test
    void theLineThatSaysWhatFailedTheBuildIsKeptForTheGoalsMessage() {
        output.accept("serialflex check: FAILED: com.acme.Order is NONE, short of the required BACKWARD: old→new "
                + "READ_FAILED (sample 1: KryoException: Encountered unregistered class ID: 16186)");
        output.accept(CheckLauncher.FAILED_THE_BUILD + "com.acme.Order is NONE (old→new READ_FAILED), short of the "
                + "required BACKWARD. To accept it: require NONE (--require NONE, <require>NONE</require>).");

        assertThat(output.failedTheBuild()).contains("com.acme.Order is NONE (old→new READ_FAILED), short of the "
                + "required BACKWARD. To accept it: require NONE (--require NONE, <require>NONE</require>).");
        assertThat(logged).hasSize(2).allMatch(line -> line.startsWith("[INFO] "));
    }
}
