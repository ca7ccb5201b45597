package org.serialflex.report;

import org.serialflex.results.Outcome;

import java.util.Optional;

/**
 * What the cells of {@code matrix.md}'s tables mean, after the lanes, whose cells it explains too. Markdown only:
 * the page's legend sits under its matrix, in {@code templates/matrix-section.mustache}.
 */
final class LegendSection extends NamedSection {

    LegendSection() {
        super("legend", "Legend");
    }

    @Override
    public Optional<?> html(Matrix matrix) {
        return Optional.empty();
    }

    @Override
    public Optional<Markdown> markdown(Matrix matrix) {
        return Optional.of(new Markdown(Markers.text(Outcome.CORRUPT), Markers.text(Outcome.CRASH),
                Markers.text(Outcome.KIT_ERROR)));
    }

    /** The alarms' markers ({@link Markers#text}). */
    record Markdown(String corrupt, String crash, String kitError) {
    }
}
