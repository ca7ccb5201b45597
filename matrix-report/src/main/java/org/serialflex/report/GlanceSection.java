package org.serialflex.report;

import java.util.Optional;

/** "At a glance": the page's first table ({@link GlanceHtml}); {@code matrix.md} opens with the matrix instead. */
final class GlanceSection extends NamedSection {

    GlanceSection() {
        super("glance", "At a glance");
    }

    @Override
    public Optional<GlanceHtml.Glance> html(Matrix matrix) {
        return Optional.of(GlanceHtml.of(matrix));
    }

    @Override
    public Optional<?> markdown(Matrix matrix) {
        return Optional.empty();
    }
}
