package org.serialflex.safety;

import org.serialflex.results.AdapterResults;
import org.serialflex.results.ProbeResult;
import org.serialflex.results.SafetyProfile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The safety profile's pinned verdicts, one line per configuration and probe
 * ({@code hardened.unexpected-classes = SAFE}, {@code default.depth-bombs = STACK_OVERFLOW}: the
 * worst outcome, or SAFE / NOT_MEASURED), in {@code src/test/resources/serialflex/<adapter>.safety.expected},
 * written only from a real run with {@code -Dserialflex.pin=true}. Each probe is a test that fails
 * when its verdict changes; without a pin file the tests are skipped with what was observed, so a
 * new adapter's first run still fails once, for its criteria only.
 */
public final class SafetyPins {

    private final AdapterResults results;
    private final Path file;
    private final Map<String, String> observed;
    private final Optional<Map<String, String>> pinned;

    private SafetyPins(AdapterResults results, Path file, Map<String, String> observed,
                       Optional<Map<String, String>> pinned) {
        this.results = results;
        this.file = file;
        this.observed = observed;
        this.pinned = pinned;
    }

    /** The profile of {@code results} beside its pins, pinning first when asked; empty when the profile did not run. */
    public static Optional<SafetyPins> of(AdapterResults results, Path moduleDir, boolean pin) {
        SafetyProfile profile = results.safety();
        if (profile == null) {
            return Optional.empty();
        }
        Map<String, String> observed = verdicts(profile);
        Path file = moduleDir.resolve("src/test/resources/serialflex/" + results.adapterId() + ".safety.expected");
        if (pin) {
            write(file, results, observed);
        }
        return Optional.of(new SafetyPins(results, file, observed, read(file)));
    }

    /** Whether a pin file exists. */
    public boolean pinned() {
        return pinned.isPresent();
    }

    /** What a probe's test says when nothing is pinned yet. */
    public String notPinned(String key) {
        return "safety profile of " + results.adapterId() + " not pinned yet (" + file + "); observed " + key
                + " = " + observed.get(key);
    }

    /** Why {@code key}'s observed verdict fails its pin, or empty when it matches. */
    public Optional<String> mismatch(String key) {
        String verdict = observed.get(key);
        String expected = pinned.orElse(Map.of()).get(key);
        if (verdict != null && verdict.equals(expected)) {
            return Optional.empty();
        }
        return Optional.of("safety " + key + " [" + results.adapterId() + "]: pinned " + expected + ", observed "
                + verdict + evidence(results.safety(), key) + ".\nIf the change is expected, re-pin "
                + "with -Dserialflex.pin=true and explain it in the commit message.");
    }

    private static Map<String, String> verdicts(SafetyProfile profile) {
        Map<String, String> verdicts = new LinkedHashMap<>();
        profile.defaults().forEach(p -> verdicts.put("default." + p.probe(), verdict(p)));
        profile.hardenedProbes().forEach(p -> verdicts.put("hardened." + p.probe(), verdict(p)));
        return verdicts;
    }

    private static String verdict(ProbeResult probe) {
        return probe.worst() != null ? probe.worst().name() : probe.verdict();
    }

    private static String evidence(SafetyProfile profile, String key) {
        List<ProbeResult> probes = key.startsWith("default.") ? profile.defaults() : profile.hardenedProbes();
        String probe = key.substring(key.indexOf('.') + 1);
        return probes.stream().filter(p -> p.probe().equals(probe) && p.evidence() != null).findFirst()
                .map(p -> " (" + p.evidence() + ")").orElse("");
    }

    private static Optional<Map<String, String>> read(Path file) {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        Map<String, String> pinned = new TreeMap<>();
        try {
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                String text = line.strip();
                if (!text.isEmpty() && !text.startsWith("#")) {
                    String[] parts = text.split("=", 2);
                    if (parts.length != 2) {
                        throw new IllegalStateException(file + ": '" + line + "' is not 'configuration.probe = VERDICT'; "
                                + "re-create the file with -Dserialflex.pin=true");
                    }
                    pinned.put(parts[0].strip(), parts[1].strip());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + file, e);
        }
        return Optional.of(pinned);
    }

    private static void write(Path file, AdapterResults results, Map<String, String> observed) {
        List<String> lines = new ArrayList<>();
        lines.add("# Pinned safety profile of adapter '" + results.adapterId() + "' (docs/safety.md): worst outcome "
                + "per configuration and probe.");
        lines.add("# Produced by a real run on " + results.library().coordinates() + ", JDK " + results.jdk().version()
                + "; re-create with -Dserialflex.pin=true, never by hand.");
        observed.forEach((key, verdict) -> lines.add(key + " = " + verdict));
        try {
            Files.createDirectories(file.getParent());
            Files.write(file, lines, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write " + file, e);
        }
    }
}
