package org.serialflex.report;

import org.serialflex.results.text.Escaping;

import java.util.List;
import java.util.regex.Pattern;

/**
 * {@code matrix.md}: the report as GitHub-flavoured Markdown, from the template {@code templates/matrix.md.mustache}
 * and its sections' ({@link ReportSections}: each section's {@code templates/<id>.md.mustache}). Every value is
 * escaped by {@link Escaping#markdownLine}, so a table cell shows its text whatever it holds.
 */
final class MarkdownRenderer {

    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9._:+-]+");

    private MarkdownRenderer() {
    }

    static String render(Matrix matrix) {
        List<String> problems = matrix.problems().stream().map(InputProblem::message).toList();
        return ReportSections.MARKDOWN.render("matrix.md", new Page(ReportText.headline(matrix), matrix.isEmpty(),
                matrix.source(), ReportText.HOW_TO_PRODUCE, ReportSections.markdown(matrix), !problems.isEmpty(),
                problems));
    }

    /** The Markdown's values: its headline, or where no results were found; its sections; unreadable inputs. */
    record Page(String headline, boolean empty, String source, String howToProduce, List<String> sections,
                boolean anyProblems, List<String> problems) {
    }

    /** An inline code span for simple identifiers; escaped plain text otherwise. */
    static String code(String text) {
        return text != null && PLAIN.matcher(text).matches() ? "`" + text + "`" : escape(text);
    }

    /** Text that GitHub renders literally inside a table cell: one line ({@link Escaping#markdownLine}). */
    static String escape(String text) {
        return Escaping.markdownLine(text);
    }
}
