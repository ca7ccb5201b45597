package org.serialflex.jvm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * How a child JVM ended: its exit status, the headline of the JVM's fatal error report when it
 * wrote one (a crash in native code, an internal error) rather than being ended by
 * {@code System.exit} or {@code Runtime.halt}, and the last uncaught exception its error output
 * names when the caller kept that output in a file. The forensics of every JVM the kit starts.
 *
 * @param status        the JVM's exit status
 * @param fatalError    the report's signal, where it happened and the report's name, when there is one
 * @param lastUncaught  the last {@code Exception in thread ...} line of its error output, when known
 */
public record JvmDeath(int status, Optional<String> fatalError, Optional<String> lastUncaught) {

    /**
     * How the JVM with process id {@code pid} ended with {@code status}: with the headline of the
     * fatal error report it wrote in {@code crashDirectory} ({@link ChildJvm.Builder#fatalErrorReportsIn}),
     * when it wrote one.
     */
    public static JvmDeath of(long pid, int status, Path crashDirectory) {
        Path report = crashDirectory.resolve("hs_err_pid" + pid + ".log");
        if (!Files.exists(report)) {
            return new JvmDeath(status, Optional.empty(), Optional.empty());
        }
        try {
            return new JvmDeath(status, Optional.of(headline(Files.readAllLines(report, StandardCharsets.ISO_8859_1))
                    + "; report " + report.getFileName()), Optional.empty());
        } catch (IOException e) {
            return new JvmDeath(status, Optional.of("report " + report + " unreadable"), Optional.empty());
        }
    }

    /** This death with the last uncaught exception {@code errorLog} (the JVM's error output) names, if any. */
    public JvmDeath withUncaughtFrom(Path errorLog) {
        try {
            return new JvmDeath(status, fatalError, Files.readAllLines(errorLog, StandardCharsets.ISO_8859_1).stream()
                    .filter(l -> l.startsWith("Exception in thread")).reduce((first, second) -> second)
                    .map(String::strip));
        } catch (IOException | UncheckedIOException e) {
            return this;
        }
    }

    /**
     * As build logs and evidence name it, e.g. {@code exit code 134, SIGSEGV (0xb) in ...; report
     * hs_err_pid42.log}; without a fatal error report, the last uncaught exception when known.
     */
    public String description() {
        return "exit code " + status + fatalError.or(() -> lastUncaught).map(f -> ", " + f).orElse("");
    }

    /** The signal (or error) and the problematic frame of a fatal error report, without addresses or ids. */
    static String headline(List<String> lines) {
        String signal = lines.stream().filter(l -> l.startsWith("#  SIG") || l.startsWith("#  EXCEPTION")
                        || l.startsWith("#  Internal Error") || l.startsWith("# java.lang.OutOfMemoryError"))
                .findFirst().map(l -> l.substring(1).strip().replaceAll(" at pc=0x[0-9a-f]+, pid=\\d+, tid=\\d+", ""))
                .orElse("fatal error");
        int frame = lines.indexOf("# Problematic frame:");
        String where = frame >= 0 && frame + 1 < lines.size()
                ? " in " + lines.get(frame + 1).substring(1).strip().replaceAll("\\+?0x[0-9a-f]+", "").strip()
                : "";
        return signal + where;
    }
}
