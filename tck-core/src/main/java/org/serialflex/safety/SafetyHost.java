package org.serialflex.safety;

import com.google.gson.Gson;
import org.serialflex.results.ProbeResult;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

/**
 * The JVM the safety probes of one adapter configuration run in, started by {@link SafetyRun}
 * with a bounded heap, so that a reader that exhausts it, overflows its stack or kills its JVM
 * costs one probe, never the run. Arguments: adapter id, {@code default} or {@code hardened}, the
 * time limit of one read in milliseconds, probe ids. Writes one line per event on standard
 * output: {@code started <probe>} and {@code result <json>}; a probe with a read that hung ends
 * the JVM after its result, so the next probe starts in a JVM with no runaway thread.
 */
public final class SafetyHost {

    static final String STARTED = "started ";
    static final String RESULT = "result ";
    static final Gson GSON = new Gson();

    private SafetyHost() {
    }

    /** See the class documentation. */
    public static void main(String[] args) {
        PrintStream protocol = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        System.setOut(System.err);
        String adapterId = args[0];
        boolean hardened = args[1].equals("hardened");
        Duration timeLimit = Duration.ofMillis(Long.parseLong(args[2]));
        List<Probe> probes = Arrays.stream(args).skip(3).map(Probe::byId).toList();
        try (ProbeTarget target = ProbeTarget.open(adapterId, hardened, timeLimit)) {
            for (Probe probe : probes) {
                protocol.println(STARTED + probe.id());
                long started = System.nanoTime();
                ProbeResult result = run(probe, target);
                System.err.printf("serialflex safety: %s %s took %d ms%n", adapterId, probe.id(),
                        (System.nanoTime() - started) / 1_000_000);
                protocol.println(RESULT + GSON.toJson(result));
                if (result.counts().containsKey(org.serialflex.results.SafetyOutcome.HUNG)) {
                    break;
                }
            }
        } catch (Throwable failure) {
            // An OutOfMemoryError that reaches this thread leaves the library's threads behind, keeping the
            // JVM alive and silent until the parent gives up on it; end it now, the parent names the probe.
            failure.printStackTrace();
            Runtime.getRuntime().halt(2);
        }
        System.exit(0);
    }

    static ProbeResult run(Probe probe, ProbeTarget target) {
        return switch (probe) {
            case TRUNCATION -> FuzzProbes.truncation(target);
            case BIT_FLIPS -> FuzzProbes.bitFlips(target);
            case LENGTH_BOMBS -> BombProbes.lengthBombs(target);
            case DEPTH_BOMBS -> BombProbes.depthBombs(target);
            case UNEXPECTED_CLASSES -> UnexpectedClassProbe.run(target);
        };
    }
}
