package org.serialflex.safety;

import org.serialflex.dto.safety.Lengths;
import org.serialflex.dto.safety.Nest;
import org.serialflex.dto.safety.Node;
import org.serialflex.dto.safety.TypedNest;
import org.serialflex.results.ProbeResult;
import org.serialflex.results.SafetyOutcome;
import org.serialflex.safety.ProbeTarget.WriteRefused;
import org.serialflex.safety.ProbeTarget.Written;

import java.util.ArrayList;
import java.util.List;

/** Length bombs and depth bombs. */
final class BombProbes {

    /** The fallback shape of the lists bomb, {@code SafetyPayloads.typedLists}. */
    private static final String TYPED_LISTS = "typedLists";

    /** Depths of the depth bombs. */
    static final int[] DEPTHS = {10_000, 100_000};

    private BombProbes() {
    }

    static ProbeResult lengthBombs(ProbeTarget target) {
        Attempts attempts = new Attempts(Probe.LENGTH_BOMBS);
        List<String> notes = new ArrayList<>();
        FuzzProbes.Baseline baseline = FuzzProbes.baseline(target, "lengths", notes);
        if (baseline == null) {
            return attempts.result(String.join("; ", notes), true);
        }
        List<LengthFields.Forgery> forgeries = LengthFields.forge(baseline.written().bytes());
        if (forgeries.isEmpty()) {
            String text = LengthFields.textFormat(baseline.written().bytes());
            return attempts.result(text != null ? text : "no length of the payload's list, byte array or string "
                    + "found in the bytes in any known encoding", true);
        }
        for (LengthFields.Forgery forgery : forgeries) {
            Reading reading = target.readSettled(forgery.bytes(), baseline.written(), Lengths.class.getName());
            attempts.add(forgery.label(), reading, baseline.reference());
            if (attempts.stopped()) {
                return attempts.result("stopped at a read that hung", true);
            }
        }
        return attempts.result(forgeries.size() + " forgeries of the lengths found in the "
                + baseline.written().bytes().length + "-byte payload", true);
    }

    static ProbeResult depthBombs(ProbeTarget target) {
        Attempts attempts = new Attempts(Probe.DEPTH_BOMBS);
        List<String> notes = new ArrayList<>();
        for (String kind : List.of("beans", "lists")) {
            int refusedAt = 0;
            for (int depth : DEPTHS) {
                if (refusedAt > 0) {
                    // a writer that cannot go refusedAt deep cannot go deeper; trying costs a full heap again
                    notes.add(kind + " " + depth + " deep not tried: " + refusedAt + " deep could not be made");
                    continue;
                }
                String made = kind;
                DeepPayload payload;
                try {
                    payload = DeepPayload.make(target, kind, depth);
                } catch (WriteRefused e) {
                    if (!kind.equals("lists")) {
                        notes.add(kind + " " + depth + " deep not made: " + e.getMessage());
                        refusedAt = depth;
                        continue;
                    }
                    // List<Object> names no element type; a schema-driven writer can still write List<TypedNest>
                    try {
                        payload = DeepPayload.make(target, TYPED_LISTS, depth);
                        made = TYPED_LISTS;
                        notes.add("lists " + depth + " deep as List<TypedNest> (the List<Object> nest was refused: "
                                + e.getMessage() + ")");
                    } catch (WriteRefused typed) {
                        notes.add(kind + " " + depth + " deep not made: " + e.getMessage() + "; as List<TypedNest>: "
                                + typed.getMessage());
                        refusedAt = depth;
                        continue;
                    }
                }
                String root = switch (made) {
                    case "beans" -> Node.class.getName();
                    case "lists" -> Nest.class.getName();
                    default -> TypedNest.class.getName();
                };
                if (payload.note() != null) {
                    notes.add(payload.note());
                }
                Reading reading = target.readSettled(payload.bytes(), payload.written(), root);
                String label = made + " " + depth + " deep (" + payload.bytes().length + " bytes)";
                if (reading.returned()) {
                    int read = target.depthOf(reading.value());
                    SafetyOutcome outcome = read == depth ? SafetyOutcome.INTACT : SafetyOutcome.ACCEPTED;
                    attempts.count(outcome, label + ": returned " + (read < 0 ? "an object of another shape" : "a "
                            + kind + " chain " + read + " deep"));
                } else {
                    attempts.add(label, reading, null);
                }
                if (attempts.stopped()) {
                    return attempts.result("stopped at a read that hung", true);
                }
            }
        }
        notes.add(0, "read on a thread with a " + ProbeTarget.READER_STACK / 1024 + " KB stack");
        return attempts.result(String.join("; ", notes), true);
    }

    /**
     * A deep payload: the writer's own bytes; when it refuses to go deep, bytes spliced from its
     * shallow ones; failing that, the default configuration's writer's (for a hardened target) or the
     * adapter's unrestricted writer's (an attacker's writer has no depth limit).
     */
    record DeepPayload(byte[] bytes, Written written, String note) {

        static DeepPayload make(ProbeTarget target, String kind, int depth) throws WriteRefused {
            DeepPayload payload = fromAnyWriter(target, kind, depth);
            if (payload.bytes().length < depth) {
                // every level of a chain takes at least a byte: fewer bytes than levels is a writer that kept a
                // shorter chain (Avro reflect writes a List<Object> nest 10,000 deep as 3 bytes), so its reader
                // would be measured on a shallow payload and a short read taken for its fault
                throw new WriteRefused("the writer wrote " + depth + " levels in " + payload.bytes().length
                        + " bytes: it did not keep the nesting");
            }
            return payload;
        }

        private static DeepPayload fromAnyWriter(ProbeTarget target, String kind, int depth) throws WriteRefused {
            try {
                Written written = target.write(kind, depth);
                return new DeepPayload(written.bytes(), written, null);
            } catch (WriteRefused refused) {
                Written[] shallow = new Written[6];
                for (int d = 2; d <= 5; d++) {
                    shallow[d] = target.write(kind, d);
                }
                byte[] spliced = Splice.repeat(shallow, depth);
                if (spliced != null) {
                    return new DeepPayload(spliced, shallow[5], kind + " " + depth + " deep spliced from the writer's "
                            + "shallow bytes (the writer refused: " + refused.getMessage() + ")");
                }
                if (target.hardened()) {
                    try {
                        Written unbound = target.writeAsDefault(kind, depth);
                        return new DeepPayload(unbound.bytes(), unbound, kind + " " + depth + " deep from the default "
                                + "configuration's writer (the hardened one refused: " + refused.getMessage() + ")");
                    } catch (WriteRefused byDefault) {
                        // the default writer has the same limit: an attacker's unrestricted writer has none
                    }
                }
                try {
                    Written unrestricted = target.writeUnrestricted(kind, depth);
                    return new DeepPayload(unrestricted.bytes(), unrestricted, kind + " " + depth + " deep from the "
                            + "adapter's unrestricted writer (the writer refused: " + refused.getMessage()
                            + "; its shallow bytes do not splice)");
                } catch (WriteRefused none) {
                    throw new WriteRefused("the writer refused (" + refused.getMessage() + "), its bytes at depths "
                            + "2 to 5 do not repeat a layer the kit could splice, and " + none.getMessage());
                }
            }
        }
    }
}
