package org.serialflex.runner;

import org.serialflex.results.CaseResult;
import org.serialflex.verdicts.Outcome;
import org.serialflex.worlds.World;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Runs an adapter's cases in a {@link CaseHost} JVM of their own. When that JVM dies, each case
 * that was running is run again alone in a fresh host: a case that takes its JVM down by itself
 * is a CRASH, with the JVM's fatal error report as evidence; every other case keeps the verdict
 * it earns.
 */
final class ForkedCases {

    private static final String EOF = "\u0000end";

    private final String adapterId;
    private final Duration timeLimit;
    private final int parallelism;
    private final RunTimings timings;
    private final Path crashDirectory;

    ForkedCases(String adapterId, Duration timeLimit, int parallelism, RunTimings timings, Path crashDirectory) {
        this.adapterId = adapterId;
        this.timeLimit = timeLimit;
        this.parallelism = parallelism;
        this.timings = timings;
        this.crashDirectory = crashDirectory;
    }

    /** Every case's result, by case id. */
    Map<String, CaseResult> run(List<TckCase> cases) {
        Map<String, TckCase> byId = new LinkedHashMap<>();
        cases.forEach(c -> byId.put(c.id(), c));
        Map<String, CaseResult> results = new LinkedHashMap<>();
        List<String> remaining = new ArrayList<>(byId.keySet());
        while (!remaining.isEmpty()) {
            HostRun run = host(remaining, parallelism);
            results.putAll(run.results());
            List<String> inFlight = run.started().stream().filter(id -> !run.results().containsKey(id)).toList();
            if (run.exitCode() != 0 && inFlight.isEmpty() && run.results().isEmpty()) {
                throw new IllegalStateException("The case host JVM of adapter '" + adapterId + "' exited with code "
                        + run.exitCode() + " before running any case; its error output is above.");
            }
            for (String id : inFlight) {
                HostRun alone = host(List.of(id), 1);
                results.put(id, Optional.ofNullable(alone.results().get(id))
                        .orElseGet(() -> crashed(byId.get(id), alone)));
            }
            remaining = remaining.stream().filter(id -> !results.containsKey(id)).toList();
        }
        return results;
    }

    private CaseResult crashed(TckCase tckCase, HostRun run) {
        return new CaseResult(tckCase.id(), tckCase.title(), tckCase.writerVersion(), tckCase.readerVersion(),
                Outcome.CRASH, "the JVM running this case died, also when it ran alone (" + run.death() + ")", null,
                0);
    }

    private HostRun host(List<String> caseIds, int threads) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(inheritedJvmOptions());
        command.add("-XX:ErrorFile=" + crashDirectory.resolve("hs_err_pid%p.log"));
        // The host JVM's own class path is the kit's jar alone; the kit and the library load from
        // the world class path in IsolatedHost's loader, so the system class loader holds no library.
        command.add("-D" + IsolatedHost.WORLD_CLASS_PATH + "=" + World.kitClassPath());
        command.add("-cp");
        command.add(IsolatedHost.ownClassPath());
        command.add(IsolatedHost.class.getName());
        command.add(adapterId);
        command.add(String.valueOf(timeLimit.toMillis()));
        command.add(String.valueOf(threads));
        command.addAll(caseIds);
        Process process;
        try {
            Files.createDirectories(crashDirectory);
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot start the case host JVM: " + command, e);
        }
        return follow(process);
    }

    /** Reads the host's events until it ends, or until it stays silent longer than any case may take. */
    private HostRun follow(Process process) {
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(
                    new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                in.lines().forEach(lines::add);
            } catch (IOException | UncheckedIOException e) {
                // the host died mid-line; what it said before counts
            } finally {
                lines.add(EOF);
            }
        }, "serialflex-case-host-reader");
        reader.setDaemon(true);
        reader.start();
        Set<String> started = new LinkedHashSet<>();
        Map<String, CaseResult> results = new LinkedHashMap<>();
        long silenceMillis = timeLimit.toMillis() * 2 + 60_000;
        try {
            for (String line = lines.poll(silenceMillis, TimeUnit.MILLISECONDS); line != null && !line.equals(EOF);
                 line = lines.poll(silenceMillis, TimeUnit.MILLISECONDS)) {
                if (line.startsWith(HostProtocol.STARTED)) {
                    started.add(line.substring(HostProtocol.STARTED.length()));
                } else if (line.startsWith(HostProtocol.WORLDS)) {
                    timings.recordWorldPair(Long.parseLong(line.substring(HostProtocol.WORLDS.length())));
                } else if (line.startsWith(HostProtocol.RESULT)) {
                    CaseResult result = HostProtocol.parseResult(line);
                    timings.recordCase(result.durationMicros());
                    results.put(result.id(), result);
                }
            }
            if (process.isAlive()) {
                process.destroyForcibly();
            }
            int exitCode = process.waitFor();
            return new HostRun(started, results, exitCode, death(process, exitCode));
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while running the cases of " + adapterId, e);
        }
    }

    /** Exit code and the headline of the JVM's fatal error report, when it wrote one. */
    private String death(Process process, int exitCode) {
        Path report = crashDirectory.resolve("hs_err_pid" + process.pid() + ".log");
        String text = "exit code " + exitCode;
        if (!Files.exists(report)) {
            return text;
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
            return text + ", " + signal + where + "; report " + report.getFileName();
        } catch (IOException e) {
            return text + "; report " + report;
        }
    }

    /** The options this JVM was started with (flags the library needs), less a debugger's. */
    private static List<String> inheritedJvmOptions() {
        return ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(option -> !option.startsWith("-agentlib:jdwp") && !option.startsWith("-Xrunjdwp")
                        && !option.startsWith("-XX:ErrorFile"))
                .toList();
    }

    private record HostRun(Set<String> started, Map<String, CaseResult> results, int exitCode, String death) {
    }
}
