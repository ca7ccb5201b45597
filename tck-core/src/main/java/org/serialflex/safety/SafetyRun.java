package org.serialflex.safety;

import org.serialflex.dto.safety.SafetyPayloads;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.ProbeResult;
import org.serialflex.results.SafetyOutcome;
import org.serialflex.results.SafetyProfile;
import org.serialflex.spi.Hardening;
import org.serialflex.spi.SerializerAdapter;
import org.serialflex.jvm.ChildJvm;
import org.serialflex.jvm.Frames;
import org.serialflex.jvm.JvmDeath;
import org.serialflex.runner.RunReport;
import org.serialflex.worlds.World;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Runs the safety profile of one adapter ({@code docs/safety.md}): every probe against its default
 * configuration and, when it declares one, its hardened configuration, each in a {@link SafetyHost}
 * JVM with a {@value #HEAP} heap. A probe whose JVM dies is UNSAFE with the JVM's death as
 * evidence, and the probes after it run in a fresh JVM. The engine's settings choose whether it runs
 * ({@code -Dserialflex.safety=false} skips it) and bound one read ({@code -Dserialflex.safety.readTimeoutMillis},
 * default 5000).
 */
public final class SafetyRun {

    /** The probe JVM's heap: small enough that a forged length cannot hide in it. */
    static final String HEAP = "256m";

    private static final Duration SILENCE = Duration.ofMinutes(3);

    private final String adapterId;
    private final Duration readTimeLimit;
    private final Path crashDirectory;
    private List<String> adapterJvmOptions = List.of();

    /**
     * @param adapterId      the adapter to probe
     * @param readTimeLimit  the most one read may take
     * @param crashDirectory where a probe JVM writes its fatal error report
     */
    public SafetyRun(String adapterId, Duration readTimeLimit, Path crashDirectory) {
        this.adapterId = adapterId;
        this.readTimeLimit = readTimeLimit;
        this.crashDirectory = crashDirectory;
    }

    /**
     * The hook the TCK calls after the criteria, when the run's settings select the safety profile:
     * {@code results} with the safety profile of {@code adapter} attached; {@code report} hears its summary.
     *
     * @param limit the most one read may take ({@code -Dserialflex.safety.readTimeoutMillis}, read by the engine)
     */
    public static AdapterResults attachTo(AdapterResults results, SerializerAdapter adapter, Path outputDir,
                                          Duration limit, RunReport report) {
        SafetyProfile profile = new SafetyRun(adapter.id(), limit, outputDir.resolve("safety-host")).run(adapter);
        report.safetyProfiled(adapter.id(), profile);
        return results.withSafety(profile);
    }

    /**
     * Probes the default and the hardened configuration, each in JVMs of its own and both at once
     * (a probe JVM runs one probe at a time, and its verdicts depend on its own heap and clock
     * only).
     */
    public SafetyProfile run(SerializerAdapter adapter) {
        long started = System.nanoTime();
        Hardening hardening = adapter.hardening(SafetyPayloads.APPLICATION_CLASSES);
        adapterJvmOptions = adapter.requiredJvmOptions().stream().map(org.serialflex.spi.JvmOption::option).toList();
        java.util.concurrent.CompletableFuture<List<ProbeResult>> hardenedRun = hardening.declared()
                ? java.util.concurrent.CompletableFuture.supplyAsync(() -> probeAll(true), task -> {
                    Thread thread = new Thread(task, "serialflex-safety-hardened");
                    thread.setDaemon(true);
                    thread.start();
                })
                : java.util.concurrent.CompletableFuture.completedFuture(List.of());
        List<ProbeResult> defaults = probeAll(false);
        List<ProbeResult> hardened = join(hardenedRun);
        long millis = (System.nanoTime() - started) / 1_000_000;
        SafetyProfile profile = new SafetyProfile(hardening.description(), hardening.declared(), defaults, hardened,
                millis);
        return profile;
    }

    private static List<ProbeResult> join(java.util.concurrent.CompletableFuture<List<ProbeResult>> run) {
        try {
            return run.join();
        } catch (java.util.concurrent.CompletionException e) {
            if (e.getCause() instanceof RuntimeException cause) {
                throw cause;
            }
            throw e;
        }
    }

    private List<ProbeResult> probeAll(boolean hardened) {
        Map<String, ProbeResult> results = new LinkedHashMap<>();
        List<String> remaining = Arrays.stream(Probe.values()).map(Probe::id).toList();
        while (!remaining.isEmpty()) {
            HostRun run = host(hardened, remaining);
            results.putAll(run.results());
            if (run.running() != null && !results.containsKey(run.running())) {
                results.put(run.running(), died(run));
            } else if (run.results().isEmpty()) {
                throw new IllegalStateException("The safety probe JVM of adapter '" + adapterId + "' exited ("
                        + run.death() + ") before running any probe; its error output is in " + crashDirectory + ".");
            }
            remaining = remaining.stream().filter(id -> !results.containsKey(id)).toList();
        }
        return Arrays.stream(Probe.values()).map(p -> results.get(p.id())).toList();
    }

    private static ProbeResult died(HostRun run) {
        SafetyOutcome outcome = run.silent() ? SafetyOutcome.HUNG : SafetyOutcome.ERROR;
        String evidence = run.silent() ? "the probe JVM stayed silent for " + SILENCE.toMinutes() + " min and was killed"
                : "the probe JVM died during this probe: " + run.death();
        return new ProbeResult(run.running(), ProbeResult.UNSAFE, outcome, Map.of(outcome, 1), evidence,
                Map.of(outcome, evidence),
                "earlier attempts of this probe are lost with the JVM", null, null, 0);
    }

    private HostRun host(boolean hardened, List<String> probes) {
        List<String> arguments = new ArrayList<>(List.of(adapterId,
                hardened ? "hardened" : "default", String.valueOf(readTimeLimit.toMillis())));
        arguments.addAll(probes);
        // The flags the library needs from this JVM's options, its heap the probe's own.
        ChildJvm jvm = ChildJvm.builder("safety probe", SafetyHost.class.getName())
                .inherit(ChildJvm.Inherited.OPTIONS_BUT_HEAP).options(adapterJvmOptions).options(List.of("-Xmx" + HEAP))
                .hugePagesWhereAsked()
                .fatalErrorReportsIn(crashDirectory)
                // As the case hosts: the JVM's system class loader holds the kit's jar alone.
                .isolated(World.kitClassPath().stream().map(Path::toString)
                        .collect(java.util.stream.Collectors.joining(java.io.File.pathSeparator)))
                .arguments(arguments).build();
        // libraries print plenty while they choke on hostile bytes; keep it out of the build log
        Process process = jvm.start(ChildJvm.Output.errorsAppendedTo(logOf(hardened)));
        return follow(process, logOf(hardened));
    }

    private Path logOf(boolean hardened) {
        return crashDirectory.resolve(adapterId + (hardened ? "-hardened" : "-default") + ".log");
    }

    private HostRun follow(Process process, Path log) {
        Frames<ProbeMessage> frames = Frames.fresh(ProbeMessage.KINDS);
        BlockingQueue<Optional<ProbeMessage>> messages = frames.listen(process.getInputStream(),
                "serialflex-safety-host-reader");
        Map<String, ProbeResult> results = new LinkedHashMap<>();
        String running = null;
        boolean silent = false;
        try {
            handNonce(frames, process);
            while (true) {
                Optional<ProbeMessage> message = messages.poll(SILENCE.toMillis(), TimeUnit.MILLISECONDS);
                if (message == null) {
                    silent = true;
                    break;
                }
                if (message.isEmpty()) {
                    break;
                }
                if (message.get() instanceof ProbeMessage.Started started) {
                    running = started.probe();
                } else if (message.get() instanceof ProbeMessage.Finished finished) {
                    results.put(finished.result().probe(), finished.result());
                }
            }
            if (process.isAlive()) {
                process.destroyForcibly();
            }
            int exitCode = process.waitFor();
            return new HostRun(results, running, silent,
                    JvmDeath.of(process.pid(), exitCode, crashDirectory).withUncaughtFrom(log).description());
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while probing " + adapterId, e);
        }
    }

    /** A host that died before it could take its nonce says so in its exit status and error log. */
    private static void handNonce(Frames<ProbeMessage> frames, Process process) {
        try {
            frames.handTo(process.getOutputStream());
        } catch (java.io.IOException diedAtOnce) {
            // its output ends at once: the loop reads the end, and JvmDeath tells why
        }
    }

    private record HostRun(Map<String, ProbeResult> results, String running, boolean silent, String death) {
    }
}
