package org.serialflex.results.text;

import com.samskivert.mustache.Mustache;
import com.samskivert.mustache.Template;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * The kit's HTML pages from Mustache templates (matrix-report's {@code index.html}, serialflex-check's
 * {@code check.html}), one engine and one escaping for both. {@code {{value}}} is escaped by the kit's one
 * escaping ({@link Escaping#html}), so a value is text whatever it holds; {@code {{{value}}}} is raw and only for
 * HTML the kit built itself from escaped parts (each such place says why). A {@code null} value is empty, as
 * for {@link Escaping#html}, but a missing name is an error, so a misspelt one cannot silently blank a part of a page.
 *
 * <p>Templates are resources {@code templates/<name>.mustache} beside the class that renders them, and
 * {@code {{>name}}} includes another from there. A template line that ends in a backslash continues on the next
 * one, its leading blanks dropped, as in a Java text block: a page's long lines can be read in their template
 * without a byte of the page changing.
 *
 * <p>The engine is JMustache, relocated into this jar under {@code org.serialflex.internal.mustache}: no class
 * of it under its own name reaches a world or a library under test.
 */
public final class HtmlTemplates {

    private static final Pattern CONTINUATION = Pattern.compile("\\\\\\R[ \\t]*");

    private final Class<?> owner;
    private final Mustache.Compiler compiler;
    private final Map<String, Template> compiled = new ConcurrentHashMap<>();

    private HtmlTemplates(Class<?> owner, UnaryOperator<String> escaping) {
        this.owner = owner;
        this.compiler = Mustache.compiler().withEscaper(escaping::apply).strictSections(true).nullValue("")
                .withLoader(name -> new StringReader(source(name)));
    }

    /** The templates in the resource folder {@code templates/} beside {@code owner}, escaped by {@link Escaping#html}. */
    public static HtmlTemplates beside(Class<?> owner) {
        return new HtmlTemplates(owner, Escaping::html);
    }

    /**
     * As {@link #beside(Class)}, with {@code escaping} for every {@code {{value}}}: {@link Escaping#html} after a
     * step of the page's own (the check's shows control characters as {@code \}{@code uXXXX} first).
     */
    public static HtmlTemplates beside(Class<?> owner, UnaryOperator<String> escaping) {
        return new HtmlTemplates(owner, escaping);
    }

    /** Template {@code name} filled from {@code context}: records' accessors, maps' keys, lists as sections. */
    public String render(String name, Object context) {
        return compiled.computeIfAbsent(name, n -> compiler.compile(source(n))).execute(context);
    }

    private String source(String name) {
        String resource = "templates/" + name + ".mustache";
        try (InputStream in = owner.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("The template " + resource + " beside " + owner.getName()
                        + " is missing from the class path");
            }
            return CONTINUATION.matcher(new String(in.readAllBytes(), StandardCharsets.UTF_8)).replaceAll("");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
