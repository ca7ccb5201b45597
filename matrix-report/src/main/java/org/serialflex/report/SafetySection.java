package org.serialflex.report;

import org.serialflex.results.ProbeResult;

import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * Hostile input, the safety profile (not part of the score): on the page a heat strip and every probe's counts
 * ({@link SafetyStripHtml}); in {@code matrix.md} a row per adapter and configuration, the hardened configurations
 * and the worst attempt of each unsafe probe. Left out when no adapter has a safety profile.
 */
final class SafetySection extends NamedSection {

    SafetySection() {
        super("safety", "Hostile input");
    }

    @Override
    public Optional<SafetyStripHtml.Safety> html(Matrix matrix) {
        return SafetyStripHtml.of(matrix);
    }

    @Override
    public Optional<Markdown> markdown(Matrix matrix) {
        List<SafetyCells.Row> rows = SafetyCells.rows(matrix);
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        List<Hardening> hardenings = rows.stream().filter(row -> !row.probes().isEmpty() && row.hardening() != null)
                .map(row -> new Hardening(MarkdownRenderer.code(row.adapter().id()), row.hardening())).toList();
        List<Worst> worst = rows.stream().flatMap(row -> row.probes().stream().filter(p -> p.worst() != null)
                .map(p -> new Worst(MarkdownRenderer.code(row.adapter().id()), row.configuration(), p.probe(),
                        SafetyCells.verdict(p), MatrixSection.shorten(p.evidence())))).toList();
        return Optional.of(new Markdown(SafetyCells.PROBES, rows.stream().map(Row::of).toList(),
                !hardenings.isEmpty(), hardenings, !worst.isEmpty(), worst));
    }

    /**
     * The Markdown's values: the probes (the columns), a row per adapter and configuration, the hardened
     * configurations ({@code anyHardenings}: a list of them) and the worst attempt of each unsafe probe
     * ({@code anyWorst}: a table of them).
     */
    record Markdown(List<String> probes, List<Row> rows, boolean anyHardenings, List<Hardening> hardenings,
                    boolean anyWorst, List<Worst> worst) {
    }

    /**
     * An adapter's configuration ({@code id} a code span): a cell per probe; or, {@code none}, why it has no
     * hardened configuration, the row's other cells left blank ({@code blanks}).
     */
    record Row(String id, String configuration, boolean none, String hardening, List<String> blanks,
               List<ProbeCell> cells) {

        static Row of(SafetyCells.Row row) {
            String id = MarkdownRenderer.code(row.adapter().id());
            if (row.probes().isEmpty()) {
                return new Row(id, row.configuration(), true, MatrixSection.shorten(row.hardening()),
                        Collections.nCopies(SafetyCells.PROBES.size() - 1, ""), List.of());
            }
            return new Row(id, row.configuration(), false, "", List.of(), SafetyCells.PROBES.stream()
                    .map(probe -> ProbeCell.of(row.probe(probe))).toList());
        }
    }

    /** A probe's verdict and counts; or, not {@code run}, a dash. */
    record ProbeCell(boolean run, String verdict, String counts) {

        static ProbeCell of(ProbeResult probe) {
            return probe == null ? new ProbeCell(false, "", "")
                    : new ProbeCell(true, SafetyCells.verdict(probe), SafetyCells.counts(probe));
        }
    }

    /** A hardened configuration: the adapter ({@code id} a code span) and what it sets. */
    record Hardening(String id, String text) {
    }

    /** The worst attempt of an unsafe probe ({@code id} a code span) with its evidence, shortened. */
    record Worst(String id, String configuration, String probe, String verdict, String evidence) {
    }
}
