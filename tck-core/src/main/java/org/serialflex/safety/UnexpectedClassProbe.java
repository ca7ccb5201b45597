package org.serialflex.safety;

import org.serialflex.dto.safety.Envelope;
import org.serialflex.dto.safety.Sample;
import org.serialflex.results.ProbeResult;
import org.serialflex.results.SafetyOutcome;
import org.serialflex.safety.ProbeTarget.WriteRefused;
import org.serialflex.safety.ProbeTarget.Written;

import java.util.ArrayList;
import java.util.List;

/**
 * Sends {@code org.serialflex.gadget.Gadget}, a class on the reader's class path whose static
 * initializer, constructor, setter and {@code readObject} record that they ran, to a reader that
 * asked for another class: once as the root (the reader asked for a {@code Sample}) and once in
 * an {@code Object} field of the class the reader asked for (an {@code Envelope}), and once as
 * {@code LocalGadget}, its subclass inside the application's package, in that field: an allow-list
 * by package prefix admits it, one by exact class does not. The bytes are
 * the adapter's own: the writer world writes a real gadget (with the library's class restrictions
 * lifted when its configured writer refuses, see {@link #written}). Each attempt gets a fresh
 * reader world, in which the gadget class has never been initialized.
 */
final class UnexpectedClassProbe {

    private UnexpectedClassProbe() {
    }

    static ProbeResult run(ProbeTarget target) {
        Attempts attempts = new Attempts(Probe.UNEXPECTED_CLASSES);
        List<String> notes = new ArrayList<>();
        attempt(target, attempts, notes, "gadget as the root, reader asked for Sample", "gadget", Sample.class.getName());
        attempt(target, attempts, notes, "gadget in Envelope.content (Object), reader asked for Envelope",
                "envelopeWithGadget", Envelope.class.getName());
        attempt(target, attempts, notes, "gadget subclass from the application's package in Envelope.content, reader "
                + "asked for Envelope", "envelopeWithLocalGadget", Envelope.class.getName());
        return attempts.result(notes.isEmpty() ? null : String.join("; ", notes), false);
    }

    private static void attempt(ProbeTarget target, Attempts attempts, List<String> notes, String label,
                                String factory, String askedFor) {
        Written written = written(target, factory, label, notes);
        if (written == null) {
            return;
        }
        target.freshReader();
        Reading reading = target.read(written.bytes(), written, askedFor);
        List<String> ran = reading.hung() ? List.of() : target.gadgetEvents();
        if (ran.isEmpty()) {
            attempts.add(label, reading, null);
            return;
        }
        String ending = reading.failure() != null ? ", then threw " + Attempts.describe(reading.failure())
                : reading.hung() ? ", then hung" : ", then returned normally";
        attempts.count(SafetyOutcome.RAN, label + ": the gadget's " + String.join(", ", ran) + " ran" + ending);
    }

    /**
     * The bytes naming the gadget: from the configuration's own writer; when it refuses, from the
     * default configuration's writer (an attacker is not bound by the hardening); when that refuses
     * too, from the adapter's unrestricted writer (the library with its class restrictions lifted).
     * {@code null}, with a note, when every writer refused.
     */
    private static Written written(ProbeTarget target, String factory, String label, List<String> notes) {
        List<String> refusals = new ArrayList<>();
        try {
            return target.write(factory);
        } catch (WriteRefused refused) {
            refusals.add((target.hardened() ? "the hardened writer: " : "the writer: ") + refused.getMessage());
        }
        if (target.hardened()) {
            try {
                Written written = target.writeAsDefault(factory);
                notes.add(label + ": bytes from the default configuration's writer (" + refusals.get(0) + ")");
                return written;
            } catch (WriteRefused refused) {
                refusals.add("the default writer: " + refused.getMessage());
            }
        }
        try {
            Written written = target.writeUnrestricted(factory);
            notes.add(label + ": bytes from the adapter's unrestricted writer (refused by " + String.join("; ", refusals)
                    + ")");
            return written;
        } catch (WriteRefused refused) {
            refusals.add("unrestricted writer: " + refused.getMessage());
        }
        notes.add(label + ": not written (" + String.join("; ", refusals) + ")");
        return null;
    }
}
