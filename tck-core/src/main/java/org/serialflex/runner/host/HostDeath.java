package org.serialflex.runner.host;

import org.serialflex.jvm.JvmDeath;
import org.serialflex.runner.Side;

import java.nio.file.Path;
import java.util.Optional;

/**
 * How a case host's JVM ended: its exit status, and the headline of the JVM's fatal error report
 * when it wrote one (a crash in native code) rather than being ended by {@code System.exit} or
 * {@code Runtime.halt} ({@link JvmDeath}'s forensics), and the evidence a case earns from it.
 *
 * @param status      the JVM's exit status
 * @param fatalError  the report's signal, where it happened and the report's name, when there is one
 */
record HostDeath(int status, Optional<String> fatalError) {

    /**
     * How {@code process} ended with {@code exitCode}: with the headline of the fatal error report
     * the JVM wrote in {@code crashDirectory} ({@code -XX:ErrorFile}), when it wrote one.
     */
    static HostDeath of(Process process, int exitCode, Path crashDirectory) {
        JvmDeath death = JvmDeath.of(process.pid(), exitCode, crashDirectory);
        return new HostDeath(death.status(), death.fatalError());
    }

    /** As the build log and the history probe's reason name it, e.g. {@code exit code 134, SIGSEGV (0xb) ...}. */
    String description() {
        return "exit code " + status + fatalError.map(f -> ", " + f).orElse("");
    }

    /** The evidence of a case that took its JVM down, also when it ran alone, on the side named. */
    String caseEvidence(Side side) {
        return fatalError.isPresent() ? "the JVM running this case died, also when it ran alone (" + description() + ")"
                : "the JVM ended with status " + status + " while " + side.verb() + " this case, also when it ran alone";
    }
}
