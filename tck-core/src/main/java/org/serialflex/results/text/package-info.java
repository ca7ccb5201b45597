/**
 * The one escaping of HTML and Markdown every report uses ({@link org.serialflex.results.text.Escaping}), and
 * the one way the kit's pages are made: Mustache templates beside their renderer ({@link
 * org.serialflex.results.text.HtmlTemplates}; JMustache, shaded under {@code org.serialflex.internal.mustache}).
 *
 * <p>Text only: it knows no result, case or run.
 *
 * <p>May import only: {@code java}, {@code com.samskivert.mustache}.
 */
package org.serialflex.results.text;
