package org.serialflex.report;

import org.serialflex.results.ProbeResult;
import org.serialflex.results.SafetyOutcome;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The safety profile as a heat strip: one row per adapter, one small square per probe for the default
 * configuration and again for the hardened one, coloured by the worst outcome counted against the
 * reader. A reader sees at once which libraries run a gadget or fall over on hostile bytes; each
 * square's title has the counts and the worst attempt, and the full table stays one click below. The section is
 * {@code templates/safety.mustache}, filled from the records here.
 */
final class SafetyStripHtml {

    static final Map<String, String> SHORT = Map.of("truncation", "cut", "bit-flips", "flip", "length-bombs", "len",
            "depth-bombs", "deep", "unexpected-classes", "gadget");

    /** A square's word for its worst outcome; the colours say the rest. */
    static final Map<SafetyOutcome, String> WORDS = Map.of(SafetyOutcome.RAN, "ran", SafetyOutcome.ACCEPTED, "wrong",
            SafetyOutcome.OUT_OF_MEMORY, "OOM", SafetyOutcome.BLOAT, "bloat", SafetyOutcome.STACK_OVERFLOW, "stack",
            SafetyOutcome.HUNG, "hung", SafetyOutcome.ERROR, "error", SafetyOutcome.INTACT, "intact",
            SafetyOutcome.REJECTED, "");

    private SafetyStripHtml() {
    }

    /** The section's values: the strip's headings (each probe under both configurations), rows, and the table. */
    record Safety(List<Heading> headings, List<StripRow> rows, List<String> probes, List<TableRow> table) {
    }

    /** A probe's column heading: its short name, the full one in the title. */
    record Heading(String probe, String label) {
    }

    /** An adapter's row of squares; {@code anyHardened}: the library has a hardened configuration. */
    record StripRow(String id, String name, List<Square> defaults, boolean anyHardened, String hardening,
                    List<Square> hardened) {
    }

    /** A probe's square, or not {@code run}: a grey one. */
    record Square(boolean run, String kind, String probe, String title, String text) {
    }

    /** A row of every probe's counts, or ({@code none}) the reason a configuration has no probes. */
    record TableRow(String id, String configuration, boolean showHardening, String hardening, boolean none,
                    int probeCount, List<TableCell> cells) {
    }

    /** A probe's verdict and counts, the worst attempt or a note in the title; or, not {@code run}, a dash. */
    record TableCell(boolean run, String state, String probe, String title, String verdictClass, String verdict,
                     String counts) {
    }

    /** The section, or none when no adapter has a safety profile. */
    static Optional<Safety> of(Matrix matrix) {
        List<SafetyCells.Row> rows = SafetyCells.rows(matrix);
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        List<Heading> headings = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            SafetyCells.PROBES.forEach(p -> headings.add(new Heading(p, SHORT.getOrDefault(p, p))));
        }
        List<StripRow> strip = new ArrayList<>();
        for (int i = 0; i + 1 < rows.size(); i += 2) {
            SafetyCells.Row defaults = rows.get(i);
            SafetyCells.Row hardened = rows.get(i + 1);
            strip.add(new StripRow(defaults.adapter().id(), defaults.adapter().name(), squares(defaults),
                    !hardened.probes().isEmpty(), hardened.hardening(),
                    hardened.probes().isEmpty() ? List.of() : squares(hardened)));
        }
        return Optional.of(new Safety(headings, strip, SafetyCells.PROBES, rows.stream().map(SafetyStripHtml::tableRow)
                .toList()));
    }

    private static List<Square> squares(SafetyCells.Row row) {
        List<Square> squares = new ArrayList<>();
        for (String id : SafetyCells.PROBES) {
            ProbeResult probe = row.probe(id);
            if (probe == null) {
                squares.add(new Square(false, "", id, "", ""));
                continue;
            }
            String kind = probe.worst() != null ? "w-" + probe.worst().name()
                    : ProbeResult.SAFE.equals(probe.verdict()) ? "safe" : "none";
            String text = probe.worst() != null ? WORDS.get(probe.worst()) : "";
            String title = id + " (" + row.configuration() + "): " + SafetyCells.verdict(probe) + "; "
                    + SafetyCells.counts(probe) + (probe.worst() != null && probe.evidence() != null
                    ? "; worst: " + probe.evidence() : "");
            squares.add(new Square(true, kind, id, title, text));
        }
        return squares;
    }

    /** Every probe's counts per adapter and configuration: the strip's evidence, folded below it. */
    private static TableRow tableRow(SafetyCells.Row row) {
        List<TableCell> cells = new ArrayList<>();
        for (String id : SafetyCells.PROBES) {
            ProbeResult probe = row.probe(id);
            if (probe == null) {
                cells.add(new TableCell(false, "", "", "", "", "", ""));
                continue;
            }
            boolean unsafe = probe.worst() != null;
            String title = unsafe ? probe.evidence() : probe.note();
            cells.add(new TableCell(true, unsafe ? "unsafe" : ProbeResult.SAFE.equals(probe.verdict()) ? "safe" : "none",
                    probe.probe(), title == null ? "" : title, unsafe ? "badge o-CORRUPT" : "verdict",
                    SafetyCells.verdict(probe), SafetyCells.counts(probe)));
        }
        return new TableRow(row.adapter().id(), row.configuration(), row.hardening() != null && !row.probes().isEmpty(),
                row.hardening(), row.probes().isEmpty(), SafetyCells.PROBES.size(), cells);
    }
}
