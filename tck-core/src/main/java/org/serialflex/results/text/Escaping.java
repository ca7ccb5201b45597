package org.serialflex.results.text;

/**
 * The one escaping of text from results (evidence, ids, library names) into the files the kit writes for
 * people: the matrix's HTML and Markdown (matrix-report) and the check's (serialflex-check). Each method shows
 * exactly its text, whatever it holds; {@code null} is empty.
 */
public final class Escaping {

    private Escaping() {
    }

    /** HTML text and attribute values: {@code & < > " '} as entities. */
    public static String html(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(text.length() + 16);
        text.chars().forEach(c -> out.append(switch (c) {
            case '&' -> "&amp;";
            case '<' -> "&lt;";
            case '>' -> "&gt;";
            case '"' -> "&quot;";
            case '\'' -> "&#39;";
            default -> String.valueOf((char) c);
        }));
        return out.toString();
    }

    /**
     * Markdown on one line, a cell of the matrix's tables: {@code & < >} as entities (so that
     * {@code List<String>} is no tag), every line break and tab a space, and Markdown's punctuation
     * ({@code \ | * _ ` [ ] # ~ !}) backslash-escaped.
     */
    public static String markdownLine(String text) {
        return markdown(text, true);
    }

    /**
     * Markdown in a table cell that may span lines, a cell of the check's tables: {@code & < >} as entities,
     * line breaks as {@code <br>}, Markdown's punctuation ({@code | \ ` * [ ] # ~}) backslash-escaped, and an
     * underscore only outside a word ({@code READ_FAILED}, {@code a_field} are no emphasis on GitHub).
     */
    public static String markdownCell(String text) {
        return markdown(text, false);
    }

    private static String markdown(String text, boolean oneLine) {
        if (text == null) {
            return "";
        }
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '\r' -> {
                    if (oneLine) {
                        out.append(' ');
                    } else {
                        if (i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                            i++;
                        }
                        out.append("<br>");
                    }
                }
                case '\n' -> out.append(oneLine ? " " : "<br>");
                case '\t' -> out.append(oneLine ? ' ' : '\t');
                case '_' -> out.append(oneLine || !withinWord(text, i) ? "\\_" : "_");
                case '!' -> out.append(oneLine ? "\\!" : "!");
                case '|', '\\', '`', '*', '[', ']', '#', '~' -> out.append('\\').append(c);
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    private static boolean withinWord(String text, int i) {
        return i > 0 && i + 1 < text.length() && Character.isLetterOrDigit(text.charAt(i - 1))
                && Character.isLetterOrDigit(text.charAt(i + 1));
    }
}
