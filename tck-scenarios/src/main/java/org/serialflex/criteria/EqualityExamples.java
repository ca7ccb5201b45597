package org.serialflex.criteria;

import org.serialflex.verdicts.DeepComparison;
import org.serialflex.verdicts.Evidence;
import org.serialflex.verdicts.Expect;
import org.serialflex.verdicts.Expected;
import org.serialflex.verdicts.Verdict;

import java.math.BigDecimal;
import java.time.DayOfWeek;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;

/**
 * The examples of "What counts as equal" in {@code docs/criteria.md}. Each pairs what the writer
 * sent (in the reader's terms) with what a reader returned; its outcome and evidence are not
 * written here but computed by the kit's own comparison when the page is rendered, so the page
 * cannot say one thing while the kit does another.
 */
final class EqualityExamples {

    /** Where an example is judged: C17 and C18 judge a container's concrete class, no other criterion does. */
    enum Scope {
        ANY("any criterion"), C17_C18("C17, C18"), OTHERS("every criterion but C17, C18");

        final String text;

        Scope(String text) {
            this.text = text;
        }
    }

    /**
     * @param what     the situation, in words
     * @param scope    where it is judged so
     * @param expected the expectation, in the reader's terms
     * @param actual   what the reader returned
     */
    record Example(String what, Scope scope, Object expected, Object actual) {

        /** The verdict the kit gives, computed now. */
        Verdict verdict() {
            Object compared = scope == Scope.OTHERS ? Expect.collectionsByContent(expected) : expected;
            return DeepComparison.compare(compared, actual);
        }
    }

    private EqualityExamples() {
    }

    static List<Example> all() {
        List<Example> examples = new ArrayList<>();
        examples.add(new Example("BigDecimal compared by `compareTo`", Scope.ANY, new BigDecimal("9.99"),
                new BigDecimal("9.990")));
        examples.add(new Example("a BigDecimal read as a Double of the same value", Scope.ANY, new BigDecimal("9.99"),
                9.99));
        examples.add(new Example("a Long read as an Integer of the same value", Scope.ANY, 7L, 7));
        examples.add(new Example("floating point compared exactly", Scope.ANY, 0.1 + 0.2, 0.3));
        examples.add(new Example("a numeric text read as its length", Scope.ANY, 42, 2));
        examples.add(new Example("a UUID read as its text", Scope.ANY,
                java.util.UUID.fromString("3f2b8a4e-9c1d-4e5f-8a7b-6c5d4e3f2a1b"), "3f2b8a4e-9c1d-4e5f-8a7b-6c5d4e3f2a1b"));
        examples.add(new Example("a Pattern read without its flags", Scope.ANY,
                java.util.regex.Pattern.compile("a+", java.util.regex.Pattern.CASE_INSENSITIVE),
                java.util.regex.Pattern.compile("a+")));
        examples.add(new Example("a value the writer sent left at the default", Scope.ANY, "Ann Example", null));
        examples.add(new Example("an enum constant read as its name", Scope.ANY,
                Expect.enumConstant(DayOfWeek.class.getName(), "MONDAY"), "MONDAY"));
        examples.add(new Example("a bean read as a Map of its fields", Scope.ANY,
                Expect.bean("org.serialflex.dto.docs.Address").field("street", "1 Main St").field("zip", 12345),
                new LinkedHashMap<>(Map.of("street", "1 Main St", "zip", 12345))));
        examples.add(new Example("a LinkedList read as an ArrayList", Scope.C17_C18, linkedList("a", "b"),
                new ArrayList<>(List.of("a", "b"))));
        examples.add(new Example("a LinkedList read as an ArrayList", Scope.OTHERS, linkedList("a", "b"),
                new ArrayList<>(List.of("a", "b"))));
        examples.add(new Example("a LinkedHashMap read as a HashMap", Scope.C17_C18, linkedMap(),
                new HashMap<>(linkedMap())));
        examples.add(new Example("a LinkedHashMap read as a HashMap", Scope.OTHERS, linkedMap(),
                new HashMap<>(linkedMap())));
        examples.add(new Example("a list in another order", Scope.ANY, new ArrayList<>(List.of("a", "b")),
                new ArrayList<>(List.of("b", "a"))));
        examples.add(new Example("a list that lost an element", Scope.ANY, new ArrayList<>(List.of("a", "b")),
                new ArrayList<>(List.of("a"))));
        List<String> shared = new ArrayList<>(List.of("x"));
        examples.add(new Example("two equal copies where one shared object was sent", Scope.ANY,
                new ArrayList<>(List.of(shared, shared)),
                new ArrayList<>(List.of(new ArrayList<>(List.of("x")), new ArrayList<>(List.of("x"))))));
        // C13's and C16's rows are the criteria's own expectations, so the page cannot drift from them
        Expected.Placeholder coupon = (Expected.Placeholder) new C13ClassMissingAtReader().couponPlaceholder();
        examples.add(new Example("an object of a class the reader lacks, dropped (C13)", Scope.ANY, coupon, null));
        Map<String, Object> qualified = new LinkedHashMap<>();
        coupon.fields().forEach((name, value) -> qualified.put(coupon.missingClassName() + "." + name, value));
        examples.add(new Example("an object of a class the reader lacks, read as a Map keyed by qualified field "
                + "names (C13)", Scope.ANY, coupon, qualified));
        examples.add(new Example("a derived field readObject would rebuild, left null by a library that skips the "
                + "hook (C16)", Scope.ANY, C16SerializableHooks.rebuiltLabel(), null));
        return examples;
    }

    /** A cell of the examples table: a value as the evidence shows it, or what an expectation node asks for. */
    static String describe(Object value) {
        if (value instanceof org.serialflex.verdicts.Expected.EnumConstant constant) {
            return constant.name() + " (" + Evidence.typeName(DayOfWeek.class) + ")";
        }
        if (value instanceof org.serialflex.verdicts.Expected.Bean bean) {
            return "an " + bean.className().substring(bean.className().lastIndexOf('.') + 1) + " bean "
                    + bean.fields();
        }
        if (value instanceof org.serialflex.verdicts.Expected.Placeholder placeholder) {
            return "a stand-in for " + placeholder.missingClassName().substring(
                    placeholder.missingClassName().lastIndexOf('.') + 1) + " " + placeholder.fields();
        }
        if (value instanceof org.serialflex.verdicts.Expected.PassOrDegraded rule) {
            return describe(rule.pass());
        }
        return Evidence.value(value);
    }

    private static LinkedList<String> linkedList(String... elements) {
        return new LinkedList<>(List.of(elements));
    }

    private static LinkedHashMap<String, Integer> linkedMap() {
        LinkedHashMap<String, Integer> map = new LinkedHashMap<>();
        map.put("z", 1);
        map.put("a", 2);
        return map;
    }
}
