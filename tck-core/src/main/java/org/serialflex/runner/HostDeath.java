package org.serialflex.runner;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * How a case host's JVM ended: its exit status, and the headline of the JVM's fatal error report
 * when it wrote one (a crash in native code) rather than being ended by {@code System.exit} or
 * {@code Runtime.halt}. The crash forensics of the case hosts live here.
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
        Path report = crashDirectory.resolve("hs_err_pid" + process.pid() + ".log");
        if (!Files.exists(report)) {
            return new HostDeath(exitCode, Optional.empty());
        }
        try {
            List<String> lines = Files.readAllLines(report, StandardCharsets.ISO_8859_1);
            String signal = lines.stream().filter(l -> l.startsWith("#  SIG") || l.startsWith("#  EXCEPTION")
                    || l.startsWith("#  Internal Error") || l.startsWith("# java.lang.OutOfMemoryError"))
                    .findFirst().map(l -> l.substring(1).strip().replaceAll(" at pc=0x[0-9a-f]+, pid=\\d+, tid=\\d+", ""))
                    .orElse("fatal error");
            int frame = lines.indexOf("# Problematic frame:");
            String where = frame >= 0 && frame + 1 < lines.size()
                    ? " in " + lines.get(frame + 1).substring(1).strip().replaceAll("\\+?0x[0-9a-f]+", "").strip()
                    : "";
            return new HostDeath(exitCode, Optional.of(signal + where + "; report " + report.getFileName()));
        } catch (IOException e) {
            return new HostDeath(exitCode, Optional.of("report " + report + " unreadable"));
        }
    }

    /** As the build log and the history probe's reason name it, e.g. {@code exit code 134, SIGSEGV (0xb) ...}. */
    String description() {
        return "exit code " + status + fatalError.map(f -> ", " + f).orElse("");
    }

    /** The evidence of a case that took its JVM down, also when it ran alone, in the half named. */
    String caseEvidence(Half half) {
        return fatalError.isPresent() ? "the JVM running this case died, also when it ran alone (" + description() + ")"
                : "the JVM ended with status " + status + " while " + half.verb + " this case, also when it ran alone";
    }

    /** The half of a case a host runs. */
    enum Half {
        WRITING("writing"), READING("reading");

        private final String verb;

        Half(String verb) {
            this.verb = verb;
        }
    }
}
