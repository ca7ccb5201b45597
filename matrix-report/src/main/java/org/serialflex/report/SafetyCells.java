package org.serialflex.report;

import org.serialflex.results.ProbeResult;
import org.serialflex.results.SafetyOutcome;
import org.serialflex.results.SafetyProfile;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The safety section of the report: per adapter that ran the safety profile, one row for its
 * default configuration and one for its hardened configuration (or the reason it has none), one
 * cell per probe with the counts per outcome; an UNSAFE cell names its worst outcome with the
 * mark CORRUPT has in the matrix. Not part of the score.
 */
final class SafetyCells {

    /** The probes, in the order of every safety table. */
    static final List<String> PROBES = List.of("truncation", "bit-flips", "length-bombs", "depth-bombs",
            "unexpected-classes");

    private SafetyCells() {
    }

    /** One row of the safety table. */
    record Row(AdapterColumn adapter, String configuration, String hardening, List<ProbeResult> probes) {

        /** The probe {@code id} of this row, or {@code null} when it did not run. */
        ProbeResult probe(String id) {
            return probes.stream().filter(p -> id.equals(p.probe())).findFirst().orElse(null);
        }
    }

    /** Rows for every adapter with a safety profile, in the matrix's column order; empty when none has one. */
    static List<Row> rows(Matrix matrix) {
        List<Row> rows = new ArrayList<>();
        for (AdapterColumn adapter : matrix.adapters()) {
            SafetyProfile profile = adapter.results().safety();
            if (profile == null) {
                continue;
            }
            rows.add(new Row(adapter, "default", null, profile.defaults()));
            rows.add(new Row(adapter, "hardened", profile.hardening(), profile.hardened() ? profile.hardenedProbes()
                    : List.of()));
        }
        return rows;
    }

    /** {@code ✗RAN} for an UNSAFE probe, {@code SAFE}, or {@code not measured}. */
    static String verdict(ProbeResult probe) {
        if (probe.worst() != null) {
            return mark(probe.worst());
        }
        return ProbeResult.SAFE.equals(probe.verdict()) ? "SAFE" : "not measured";
    }

    /** The alarm mark of a worst outcome, as CORRUPT's in the matrix. */
    static String mark(SafetyOutcome worst) {
        return "✗" + worst.name();
    }

    /** The longest note a cell shows in full; a longer one is cut, the whole of it is in matrix.json. */
    static final int NOTE_IN_CELL = 140;

    /**
     * {@code 60 wrong, 154 intact, 297 rejected}, then for the bombs the highest peak heap of one read
     * ({@code peak heap 212 MB}: of the probe JVM's 256 MB); for a probe that was not measured, its note
     * (why not: e.g. a JSON format has no length field to forge).
     */
    static String counts(ProbeResult probe) {
        if (probe.counts().isEmpty()) {
            String note = probe.note() == null ? "" : probe.note();
            return note.length() <= NOTE_IN_CELL ? note : note.substring(0, NOTE_IN_CELL - 1) + "…";
        }
        List<String> parts = new ArrayList<>();
        for (Map.Entry<SafetyOutcome, Integer> entry : probe.counts().entrySet()) {
            parts.add(entry.getValue() + " " + label(entry.getKey()));
        }
        String counts = String.join(", ", parts);
        return probe.peakHeapMb() == null ? counts : counts + "; peak heap " + Math.round(probe.peakHeapMb()) + " MB";
    }

    static String label(SafetyOutcome outcome) {
        return switch (outcome) {
            case RAN -> "ran gadget";
            case ACCEPTED -> "wrong object";
            case OUT_OF_MEMORY -> "OOM";
            case BLOAT -> "bloat";
            case STACK_OVERFLOW -> "stack overflow";
            case HUNG -> "hung";
            case ERROR -> "error";
            case INTACT -> "intact";
            case REJECTED -> "rejected";
        };
    }
}
