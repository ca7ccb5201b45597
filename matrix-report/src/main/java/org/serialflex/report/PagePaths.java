package org.serialflex.report;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Paths as the page prints them: relative to the page's own directory, so that a report built on one
 * machine and opened (or published) elsewhere neither leaks nor points at the builder's file system.
 */
final class PagePaths {

    /** An absolute path inside a sentence: from a leading slash to the next blank, quote, bracket or comma. */
    private static final Pattern ABSOLUTE = Pattern.compile("(?<![\\w.:/])/[^\\s,;()\"'<>]+");

    private final Path pageDirectory;

    private PagePaths(Path pageDirectory) {
        this.pageDirectory = pageDirectory;
    }

    /** Paths relative to {@code pageDirectory}. */
    static PagePaths relativeTo(Path pageDirectory) {
        return new PagePaths(pageDirectory.toAbsolutePath().normalize());
    }

    /** {@code text} with every absolute path in it made relative to the page's directory. */
    String text(String text) {
        if (text == null) {
            return null;
        }
        Matcher m = ABSOLUTE.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, Matcher.quoteReplacement(relative(m.group())));
        }
        m.appendTail(out);
        return out.toString();
    }

    private String relative(String absolute) {
        String trailingDot = absolute.endsWith(".") ? "." : "";
        String path = absolute.substring(0, absolute.length() - trailingDot.length());
        try {
            String relative = pageDirectory.relativize(Path.of(path).normalize()).toString();
            return (relative.isEmpty() ? "." : relative) + trailingDot;
        } catch (IllegalArgumentException e) {
            return absolute;
        }
    }

    /** {@code matrix} with the paths it prints (its source, the inputs' problems, the races' files) made relative. */
    Matrix applyTo(Matrix matrix) {
        SizeAndSpeed extras = matrix.extras();
        return new Matrix(matrix.generatedAt(), text(matrix.source()), matrix.adapters(), matrix.criteria(),
                matrix.problems().stream().map(p -> new InputProblem(p.file(), text(p.message()))).toList(),
                extras.withSources(extras.sources().stream().map(this::text).toList()));
    }
}
