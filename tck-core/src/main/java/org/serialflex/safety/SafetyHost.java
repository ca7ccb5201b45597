package org.serialflex.safety;

import org.serialflex.jvm.Frames;
import org.serialflex.results.ProbeResult;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

/**
 * The JVM the safety probes of one adapter configuration run in, started by {@link SafetyRun}
 * with a bounded heap, so that a reader that exhausts it, overflows its stack or kills its JVM
 * costs one probe, never the run. Arguments: adapter id, {@code default} or {@code hardened}, the
 * time limit of one read in milliseconds, probe ids. Takes its nonce from standard input and
 * tells its {@link ProbeMessage}s in {@link Frames} on standard output (a library's own output goes
 * to standard error); a probe with a read that hung ends the JVM after its result, so the next probe
 * starts in a JVM with no runaway thread.
 */
public final class SafetyHost {

    private SafetyHost() {
    }

    /** See the class documentation. */
    public static void main(String[] args) throws IOException {
        OutputStream protocol = new FileOutputStream(FileDescriptor.out);
        System.setOut(System.err);
        Frames<ProbeMessage> frames = Frames.takenFrom(System.in, ProbeMessage.KINDS);
        String adapterId = args[0];
        boolean hardened = args[1].equals("hardened");
        Duration timeLimit = Duration.ofMillis(Long.parseLong(args[2]));
        List<Probe> probes = Arrays.stream(args).skip(3).map(Probe::byId).toList();
        try (ProbeTarget target = ProbeTarget.open(adapterId, hardened, timeLimit)) {
            for (Probe probe : probes) {
                frames.send(protocol, new ProbeMessage.Started(probe.id()));
                long started = System.nanoTime();
                ProbeResult result = run(probe, target);
                System.err.printf("serialflex safety: %s %s took %d ms%n", adapterId, probe.id(),
                        (System.nanoTime() - started) / 1_000_000);
                frames.send(protocol, new ProbeMessage.Finished(result));
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
