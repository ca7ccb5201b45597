package org.serialflex.races;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import org.serialflex.results.JdkInfo;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Where a {@code races.json} came from: {@code provenance.json} beside it, written by every races run (smoke
 * or full). JMH's own JSON names its settings and JVM per result but not the machine, the date or the kit's
 * commit, and a number without those cannot be quoted; the report reads this file to say where each speed came
 * from, and to tell a build's full races from its smoke round trip. Format: docs/races.md.
 *
 * @param mode                {@code smoke} or {@code full}
 * @param startedAt           when the run began (the weighing's start)
 * @param finishedAt          when the last JMH result was written
 * @param commit              {@code git rev-parse HEAD} of the kit's checkout, {@code null} when unknown
 * @param uncommittedChanges  whether {@code git status --porcelain} listed changes: the commit alone is then not the code
 * @param cpu                 the CPU model from {@code /proc/cpuinfo} and the processors this JVM may use
 * @param loadAverage         {@code /proc/loadavg}'s 1-minute load at the start and at the end: how busy the machine was
 * @param settings            the JMH settings every adapter ran with
 * @param adapters            the adapters raced, in race order
 */
record RaceProvenance(String schema, String mode, String startedAt, String finishedAt, String commit,
                      Boolean uncommittedChanges, JdkInfo jdk, Cpu cpu, LoadAverage loadAverage,
                      RaceSettings settings, List<String> adapters) {

    static final String SCHEMA = "serialflex-races-run/1";
    static final String FILE = "provenance.json";
    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().serializeNulls().disableHtmlEscaping()
            .create();

    /** The machine's CPU: its model name and the processors available to the JVM (what JMH's threads share). */
    record Cpu(String model, int cores) {

        static Cpu current() {
            return new Cpu(model(Path.of("/proc/cpuinfo")).orElse(System.getProperty("os.arch")),
                    Runtime.getRuntime().availableProcessors());
        }

        /** The first {@code model name} line of a Linux {@code /proc/cpuinfo}; empty elsewhere. */
        static Optional<String> model(Path cpuinfo) {
            try {
                return Files.readAllLines(cpuinfo, StandardCharsets.UTF_8).stream()
                        .filter(line -> line.startsWith("model name") && line.contains(":"))
                        .map(line -> line.substring(line.indexOf(':') + 1).strip().replaceAll("\\s+", " "))
                        .filter(model -> !model.isEmpty()).findFirst();
            } catch (IOException | RuntimeException e) {
                return Optional.empty();
            }
        }
    }

    /** The 1-minute load average at the run's start and end, {@code null} where the system has no /proc/loadavg. */
    record LoadAverage(Double start, Double end) {
    }

    /** The 1-minute load average now, or {@code null}. */
    static Double loadNow() {
        try {
            return Double.parseDouble(Files.readString(Path.of("/proc/loadavg")).strip().split("\\s+")[0]);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /**
     * The kit's code a run measures: the commit and whether tracked files differ from it. Read when the run starts,
     * before the races, so that editing the checkout during a long run does not change what the run says it measured.
     */
    record Checkout(String commit, Boolean uncommittedChanges) {

        static Checkout of(Optional<Path> project) {
            Optional<String> commit = project.flatMap(p -> git(p, "rev-parse", "HEAD"));
            Boolean dirty = commit.isEmpty() ? null : project.flatMap(p -> git(p, "status", "--porcelain",
                    "--untracked-files=no")).map(s -> !s.isBlank()).orElse(null);
            return new Checkout(commit.orElse(null), dirty);
        }
    }

    /** The run that began at {@code started} on {@code checkout} with {@code loadAtStart}, as it ends now. */
    static RaceProvenance of(RacesOptions.Mode mode, Instant started, Double loadAtStart, Checkout checkout,
                             RaceSettings settings, List<String> adapters) {
        return new RaceProvenance(SCHEMA, mode.word(), started.toString(), Instant.now().toString(),
                checkout.commit(), checkout.uncommittedChanges(), JdkInfo.current(), Cpu.current(),
                new LoadAverage(loadAtStart, loadNow()), settings, adapters);
    }

    void write(Path file) throws IOException {
        Files.writeString(file, GSON.toJson(this) + "\n", StandardCharsets.UTF_8);
    }

    static RaceProvenance read(Path file) throws IOException {
        RaceProvenance read = GSON.fromJson(Files.readString(file, StandardCharsets.UTF_8), RaceProvenance.class);
        if (read == null || !SCHEMA.equals(read.schema())) {
            throw new IOException(file + " is not " + SCHEMA);
        }
        return read;
    }

    /** A git command's output in {@code dir}; empty when git is missing, fails or the directory is no checkout. */
    static Optional<String> git(Path dir, String... args) {
        List<String> command = new java.util.ArrayList<>(List.of("git", "-C", dir.toString()));
        command.addAll(List.of(args));
        try {
            Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return Optional.empty();
            }
            return process.exitValue() == 0 ? Optional.of(out) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
