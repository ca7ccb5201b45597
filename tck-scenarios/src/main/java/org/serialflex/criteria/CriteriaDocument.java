package org.serialflex.criteria;

import org.serialflex.runner.Criterion;
import org.serialflex.runner.CriterionDescription;
import org.serialflex.runner.TckCase;
import org.serialflex.verdicts.Expected;
import org.serialflex.results.Outcome;
import org.serialflex.verdicts.Verdict;
import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.Dto;
import org.serialflex.versions.ClassVersion;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Renders {@code docs/criteria.md} from the registered criteria, so the documentation is the
 * criteria's own prose ({@code prose/<id>.md}) and case list and cannot drift from the code. Its own prose
 * is in Markdown fragments ({@code page/*.md}, beside this class), between the tables it computes: an intro (vocabulary,
 * outcomes, scoring, what counts as equal, the baseline bean, the latter two taken from the kit's
 * code), then for each criterion what it checks, why it matters, its cases and what each outcome
 * means. {@code CriteriaDocumentTest} fails when the committed file differs from this rendering.
 */
public final class CriteriaDocument {

    /** The command that rewrites the committed file, quoted wherever the file is found stale. */
    public static final String REGENERATE = "mvn -pl tck-scenarios test -Dserialflex.docs.write=true";

    private static final String BASELINE_CLASS = "org.serialflex.dto.docs.Bean";
    private static final String ADDRESS_CLASS = "org.serialflex.dto.docs.Address";

    /** The page's own prose, beside this class: Markdown fragments printed as they are, between the tables. */
    private static final String PAGE = "page/";

    private static final Map<Outcome, String> MEANING = meanings();

    private CriteriaDocument() {
    }

    /** The Markdown text of {@code docs/criteria.md} for {@code criteria}, in the given order. */
    public static String render(List<Criterion> registered) {
        // the value zoo is no criterion of the score: docs/zoo.md is its page
        List<Criterion> criteria = registered.stream().filter(Criterion::scored).toList();
        StringBuilder out = new StringBuilder();
        intro(out, criteria);
        outcomes(out);
        scoring(out);
        equality(out);
        baseline(out);
        out.append("## The criteria\n");
        for (Criterion criterion : criteria) {
            criterion(out, criterion);
        }
        return out.toString();
    }

    private static void intro(StringBuilder out, List<Criterion> criteria) {
        out.append(page("intro.md").replace("{{regenerate}}", REGENERATE)
                .replace("{{count}}", String.valueOf(criteria.size()))
                .replace("{{ids}}", criteria.stream().map(Criterion::id).collect(Collectors.joining(", "))));
    }

    private static void outcomes(StringBuilder out) {
        out.append(page("outcomes.md"));
        for (Outcome outcome : Outcome.values()) {
            out.append("| ").append(outcome).append(" | ").append(MEANING.get(outcome)).append(" | ")
                    .append(points(outcome.points())).append(" | ").append(outcome.zeroesCriterion() ? "yes" : "no")
                    .append(" |\n");
        }
        out.append('\n');
    }

    private static void scoring(StringBuilder out) {
        out.append(page("scoring.md"));
    }

    private static void equality(StringBuilder out) {
        out.append(page("equality.md"));
        for (EqualityExamples.Example example : EqualityExamples.all()) {
            Verdict verdict = example.verdict();
            out.append("| ").append(prose(example.what())).append(" | ")
                    .append(code(EqualityExamples.describe(example.expected()))).append(" | ")
                    .append(code(EqualityExamples.describe(example.actual()))).append(" | ")
                    .append(example.scope().text).append(" | ").append(verdict.outcome()).append(" | ")
                    .append(verdict.evidence() == null ? "" : code(verdict.evidence())).append(" |\n");
        }
        out.append('\n');
    }

    private static String code(String text) {
        return "`" + text.replace("|", "\\|").replace("`", "'") + "`";
    }

    private static void baseline(StringBuilder out) {
        Dto bean = Baseline.bean(BASELINE_CLASS, ADDRESS_CLASS);
        Class<?> generated = GeneratedClasses.load(
                ClassVersions.same(bean, Baseline.address(ADDRESS_CLASS)).classBytes(ClassVersion.V1), BASELINE_CLASS);
        Expected.Bean values = Baseline.expected(BASELINE_CLASS, ADDRESS_CLASS);
        out.append(page("baseline.md"));
        for (String name : bean.fieldNames()) {
            out.append("| `").append(name).append("` | `").append(typeName(generated, name)).append("` | ")
                    .append(value(values.fields().get(name))).append(" |\n");
        }
        out.append(page("baseline-after.md"));
    }

    private static void criterion(StringBuilder out, Criterion criterion) {
        CriterionDescription description = criterion.description();
        out.append("\n### ").append(criterion.id()).append(" ").append(criterion.title()).append("\n\n");
        out.append("**What it checks.** ").append(prose(description.checks())).append("\n\n");
        out.append("**Why it matters.** ").append(prose(description.whyItMatters())).append("\n\n");
        out.append("| case | what it does | writer → reader |\n|---|---|---|\n");
        for (TckCase tckCase : criterion.cases()) {
            out.append("| `").append(tckCase.id()).append("` | ").append(prose(tckCase.title())).append(" | ")
                    .append(tckCase.writerClassVersion()).append(" → ").append(tckCase.readerClassVersion()).append(" |\n");
        }
        out.append("\n- **PASS:** ").append(prose(description.pass())).append('\n');
        out.append("- **DEGRADED:** ").append(prose(description.degraded())).append('\n');
        out.append("- **Failing:** ").append(prose(description.fail())).append('\n');
    }

    /**
     * Criteria prose is plain text shared with other renderers; here generic types such as
     * {@code List<String>} become code spans, or Markdown would take them for HTML tags.
     */
    static String prose(String text) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            int open = text.indexOf('<', i);
            if (open < 0) {
                out.append(text, i, text.length());
                break;
            }
            int start = open;
            while (start > i && isTypeNameChar(text.charAt(start - 1))) {
                start--;
            }
            int close = matchingClose(text, open);
            if (start == open || close < 0) {
                out.append(text, i, open).append("&lt;");
                i = open + 1;
                continue;
            }
            out.append(text, i, start).append('`').append(text, start, close + 1).append('`');
            i = close + 1;
        }
        return out.toString().replace("|", "\\|");
    }

    private static boolean isTypeNameChar(char c) {
        return Character.isLetterOrDigit(c) || c == '.' || c == '_';
    }

    private static int matchingClose(String text, int open) {
        int depth = 0;
        for (int i = open; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '<') {
                depth++;
            } else if (c == '>') {
                if (--depth == 0) {
                    return i;
                }
            } else if (!isTypeNameChar(c) && c != ',' && c != ' ' && c != '?' && c != '[' && c != ']') {
                return -1;
            }
        }
        return -1;
    }

    private static String typeName(Class<?> type, String field) {
        try {
            Field declared = type.getDeclaredField(field);
            return declared.getGenericType().getTypeName().replaceAll("\\b(?:[a-z_][a-z0-9_]*\\.)+", "");
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException("The generated baseline bean lacks its field " + field, e);
        }
    }

    private static String value(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof String text) {
            return "`\"" + text + "\"`";
        }
        if (value instanceof Expected.AnyImplementation any) {
            return value(any.value());
        }
        if (value instanceof Expected.Bean bean) {
            return "`" + bean.className().substring(bean.className().lastIndexOf('.') + 1) + "` ("
                    + bean.fields().entrySet().stream().map(e -> "`" + e.getKey() + "` " + value(e.getValue()))
                    .collect(Collectors.joining(", ")) + ")";
        }
        if (value.getClass().isArray()) {
            StringBuilder elements = new StringBuilder();
            for (int i = 0; i < Array.getLength(value); i++) {
                elements.append(i == 0 ? "" : ", ").append(Array.get(value, i));
            }
            return "`{" + elements + "}`";
        }
        return "`" + value + "`";
    }

    private static String points(double points) {
        return points == Math.rint(points) ? String.valueOf((long) points) : String.valueOf(points);
    }

    private static Map<Outcome, String> meanings() {
        Map<Outcome, String> meanings = new EnumMap<>(Outcome.class);
        CriterionProse.sections(PAGE + "outcome-meanings.md",
                        Arrays.stream(Outcome.values()).map(Outcome::name).toList())
                .forEach((outcome, meaning) -> meanings.put(Outcome.valueOf(outcome), meaning));
        return meanings;
    }

    /** A fragment of the page's own prose, as it is printed. */
    private static String page(String name) {
        return CriterionProse.read(PAGE + name);
    }

    /** Defines generated class bytes in a throwaway loader, to read the declared types off the class. */
    private static final class GeneratedClasses extends ClassLoader {
        private final Map<String, byte[]> classes;

        private GeneratedClasses(Map<String, byte[]> classes) {
            super(CriteriaDocument.class.getClassLoader());
            this.classes = classes;
        }

        static Class<?> load(Map<String, byte[]> classes, String name) {
            try {
                return Class.forName(name, false, new GeneratedClasses(classes));
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException("The generated classes lack " + name, e);
            }
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] bytes = classes.get(name);
            if (bytes == null) {
                throw new ClassNotFoundException(name);
            }
            return defineClass(name, bytes, 0, bytes.length);
        }
    }
}
