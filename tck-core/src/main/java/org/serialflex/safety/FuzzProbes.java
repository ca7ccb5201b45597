package org.serialflex.safety;

import org.serialflex.results.ProbeResult;
import org.serialflex.safety.ProbeTarget.WriteRefused;
import org.serialflex.safety.ProbeTarget.Written;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Truncation and bit flips: the baseline payloads ({@code SafetyPayloads.baseline()} and
 * {@code sparse()}) cut short or with one bit flipped, compared with what the reader makes of the
 * intact bytes.
 */
final class FuzzProbes {

    /** Cuts per payload. */
    static final int CUTS = 64;
    /** Single-bit flips per payload. */
    static final int FLIPS = 256;
    /** Seed of the flips; one stream per payload, so adding a payload changes no other payload's flips. */
    static final long SEED = 0x5AFE_F11BL;

    private static final List<String> BASELINES = List.of("baseline", "sparse");

    private FuzzProbes() {
    }

    static ProbeResult truncation(ProbeTarget target) {
        Attempts attempts = new Attempts(Probe.TRUNCATION);
        List<String> notes = new ArrayList<>();
        for (String payload : BASELINES) {
            Baseline baseline = baseline(target, payload, notes);
            if (baseline == null) {
                continue;
            }
            byte[] bytes = baseline.written().bytes();
            for (int length : cutLengths(bytes.length)) {
                Reading reading = target.read(Arrays.copyOf(bytes, length), baseline.written(),
                        baseline.written().rootClass());
                attempts.add(payload + " cut to " + length + " of " + bytes.length + " bytes", reading, baseline.reference());
                if (attempts.stopped()) {
                    return attempts.result("stopped at a read that hung", false);
                }
            }
        }
        notes.add(0, CUTS + " cuts per payload at lengths 0, n/64, 2n/64 ...");
        return attempts.result(String.join("; ", notes), false);
    }

    static ProbeResult bitFlips(ProbeTarget target) {
        Attempts attempts = new Attempts(Probe.BIT_FLIPS);
        List<String> notes = new ArrayList<>();
        for (int p = 0; p < BASELINES.size(); p++) {
            String payload = BASELINES.get(p);
            Baseline baseline = baseline(target, payload, notes);
            if (baseline == null) {
                continue;
            }
            byte[] bytes = baseline.written().bytes();
            SplittableRandom random = new SplittableRandom(SEED + p);
            for (int i = 0; i < FLIPS; i++) {
                int bit = random.nextInt(bytes.length * 8);
                byte[] flipped = bytes.clone();
                flipped[bit / 8] ^= (byte) (1 << (bit % 8));
                Reading reading = target.read(flipped, baseline.written(), baseline.written().rootClass());
                attempts.add(payload + " with bit " + (bit % 8) + " of byte " + (bit / 8) + " of " + bytes.length
                        + " flipped", reading, baseline.reference());
                if (attempts.stopped()) {
                    return attempts.result("stopped at a read that hung", false);
                }
            }
        }
        notes.add(0, FLIPS + " flips per payload, seed " + Long.toHexString(SEED) + " + payload index");
        return attempts.result(String.join("; ", notes), false);
    }

    /** {@value #CUTS} distinct lengths from 0 up to {@code size - 1}, evenly spaced. */
    static int[] cutLengths(int size) {
        return java.util.stream.IntStream.range(0, CUTS).map(i -> (int) ((long) i * size / CUTS)).distinct().toArray();
    }

    /** The intact payload and the reader's object for it, or {@code null} with a note when there is none. */
    static Baseline baseline(ProbeTarget target, String payload, List<String> notes) {
        Written written;
        try {
            written = target.write(payload);
        } catch (WriteRefused e) {
            notes.add(payload + " not written: " + e.getMessage());
            return null;
        }
        Reading intact = target.readReference(written.bytes(), written, written.rootClass());
        if (!intact.returned()) {
            notes.add(payload + " does not read back intact ("
                    + (intact.hung() ? "hung" : Attempts.describe(intact.failure())) + ")");
            return null;
        }
        return new Baseline(written, intact.value());
    }

    record Baseline(Written written, Object reference) {
    }
}
