package org.serialflex.criteria;

import org.serialflex.runner.CriterionDescription;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A criterion's prose, from its Markdown file {@code prose/<id>.md} beside the criteria: five sections, each a
 * {@code ## heading} and one paragraph, whose lines join with a space. Prose lives in files a writer edits as
 * text; the criterion's class keeps its cases. {@code docs/criteria.md} renders it ({@link CriteriaDocument}).
 */
final class CriterionProse {

    static final List<String> SECTIONS = List.of("What it checks", "Why it matters", "PASS", "DEGRADED", "Failing");

    private CriterionProse() {
    }

    /** The prose of criterion {@code id}. */
    static CriterionDescription of(String id) {
        Map<String, String> sections = sections("prose/" + id + ".md", SECTIONS);
        return new CriterionDescription(sections.get(SECTIONS.get(0)), sections.get(SECTIONS.get(1)),
                sections.get(SECTIONS.get(2)), sections.get(SECTIONS.get(3)), sections.get(SECTIONS.get(4)));
    }

    /**
     * The paragraph under each {@code ## heading} of the resource {@code file}, by heading: exactly
     * {@code headings}, in any order.
     */
    static Map<String, String> sections(String file, List<String> headings) {
        String markdown = read(file);
        Map<String, StringBuilder> paragraphs = new LinkedHashMap<>();
        StringBuilder current = null;
        for (String line : markdown.lines().toList()) {
            if (line.startsWith("## ")) {
                current = new StringBuilder();
                paragraphs.put(line.substring(3).strip(), current);
            } else if (!line.isBlank()) {
                if (current == null) {
                    throw new IllegalStateException(file + " has text before its first ## heading: " + line);
                }
                current.append(current.length() == 0 ? "" : " ").append(line.strip());
            }
        }
        if (!paragraphs.keySet().equals(new java.util.HashSet<>(headings))) {
            throw new IllegalStateException(file + " has the sections " + paragraphs.keySet() + "; it must have "
                    + "exactly " + headings);
        }
        Map<String, String> sections = new LinkedHashMap<>();
        paragraphs.forEach((heading, text) -> sections.put(heading, text.toString()));
        return sections;
    }

    /** A text resource beside this class. */
    static String read(String name) {
        try (InputStream in = CriterionProse.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("The resource " + name + " is missing beside "
                        + CriterionProse.class.getName());
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the resource " + name, e);
        }
    }
}
