package org.serialflex.archetype;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The code fences of a Markdown page, by language: what {@link DocsAreBuiltTest} builds. Only fences
 * opened with a language ({@code ```xml}, {@code ```java}) are taken; an untagged fence is output
 * (a verdict line, a console excerpt), not code to build.
 */
final class DocSnippets {

    /** One fenced block: its language, its text and the line of the page it starts on (for messages). */
    record Snippet(String page, int line, String language, String text) {

        /** {@code docs/adopting.md:52}, to name the snippet in a failure. */
        String where() {
            return page + ":" + line;
        }
    }

    private static final Pattern FENCE = Pattern.compile("^```(\\w*)\\s*$");

    private DocSnippets() {
    }

    /** The fenced blocks of {@code page} (a path relative to {@code root}) in {@code language}, in page order. */
    static List<Snippet> of(Path root, String page, String language) throws IOException {
        List<String> lines = Files.readAllLines(root.resolve(page));
        List<Snippet> snippets = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher open = FENCE.matcher(lines.get(i));
            if (!open.matches()) {
                continue;
            }
            int start = i;
            StringBuilder text = new StringBuilder();
            for (i++; i < lines.size() && !lines.get(i).startsWith("```"); i++) {
                text.append(lines.get(i)).append('\n');
            }
            if (open.group(1).equals(language)) {
                snippets.add(new Snippet(page, start + 1, language, text.toString()));
            }
        }
        return snippets;
    }
}
