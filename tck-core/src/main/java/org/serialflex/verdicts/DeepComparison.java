package org.serialflex.verdicts;

import java.lang.reflect.Array;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * Compares what a reader world produced with the expectation of a case, field by field through
 * reflection, as the specification's "What counts as equal" says: concrete classes by name,
 * BigDecimal by {@code compareTo}, arrays by content, floating point exactly, ordered collections
 * in order. It never calls {@code equals()} of a generated class.
 *
 * <p>The expectation is a tree of plain values, objects built in the reader world (so shared
 * references and cycles are part of the expectation) and {@link Expected} nodes. Substitutions
 * that keep every value (bean → Map, LinkedList → ArrayList, Long → Integer, order lost, identity
 * lost) make the verdict DEGRADED; any other difference makes it CORRUPT. The evidence is the
 * first path at the worst level found.
 */
public final class DeepComparison {

    private static final Object JAVA_DEFAULT = new Object() {
        @Override
        public String toString() {
            return "the Java default";
        }
    };

    private final IdentityHashMap<Object, Object> actualOf = new IdentityHashMap<>();
    private final IdentityHashMap<Object, String> firstPathOf = new IdentityHashMap<>();
    private final IdentityHashMap<Object, IdentityHashMap<Object, Boolean>> comparedPairs = new IdentityHashMap<>();
    private java.util.Set<String> contentOnlyFields = java.util.Set.of();
    private Outcome worst = Outcome.PASS;
    private String evidence;

    private DeepComparison() {
    }

    /** Compares {@code actual}, the reader's root object, with {@code expected}. */
    public static Verdict compare(Object expected, Object actual) {
        DeepComparison comparison = new DeepComparison();
        comparison.compare("(root)", expected, actual, Object.class);
        return new Verdict(comparison.worst, comparison.evidence);
    }

    private Outcome probe(Object expected, Object actual, Class<?> declared) {
        DeepComparison comparison = new DeepComparison();
        comparison.contentOnlyFields = contentOnlyFields;
        comparison.compare("", expected, actual, declared);
        return comparison.worst;
    }

    private void note(Outcome outcome, String path, String message) {
        if (outcome.isWorseThan(worst)) {
            worst = outcome;
            evidence = path + ": " + message;
        }
    }

    private void mismatch(String path, Object expected, Object actual) {
        note(Outcome.CORRUPT, path, "expected " + Evidence.value(expected) + " got " + Evidence.value(actual));
    }

    private void compare(String path, Object expected, Object actual, Class<?> declared) {
        if (expected instanceof Expected node) {
            compareNode(path, node, actual, declared);
            return;
        }
        if (expected == JAVA_DEFAULT) {
            if (!isJavaDefault(actual, declared)) {
                note(Outcome.CORRUPT, path, "expected the Java default got " + Evidence.value(actual));
            }
            return;
        }
        expected = coerceToPrimitive(expected, declared);
        if (expected == null || actual == null) {
            if (expected != actual) {
                mismatch(path, expected, actual);
            }
            return;
        }
        if (isScalar(expected)) {
            compareScalar(path, expected, actual);
        } else if (expected instanceof Enum<?> constant) {
            compareEnum(path, constant.getDeclaringClass().getName(), constant.name(), actual);
        } else if (expected.getClass().isArray()) {
            compareArray(path, expected, actual);
        } else if (alreadyCompared(path, expected, actual)) {
            return;
        } else if (expected instanceof Collection<?> collection) {
            compareCollection(path, collection, actual, true);
        } else if (expected instanceof Map<?, ?> map) {
            compareMap(path, map, actual, true);
        } else if (expected.getClass().getName().startsWith("java.")) {
            if (!expected.getClass().getName().equals(actual.getClass().getName()) || !expected.equals(actual)) {
                mismatch(path, expected, actual);
            }
        } else {
            compareBean(path, expected.getClass().getName(), new RealBeanFields(expected), actual);
        }
    }

    /** Tracks identity: a shared expected object must map to one shared actual object. */
    private boolean alreadyCompared(String path, Object expected, Object actual) {
        Object earlier = actualOf.get(expected);
        if (earlier == null) {
            actualOf.put(expected, actual);
            firstPathOf.put(expected, path);
        } else if (earlier != actual) {
            note(Outcome.DEGRADED, path, "expected the same instance as at " + firstPathOf.get(expected)
                    + " got a distinct equal-looking copy (identity lost)");
        }
        IdentityHashMap<Object, Boolean> pairs = comparedPairs.computeIfAbsent(expected, e -> new IdentityHashMap<>());
        return pairs.put(actual, Boolean.TRUE) != null;
    }

    private void compareNode(String path, Expected node, Object actual, Class<?> declared) {
        if (node instanceof Expected.Bean bean) {
            if (actual == null) {
                mismatch(path, bean, null);
            } else if (!alreadyCompared(path, bean, actual)) {
                compareBean(path, bean.className(), new DescribedBeanFields(bean), actual);
            }
        } else if (node instanceof Expected.EnumConstant constant) {
            if (actual == null) {
                note(Outcome.CORRUPT, path, "expected " + constant.name() + " got null");
            } else {
                compareEnum(path, constant.className(), constant.name(), actual);
            }
        } else if (node instanceof Expected.DefaultOr rule) {
            compareDefaultOr(path, rule, actual, declared);
        } else if (node instanceof Expected.ConvertedOrDefault rule) {
            compareConvertedOrDefault(path, rule, actual, declared);
        } else if (node instanceof Expected.PassOrDegraded rule) {
            if (probe(rule.pass(), actual, declared) == Outcome.PASS) {
                return;
            }
            if (probe(rule.degraded(), actual, declared) == Outcome.PASS) {
                note(Outcome.DEGRADED, path, rule.degradedMeans() + ": expected " + Evidence.value(rule.pass())
                        + " got " + Evidence.value(actual));
                return;
            }
            compare(path, rule.pass(), actual, declared);
        } else if (node instanceof Expected.Placeholder placeholder) {
            comparePlaceholder(path, placeholder, actual);
        } else if (node instanceof Expected.AnyImplementation any) {
            compareAnyImplementation(path, any.value(), actual, declared);
        } else if (node instanceof Expected.ContentOnlyFields relaxed) {
            contentOnlyFields = relaxed.fieldNames();
            compare(path, relaxed.expected(), actual, declared);
        } else if (node instanceof Expected.SameInstance same && same.instance() != actual) {
            compare(path, same.instance(), actual, declared);
            note(Outcome.DEGRADED, path, "expected the reader world's own instance " + Evidence.value(same.instance())
                    + " got a distinct copy " + Evidence.value(actual));
        }
    }

    private void compareDefaultOr(String path, Expected.DefaultOr rule, Object actual, Class<?> declared) {
        if (isJavaDefault(actual, declared)) {
            return;
        }
        Outcome alternative = probe(rule.alternative(), actual, declared);
        if (alternative == Outcome.PASS) {
            return;
        }
        if (alternative == Outcome.DEGRADED) {
            compare(path, rule.alternative(), actual, declared);
            return;
        }
        note(Outcome.CORRUPT, path, "expected the Java default or " + Evidence.value(rule.alternative())
                + " (" + rule.why() + ") got " + Evidence.value(actual));
    }

    private void compareConvertedOrDefault(String path, Expected.ConvertedOrDefault rule, Object actual,
                                           Class<?> declared) {
        Outcome converted = probe(rule.value(), actual, declared);
        if (converted == Outcome.PASS) {
            return;
        }
        if (converted != Outcome.DEGRADED && isJavaDefault(actual, declared)) {
            note(Outcome.DEGRADED, path, "value not converted, left at the Java default: expected "
                    + Evidence.value(rule.value()) + " got " + Evidence.value(actual));
            return;
        }
        compare(path, rule.value(), actual, declared);
    }

    private void compareAnyImplementation(String path, Object expected, Object actual, Class<?> declared) {
        boolean container = expected instanceof Collection || expected instanceof Map;
        if (!container || actual == null) {
            compare(path, expected, actual, declared);
        } else if (!alreadyCompared(path, expected, actual)) {
            if (expected instanceof Collection<?> collection) {
                compareCollection(path, collection, actual, false);
            } else {
                compareMap(path, (Map<?, ?>) expected, actual, false);
            }
        }
    }

    private void comparePlaceholder(String path, Expected.Placeholder placeholder, Object actual) {
        if (actual == null) {
            note(Outcome.DEGRADED, path, "the object of class " + placeholder.missingClassName()
                    + ", which the reader lacks, was dropped (null)");
            return;
        }
        if (actual instanceof Map<?, ?> map) {
            placeholder.fields().forEach((name, value) -> compare(path + "." + name, value, map.get(name), Object.class));
            return;
        }
        if (actual.getClass().getName().startsWith("java.")) {
            note(Outcome.CORRUPT, path, "expected a stand-in for " + placeholder.missingClassName()
                    + " with fields " + placeholder.fields().keySet() + " got " + Evidence.value(actual));
            return;
        }
        Map<String, java.lang.reflect.Field> fields = BeanFields.of(actual.getClass());
        placeholder.fields().forEach((name, value) -> {
            java.lang.reflect.Field field = fields.get(name);
            if (field == null) {
                note(Outcome.CORRUPT, path, "the stand-in " + Evidence.typeName(actual.getClass())
                        + " for missing class " + placeholder.missingClassName() + " has no field '" + name + "'");
            } else {
                compareField(path + "." + name, value, field, actual);
            }
        });
    }

    private void compareScalar(String path, Object expected, Object actual) {
        if (expected.getClass() == actual.getClass()) {
            if (!scalarEquals(expected, actual)) {
                mismatch(path, expected, actual);
            }
        } else if (expected instanceof Number e && actual instanceof Number a && numericallyEqual(e, a)) {
            note(Outcome.DEGRADED, path, "number type substituted: expected " + Evidence.value(expected)
                    + " got " + Evidence.value(actual));
        } else {
            mismatch(path, expected, actual);
        }
    }

    private static boolean scalarEquals(Object expected, Object actual) {
        if (expected instanceof BigDecimal e) {
            return e.compareTo((BigDecimal) actual) == 0;
        }
        if (expected instanceof Double e) {
            return Double.compare(e, (Double) actual) == 0;
        }
        if (expected instanceof Float e) {
            return Float.compare(e, (Float) actual) == 0;
        }
        return expected.equals(actual);
    }

    private static boolean numericallyEqual(Number expected, Number actual) {
        try {
            return new BigDecimal(expected.toString()).compareTo(new BigDecimal(actual.toString())) == 0;
        } catch (NumberFormatException nanOrInfinity) {
            return expected.toString().equals(actual.toString());
        }
    }

    private void compareEnum(String path, String className, String name, Object actual) {
        if (actual instanceof Enum<?> constant) {
            if (!constant.getDeclaringClass().getName().equals(className) || !constant.name().equals(name)) {
                note(Outcome.CORRUPT, path, "expected " + name + " (" + simple(className) + ") got "
                        + Evidence.value(actual));
            }
        } else if (actual instanceof String text && text.equals(name)) {
            note(Outcome.DEGRADED, path, "enum constant came back as a String: expected " + name + " ("
                    + simple(className) + ") got " + Evidence.value(actual));
        } else {
            note(Outcome.CORRUPT, path, "expected " + name + " (" + simple(className) + ") got " + Evidence.value(actual));
        }
    }

    private void compareArray(String path, Object expected, Object actual) {
        int length = Array.getLength(expected);
        Class<?> component = expected.getClass().getComponentType();
        List<Object> actualElements;
        if (actual.getClass().isArray()) {
            if (!actual.getClass().getName().equals(expected.getClass().getName())) {
                note(Outcome.DEGRADED, path, "array type substituted: expected " + Evidence.value(expected)
                        + " got " + Evidence.value(actual));
            }
            actualElements = new ArrayList<>();
            for (int i = 0; i < Array.getLength(actual); i++) {
                actualElements.add(Array.get(actual, i));
            }
        } else if (actual instanceof List<?> list) {
            note(Outcome.DEGRADED, path, "array came back as a list: expected " + Evidence.value(expected)
                    + " got " + Evidence.value(actual));
            actualElements = new ArrayList<>(list);
        } else {
            mismatch(path, expected, actual);
            return;
        }
        if (actualElements.size() != length) {
            mismatch(path, expected, actual);
            return;
        }
        for (int i = 0; i < length; i++) {
            compare(path + "[" + i + "]", Array.get(expected, i), actualElements.get(i), component);
        }
    }

    private void compareCollection(String path, Collection<?> expected, Object actual, boolean checkClass) {
        Collection<?> actualCollection;
        if (actual instanceof Collection<?> collection) {
            actualCollection = collection;
        } else if (actual.getClass().isArray() && !actual.getClass().getComponentType().isPrimitive()) {
            actualCollection = List.of((Object[]) actual);
        } else {
            mismatch(path, expected, actual);
            return;
        }
        if (expected.size() != actualCollection.size()) {
            mismatch(path, expected, actual);
            return;
        }
        if (checkClass && !expected.getClass().getName().equals(actual.getClass().getName())) {
            note(Outcome.DEGRADED, path, "collection type substituted: expected " + Evidence.value(expected)
                    + " got " + Evidence.value(actual));
        }
        List<?> expectedElements = new ArrayList<>(expected);
        List<?> actualElements = new ArrayList<>(actualCollection);
        if (isOrdered(expected)) {
            if (!positionallyMatches(expectedElements, actualElements) && matchesInAnyOrder(expectedElements, actualElements)) {
                note(Outcome.DEGRADED, path, "order of an ordered collection lost: expected "
                        + Evidence.value(expected) + " in insertion order, got another order");
                compareUnordered(path, expectedElements, actualElements);
                return;
            }
            for (int i = 0; i < expectedElements.size(); i++) {
                compare(path + "[" + i + "]", expectedElements.get(i), actualElements.get(i), Object.class);
            }
        } else {
            compareUnordered(path, expectedElements, actualElements);
        }
    }

    private boolean positionallyMatches(List<?> expected, List<?> actual) {
        for (int i = 0; i < expected.size(); i++) {
            if (probe(expected.get(i), actual.get(i), Object.class).isWorseThan(Outcome.DEGRADED)) {
                return false;
            }
        }
        return true;
    }

    private boolean matchesInAnyOrder(List<?> expected, List<?> actual) {
        List<Object> remaining = new ArrayList<>(actual);
        for (Object element : expected) {
            int index = bestMatch(element, remaining);
            if (index < 0) {
                return false;
            }
            remaining.remove(index);
        }
        return true;
    }

    private void compareUnordered(String path, List<?> expected, List<?> actual) {
        List<Object> remaining = new ArrayList<>(actual);
        for (Object element : expected) {
            int index = bestMatch(element, remaining);
            if (index < 0) {
                note(Outcome.CORRUPT, path, "no element matches expected " + Evidence.value(element));
                return;
            }
            compare(path + "[" + Evidence.value(element) + "]", element, remaining.remove(index), Object.class);
        }
    }

    /** Index of an element matching {@code expected} exactly, else one matching with substitutions, else -1. */
    private int bestMatch(Object expected, List<?> candidates) {
        int degraded = -1;
        for (int i = 0; i < candidates.size(); i++) {
            Outcome outcome = probe(expected, candidates.get(i), Object.class);
            if (outcome == Outcome.PASS) {
                return i;
            }
            if (outcome == Outcome.DEGRADED && degraded < 0) {
                degraded = i;
            }
        }
        return degraded;
    }

    private static boolean isOrdered(Collection<?> collection) {
        return collection instanceof List || collection instanceof Deque || collection instanceof SortedSet
                || collection instanceof LinkedHashSet;
    }

    private void compareMap(String path, Map<?, ?> expected, Object actual, boolean checkClass) {
        if (!(actual instanceof Map<?, ?> actualMap)) {
            mismatch(path, expected, actual);
            return;
        }
        if (expected.size() != actualMap.size()) {
            mismatch(path, expected, actual);
            return;
        }
        if (checkClass && !expected.getClass().getName().equals(actual.getClass().getName())) {
            note(Outcome.DEGRADED, path, "map type substituted: expected " + Evidence.value(expected)
                    + " got " + Evidence.value(actual));
        }
        List<Object> actualKeys = new ArrayList<>(actualMap.keySet());
        List<Object> matchedKeys = new ArrayList<>();
        for (Map.Entry<?, ?> entry : expected.entrySet()) {
            int index = bestMatch(entry.getKey(), actualKeys);
            String child = path + "[" + keyText(entry.getKey()) + "]";
            if (index < 0) {
                note(Outcome.CORRUPT, child, "key missing from " + Evidence.value(actual));
                return;
            }
            Object actualKey = actualKeys.remove(index);
            matchedKeys.add(actualKey);
            compare(child + "(key)", entry.getKey(), actualKey, Object.class);
            compare(child, entry.getValue(), actualMap.get(actualKey), Object.class);
        }
        if ((expected instanceof LinkedHashMap || expected instanceof SortedMap)
                && !sameOrder(matchedKeys, new ArrayList<>(actualMap.keySet()))) {
            note(Outcome.DEGRADED, path, "order of an ordered map lost: expected " + Evidence.value(expected)
                    + " in its order, got " + Evidence.value(actual) + " in another order");
        }
    }

    private static boolean sameOrder(List<Object> matchedInExpectedOrder, List<Object> actualOrder) {
        Iterator<Object> actual = actualOrder.iterator();
        for (Object key : matchedInExpectedOrder) {
            if (!actual.hasNext() || actual.next() != key) {
                return false;
            }
        }
        return true;
    }

    private static String keyText(Object key) {
        return key instanceof String || key instanceof Number || key instanceof Enum<?>
                ? String.valueOf(key) : Evidence.value(key);
    }

    private void compareBean(String path, String className, ExpectedFields expected, Object actual) {
        if (actual instanceof Map<?, ?> map) {
            note(Outcome.DEGRADED, path, "bean came back as a map: expected a " + simple(className) + " got "
                    + Evidence.value(actual));
            for (String name : expected.names()) {
                compare(path + "." + name, relaxedIfContentOnly(name, expected.value(name)), map.get(name), Object.class);
            }
            return;
        }
        if (!actual.getClass().getName().equals(className)) {
            note(Outcome.CORRUPT, path, "expected a " + simple(className) + " got " + Evidence.value(actual));
            return;
        }
        Map<String, java.lang.reflect.Field> actualFields = BeanFields.of(actual.getClass());
        expected.requireKnown(actualFields.keySet());
        actualFields.forEach((name, field) -> compareField(path.equals("(root)") ? name : path + "." + name,
                relaxedIfContentOnly(name, expected.valueOrDefault(name)), field, actual));
    }

    private void compareField(String path, Object expected, java.lang.reflect.Field field, Object actual) {
        Object value;
        try {
            value = BeanFields.read(field, actual);
        } catch (PollutedFieldException polluted) {
            note(Outcome.CORRUPT, path, polluted.getMessage());
            return;
        }
        compare(path, expected, value, field.getType());
    }

    /** Null; or zero, false, NUL where the declared type is primitive or unknown (a map's value). */
    private Object relaxedIfContentOnly(String fieldName, Object expected) {
        return contentOnlyFields.contains(fieldName) && (expected instanceof Collection || expected instanceof Map)
                ? new Expected.AnyImplementation(expected) : expected;
    }

    private static boolean isJavaDefault(Object value, Class<?> declared) {
        if (value == null) {
            return true;
        }
        if (!declared.isPrimitive() && declared != Object.class) {
            return false;
        }
        if (value instanceof Boolean flag) {
            return !flag;
        }
        if (value instanceof Character character) {
            return character == '\0';
        }
        return (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte
                || value instanceof Double || value instanceof Float) && ((Number) value).doubleValue() == 0;
    }

    private static Object coerceToPrimitive(Object expected, Class<?> declared) {
        if (!declared.isPrimitive() || !(expected instanceof Number number)) {
            return expected;
        }
        if (declared == long.class) {
            return number.longValue();
        }
        if (declared == int.class) {
            return number.intValue();
        }
        if (declared == short.class) {
            return number.shortValue();
        }
        if (declared == byte.class) {
            return number.byteValue();
        }
        if (declared == double.class) {
            return number.doubleValue();
        }
        if (declared == float.class) {
            return number.floatValue();
        }
        return expected;
    }

    private static boolean isScalar(Object value) {
        return value instanceof CharSequence || value instanceof Number || value instanceof Boolean
                || value instanceof Character;
    }

    private static String simple(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }

    /** The expected field values of a bean, whichever way the expectation gives them. */
    private interface ExpectedFields {
        Iterable<String> names();

        Object value(String name);

        Object valueOrDefault(String name);

        void requireKnown(java.util.Set<String> actualNames);
    }

    private record RealBeanFields(Object expected) implements ExpectedFields {
        @Override
        public Iterable<String> names() {
            return BeanFields.of(expected.getClass()).keySet();
        }

        @Override
        public Object value(String name) {
            return BeanFields.read(BeanFields.of(expected.getClass()).get(name), expected);
        }

        @Override
        public Object valueOrDefault(String name) {
            java.lang.reflect.Field field = BeanFields.of(expected.getClass()).get(name);
            return field == null ? JAVA_DEFAULT : BeanFields.read(field, expected);
        }

        @Override
        public void requireKnown(java.util.Set<String> actualNames) {
        }
    }

    private record DescribedBeanFields(Expected.Bean bean) implements ExpectedFields {
        @Override
        public Iterable<String> names() {
            return bean.fields().keySet();
        }

        @Override
        public Object value(String name) {
            return bean.fields().get(name);
        }

        @Override
        public Object valueOrDefault(String name) {
            return bean.fields().containsKey(name) ? bean.fields().get(name) : JAVA_DEFAULT;
        }

        @Override
        public void requireKnown(java.util.Set<String> actualNames) {
            for (String name : bean.fields().keySet()) {
                if (!actualNames.contains(name)) {
                    throw new IllegalStateException("The expectation names field '" + name + "' but the reader's "
                            + bean.className() + " declares only " + actualNames + "; fix the case definition");
                }
            }
        }
    }

    @Override
    public String toString() {
        return Objects.toString(worst) + (evidence == null ? "" : ": " + evidence);
    }
}
