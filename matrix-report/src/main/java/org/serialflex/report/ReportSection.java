package org.serialflex.report;

import java.util.Optional;

/**
 * A section of the matrix's report: a part of {@code index.html} with its link in the page's contents bar, and a
 * part of {@code matrix.md}. Every section is registered once, in {@link ReportSections#ALL}, whose order is the
 * page's order, its contents bar's order and the Markdown's order, as JMH's {@code ResultFormatType} lists its
 * formats; the renderers ({@link HtmlRenderer}, {@link MarkdownRenderer}) only walk that list.
 *
 * <p>A section is one class and its templates, beside the renderers: {@code templates/<id>.mustache} (HTML, filled
 * from {@link #html}) and {@code templates/<id>.md.mustache} (Markdown, filled from {@link #markdown}); a section
 * that has no part in one of the two files has no template for it. The templates escape every value
 * ({@code {{value}}}: HTML by {@code Escaping.html}, Markdown by {@code Escaping.markdownLine}); a section reads
 * the {@link Matrix} and never re-scores. docs/architecture.md, "Add a report section", lists the steps, and
 * {@code ReportSectionsTest} fails when one is missing.
 */
interface ReportSection {

    /**
     * The section's name: its element's {@code id} on the page (the contents bar links {@code #<id>}) and its
     * templates' name; lower case words joined by hyphens.
     */
    String id();

    /** The section's link text in the page's contents bar. */
    String title();

    /**
     * The values of {@code templates/<id>.mustache} for {@code matrix}, or empty when the page leaves the section
     * (and its link) out; never called for a matrix without results, where the page has no sections.
     */
    Optional<?> html(Matrix matrix);

    /**
     * The values of {@code templates/<id>.md.mustache} for {@code matrix}, or empty when {@code matrix.md} leaves the
     * section out; never called for a matrix without results. The rendered part ends with its last line: the
     * Markdown puts a blank line after each section.
     */
    Optional<?> markdown(Matrix matrix);
}
