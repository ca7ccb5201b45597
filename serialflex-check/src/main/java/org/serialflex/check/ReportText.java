package org.serialflex.check;

import org.serialflex.results.text.Escaping;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the Markdown, HTML and JUnit XML reports share: escaping (the kit's one, {@link Escaping}, after
 * {@link #xmlSafe}), and the words for a verdict, a direction and a
 * score, so that the three say the same thing. Nothing here shortens a text.
 */
final class ReportText {

    /** Evidence longer than this, or of more than one line, goes in full below the verdict table, not in a cell. */
    static final int SHORT_EVIDENCE = 160;

    private ReportText() {
    }

    /**
     * {@code text} for HTML text and attribute values: {@code & < > " '} escaped, control characters shown as
     * {@code \}{@code uXXXX} ({@link #xmlSafe}); {@code null} is empty.
     */
    static String html(String text) {
        return Escaping.html(xmlSafe(text));
    }

    /**
     * {@code text} as one Markdown table cell that shows exactly {@code text}: {@code |} and Markdown's punctuation
     * backslash-escaped (an underscore only outside a word), {@code & < >} as entities (so that {@code List<String>} is not taken for a tag), line
     * breaks as {@code <br>}, control characters as {@code \}{@code uXXXX}. {@code null} is empty.
     */
    static String mdCell(String text) {
        return Escaping.markdownCell(xmlSafe(text));
    }

    /** {@code text} as Markdown running text on one line (a heading, a list item): {@link #mdCell} escaping. */
    static String md(String text) {
        return mdCell(text);
    }

    /**
     * A fenced Markdown code block that holds {@code text} verbatim, whatever backticks it contains (control
     * characters shown as {@code \}{@code uXXXX}).
     */
    static String mdFence(String text) {
        String body = text == null ? "" : xmlSafe(text);
        int longest = 0;
        int run = 0;
        for (int i = 0; i < body.length(); i++) {
            run = body.charAt(i) == '`' ? run + 1 : 0;
            longest = Math.max(longest, run);
        }
        String fence = "`".repeat(Math.max(3, longest + 1));
        return fence + "text\n" + body + (body.endsWith("\n") ? "" : "\n") + fence + "\n";
    }

    /**
     * {@code text} with every character XML 1.0 cannot hold (control characters other than tab and line breaks,
     * lone surrogates, U+FFFE and U+FFFF) written as {@code \}{@code uXXXX}, so that evidence quoting, say, an ANSI
     * escape still makes a well-formed JUnit XML file. {@code null} stays {@code null}.
     */
    static String xmlSafe(String text) {
        if (text == null) {
            return null;
        }
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean ok;
            if (Character.isHighSurrogate(c)) {
                ok = i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1));
                if (ok) {
                    if (out != null) {
                        out.append(c).append(text.charAt(i + 1));
                    }
                    i++;
                    continue;
                }
            } else {
                ok = c == '\t' || c == '\n' || c == '\r' || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD);
            }
            if (!ok && out == null) {
                out = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (out != null) {
                out.append(ok ? String.valueOf(c) : String.format("\\u%04x", (int) c));
            }
        }
        return out == null ? text : out.toString();
    }

    /** Whether {@code evidence} fits in a table cell as it is: short and on one line. */
    static boolean isShort(String evidence) {
        return evidence == null || (evidence.length() <= SHORT_EVIDENCE && evidence.indexOf('\n') < 0
                && evidence.indexOf('\r') < 0);
    }

    /** The first line of {@code text}, whole (never cut within the line); empty for {@code null}. */
    static String firstLine(String text) {
        if (text == null) {
            return "";
        }
        int end = text.length();
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n' || text.charAt(i) == '\r') {
                end = i;
                break;
            }
        }
        return text.substring(0, end);
    }

    /** A root as named, without its package: {@code Schema<java.lang.String>} for {@code io.x.Schema<java.lang.String>}. */
    static String simpleRoot(String root) {
        if (root == null) {
            return "(none)";
        }
        int generic = root.indexOf('<');
        String raw = generic < 0 ? root : root.substring(0, generic);
        return root.substring(raw.lastIndexOf('.') + 1);
    }

    /** The verdict of a root in words: {@code NO_VERDICT} says {@code no verdict}, and {@code accepted} when it was. */
    static String verdict(RootResult root) {
        if (root.verdict() == Compatibility.NO_VERDICT) {
            return root.accepted() ? "NO VERDICT (accepted)" : "NO VERDICT";
        }
        return String.valueOf(root.verdict());
    }

    /** A direction's status and outcome in a few words, without evidence, e.g. {@code READ_FAILED (3 of 3 samples)}. */
    static String outcome(DirectionResult d) {
        if (d == null) {
            return "not run";
        }
        DirectionResult.Status status = d.status() == null ? DirectionResult.Status.JUDGED : d.status();
        return switch (status) {
            case NOTHING_TO_WRITE -> "nothing to write (the writer's version has no such class)";
            case NO_VERDICT -> "no verdict" + (d.outcome() == null ? "" : " (" + d.outcome() + ")");
            case JUDGED -> (d.outcome() == null ? "no sample judged" : d.outcome().name()) + samples(d);
        };
    }

    private static String samples(DirectionResult d) {
        if (d.samples() == 0 && d.samplesJudged() == 0) {
            return "";
        }
        if (d.samplesJudged() == d.samples()) {
            return " (" + d.samples() + (d.samples() == 1 ? " sample)" : " samples)");
        }
        return " (" + d.samplesJudged() + " of " + d.samples() + " samples judged)";
    }

    /**
     * Whether {@code d} is a direction between the versions without verdict whose evidence is word for word a
     * control's, shown beside it: the reports then say so rather than print it again.
     */
    static boolean explainedByControl(RootResult root, DirectionResult d) {
        return d != null && !d.control() && d.status() == DirectionResult.Status.NO_VERDICT && d.evidence() != null
                && root.directions().stream().anyMatch(c -> c != null && c.control()
                && d.evidence().equals(c.evidence()));
    }

    /** Whether every root of the report reaches the class of {@code diff} (and there is more than one root). */
    static boolean reachedByAll(CheckReport report, ClassDiff diff) {
        return report.roots().size() > 1 && diff.roots().size() >= report.roots().size()
                && diff.roots().containsAll(report.roots().stream().map(RootResult::root).toList());
    }

    /** A CSS class for a direction or a verdict: its outcome's or verdict's name, or its status's. */
    static String cssClass(DirectionResult d) {
        if (d == null) {
            return "NA";
        }
        if (d.status() == DirectionResult.Status.NO_VERDICT) {
            return "NO_VERDICT";
        }
        if (d.status() == DirectionResult.Status.NOTHING_TO_WRITE) {
            return "NOTHING";
        }
        return d.outcome() == null ? "NA" : d.outcome().name();
    }

    /** A kit score as the kit prints it: {@code 1}, {@code 0.5}, {@code 0}. */
    static String score(double score) {
        return score == 1 ? "1" : score == 0 ? "0" : String.format(Locale.ROOT, "%s", score);
    }

    /** One criterion's score in words: {@code C07 0.5 (1 PASS, 1 READ_FAILED)}. */
    static String score(KitScore s) {
        return s.criterionId() + " " + score(s.score())
                + (s.outcomes() == null || s.outcomes().isBlank() ? "" : " (" + s.outcomes() + ")");
    }

    /**
     * The fields the controls found not carried, each once, with the roots whose controls found it, in the order
     * of the roots.
     */
    static Map<String, List<String>> notCarried(CheckReport report) {
        Map<String, List<String>> fields = new TreeMap<>();
        for (RootResult root : report.roots()) {
            for (String field : root.notCarried()) {
                List<String> roots = fields.computeIfAbsent(field, f -> new ArrayList<>());
                if (!roots.contains(root.root())) {
                    roots.add(root.root());
                }
            }
        }
        return fields;
    }

    /** A field of a change that no judged sample of a direction wrote ({@link DirectionResult#notExercised()}). */
    record Unexercised(String root, Direction direction, String field) {
    }

    /** What no judged sample wrote, per root and direction between the versions, in the order of the roots. */
    static List<Unexercised> notExercised(CheckReport report) {
        List<Unexercised> rows = new ArrayList<>();
        for (RootResult root : report.roots()) {
            for (DirectionResult direction : List.of(root.backward(), root.forward())) {
                direction.notExercised().forEach(f -> rows.add(new Unexercised(root.root(), direction.direction(), f)));
            }
        }
        return rows;
    }

    /** The distinct sources of the kit scores over every diff, in order of first appearance. */
    static List<String> scoreSources(CheckReport report) {
        Map<String, Boolean> sources = new LinkedHashMap<>();
        report.diffs().forEach(d -> d.changes().forEach(c -> c.scores().forEach(s -> {
            if (s.source() != null) {
                sources.put(s.source(), true);
            }
        })));
        return List.copyOf(sources.keySet());
    }

    /** The report's seconds as {@code 3.2}. */
    static String seconds(double seconds) {
        return String.format(Locale.ROOT, "%.1f", seconds);
    }
}
