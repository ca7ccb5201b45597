package org.serialflex.report;

import org.serialflex.results.text.Escaping;
import org.serialflex.results.text.HtmlTemplates;

import java.util.List;

/**
 * The report's sections in their order: the one list the page's sections, its contents bar and {@code matrix.md}
 * are made from. A new section is a class and its templates, added here where it belongs.
 */
final class ReportSections {

    /** In the page's order, which is also the Markdown's. */
    static final List<ReportSection> ALL = List.of(new GlanceSection(), new MatrixSection(), new LanesSection(),
            new LegendSection(), new ZooSection(), new SizeSpeedSection(), new SafetySection());

    static final HtmlTemplates HTML = HtmlTemplates.beside(ReportSections.class);
    static final HtmlTemplates MARKDOWN = HtmlTemplates.beside(ReportSections.class, Escaping::markdownLine);

    private ReportSections() {
    }

    /** A section as the page shows it: its link in the contents bar and its HTML. */
    record Shown(String id, String title, String html) {
    }

    /** The sections of {@code matrix}'s page, each rendered from its template; none for a matrix without results. */
    static List<Shown> html(Matrix matrix) {
        if (matrix.isEmpty()) {
            return List.of();
        }
        return ALL.stream().flatMap(section -> section.html(matrix)
                .map(model -> new Shown(section.id(), section.title(), HTML.render(section.id(), model))).stream())
                .toList();
    }

    /** The Markdown of {@code matrix}'s sections, each rendered from its template; none for a matrix without results. */
    static List<String> markdown(Matrix matrix) {
        if (matrix.isEmpty()) {
            return List.of();
        }
        return ALL.stream().flatMap(section -> section.markdown(matrix)
                .map(model -> MARKDOWN.render(section.id() + ".md", model)).stream()).toList();
    }
}
