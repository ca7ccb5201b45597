package org.serialflex.verdicts;

import org.serialflex.results.Outcome;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * Arrays, collections and maps: same size, elements matched in order where order counts, else by
 * best match; a substituted class (where classes are judged) or a lost order is DEGRADED, a
 * missing or different element CORRUPT. Where the concrete class is judged, the expected
 * container's class says whether order counts; where it is not, lists and deques keep their order
 * and a set or map keeps its order only when the declared type promises one (a sorted or linked
 * set or map).
 */
final class ContainerComparison {

    private final Comparison hub;
    private final Findings findings;

    ContainerComparison(Comparison hub, Findings findings) {
        this.hub = hub;
        this.findings = findings;
    }

    void compareArray(String path, Object expected, Object actual) {
        int length = Array.getLength(expected);
        Class<?> component = expected.getClass().getComponentType();
        List<Object> actualElements;
        if (actual.getClass().isArray()) {
            if (!actual.getClass().getName().equals(expected.getClass().getName())) {
                findings.note(Outcome.DEGRADED, path, "array type substituted: expected " + Evidence.value(expected)
                        + " got " + Evidence.value(actual));
            }
            if (Array.getLength(actual) != length) {
                // before boxing a single element: a forged length may have made the array huge
                findings.mismatch(path, expected, actual);
                return;
            }
            actualElements = new ArrayList<>(length);
            for (int i = 0; i < length; i++) {
                actualElements.add(Array.get(actual, i));
            }
        } else if (actual instanceof List<?> list) {
            findings.note(Outcome.DEGRADED, path, "array came back as a list: expected " + Evidence.value(expected)
                    + " got " + Evidence.value(actual));
            actualElements = new ArrayList<>(list);
        } else if (JdkValues.keptAs(expected, actual)) {
            findings.note(Outcome.DEGRADED, path, "value kept as another type: expected " + Evidence.value(expected)
                    + " got " + Evidence.value(actual));
            return;
        } else {
            findings.mismatch(path, expected, actual);
            return;
        }
        if (actualElements.size() != length) {
            findings.mismatch(path, expected, actual);
            return;
        }
        for (int i = 0; i < length; i++) {
            hub.compare(path + "[" + i + "]", Array.get(expected, i), actualElements.get(i), component);
        }
    }

    void compareCollection(String path, Collection<?> expected, Object actual, boolean checkClass,
                           Class<?> declared) {
        Collection<?> actualCollection;
        if (actual instanceof Collection<?> collection) {
            actualCollection = collection;
        } else if (actual.getClass().isArray() && !actual.getClass().getComponentType().isPrimitive()) {
            actualCollection = List.of((Object[]) actual);
        } else {
            findings.mismatch(path, expected, actual);
            return;
        }
        if (expected.size() != actualCollection.size()) {
            findings.mismatch(path, expected, actual);
            return;
        }
        if (checkClass && !expected.getClass().getName().equals(actual.getClass().getName())) {
            findings.note(Outcome.DEGRADED, path, "collection type substituted: expected " + Evidence.value(expected)
                    + " got " + Evidence.value(actual));
        }
        List<?> expectedElements = new ArrayList<>(expected);
        List<?> actualElements = new ArrayList<>(actualCollection);
        if (checkClass ? isOrdered(expected) : promisesOrder(expected, declared)) {
            if (!positionallyMatches(expectedElements, actualElements) && matchesInAnyOrder(expectedElements, actualElements)) {
                findings.note(Outcome.DEGRADED, path, "order of an ordered collection lost: expected "
                        + Evidence.value(expected) + " in insertion order, got another order");
                compareUnordered(path, expectedElements, actualElements);
                return;
            }
            for (int i = 0; i < expectedElements.size(); i++) {
                hub.compare(path + "[" + i + "]", expectedElements.get(i), actualElements.get(i), Object.class);
            }
        } else {
            compareUnordered(path, expectedElements, actualElements);
        }
    }

    void compareMap(String path, Map<?, ?> expected, Object actual, boolean checkClass, Class<?> declared) {
        if (!(actual instanceof Map<?, ?> actualMap)) {
            findings.mismatch(path, expected, actual);
            return;
        }
        if (expected.size() != actualMap.size()) {
            findings.mismatch(path, expected, actual);
            return;
        }
        if (checkClass && !expected.getClass().getName().equals(actual.getClass().getName())) {
            findings.note(Outcome.DEGRADED, path, "map type substituted: expected " + Evidence.value(expected)
                    + " got " + Evidence.value(actual));
        }
        LinkedHashSet<Object> actualKeys = new LinkedHashSet<>(actualMap.keySet());
        List<Object> matchedKeys = new ArrayList<>();
        for (Map.Entry<?, ?> entry : expected.entrySet()) {
            String child = path + "[" + keyText(entry.getKey()) + "]";
            Object actualKey = sameScalarKey(entry.getKey(), actualKeys);
            if (actualKey == null) {
                // a key of another type, or a bean: the best match among the keys not matched yet
                List<Object> candidates = new ArrayList<>(actualKeys);
                int index = bestMatch(entry.getKey(), candidates);
                if (index < 0) {
                    findings.note(Outcome.CORRUPT, child, "key missing from " + Evidence.value(actual));
                    return;
                }
                actualKey = candidates.get(index);
            }
            actualKeys.remove(actualKey);
            matchedKeys.add(actualKey);
            hub.compare(child + "(key)", entry.getKey(), actualKey, Object.class);
            hub.compare(child, entry.getValue(), actualMap.get(actualKey), Object.class);
        }
        boolean ordered = checkClass ? expected instanceof LinkedHashMap || expected instanceof SortedMap
                : LinkedHashMap.class.isAssignableFrom(declared) || SortedMap.class.isAssignableFrom(declared);
        if (ordered && !sameOrder(matchedKeys, new ArrayList<>(actualMap.keySet()))) {
            findings.note(Outcome.DEGRADED, path, "order of an ordered map lost: expected " + Evidence.value(expected)
                    + " in its order, got " + Evidence.value(actual) + " in another order");
        }
    }

    /**
     * The reader's key equal to {@code expected} when both are the same scalar (a String, a boxed number): found by
     * hashing, so a map of ten thousand entries costs ten thousand look-ups, not a hundred million comparisons.
     */
    private static Object sameScalarKey(Object expected, java.util.Set<Object> actualKeys) {
        // equals() of a String or a boxed number holds only for the same class and value: the reader's key is this one
        return expected != null && ScalarComparison.isScalar(expected) && actualKeys.contains(expected) ? expected : null;
    }

    private boolean positionallyMatches(List<?> expected, List<?> actual) {
        for (int i = 0; i < expected.size(); i++) {
            if (hub.probe(expected.get(i), actual.get(i), Object.class).isWorseThan(Outcome.DEGRADED)) {
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
                findings.note(Outcome.CORRUPT, path, "no element matches expected " + Evidence.value(element));
                return;
            }
            hub.compare(path + "[" + Evidence.value(element) + "]", element, remaining.remove(index), Object.class);
        }
    }

    /** Index of an element matching {@code expected} exactly, else one matching with substitutions, else -1. */
    private int bestMatch(Object expected, List<?> candidates) {
        int degraded = -1;
        for (int i = 0; i < candidates.size(); i++) {
            Outcome outcome = hub.probe(expected, candidates.get(i), Object.class);
            if (outcome == Outcome.PASS) {
                return i;
            }
            if (outcome == Outcome.DEGRADED && degraded < 0) {
                degraded = i;
            }
        }
        return degraded;
    }

    /** Sequences keep their order whatever the reader built; a set only when its declared type is sorted or linked. */
    private static boolean promisesOrder(Collection<?> expected, Class<?> declared) {
        return expected instanceof List || expected instanceof Deque || SortedSet.class.isAssignableFrom(declared)
                || LinkedHashSet.class.isAssignableFrom(declared);
    }

    private static boolean isOrdered(Collection<?> collection) {
        return collection instanceof List || collection instanceof Deque || collection instanceof SortedSet
                || collection instanceof LinkedHashSet;
    }

    private static boolean sameOrder(List<Object> matchedInExpectedOrder, List<Object> actualOrder) {
        Iterator<Object> actual = actualOrder.iterator();
        for (Object key : matchedInExpectedOrder) {
            if (!actual.hasNext() || !java.util.Objects.equals(actual.next(), key)) {
                return false;
            }
        }
        return true;
    }

    private static String keyText(Object key) {
        return key instanceof String || key instanceof Number || key instanceof Enum<?>
                ? String.valueOf(key) : Evidence.value(key);
    }
}
