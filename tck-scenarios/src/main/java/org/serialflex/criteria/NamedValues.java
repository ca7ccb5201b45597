package org.serialflex.criteria;

import java.util.Arrays;

/**
 * Name/value pairs such as {@link Baseline#values}, turned into what a constructor takes: the
 * values alone, in declaration order, optionally with some of them replaced.
 */
final class NamedValues {

    private NamedValues() {
    }

    /** A copy of {@code namesAndValues} where each name of {@code replacements} gets its new value. */
    static Object[] replacing(Object[] namesAndValues, Object... replacements) {
        Object[] copy = Arrays.copyOf(namesAndValues, namesAndValues.length);
        for (int r = 0; r < replacements.length; r += 2) {
            copy[indexOfValue(copy, (String) replacements[r])] = replacements[r + 1];
        }
        return copy;
    }

    /** The values of {@code namesAndValues} in their order: the arguments of an all-args constructor. */
    static Object[] arguments(Object[] namesAndValues) {
        Object[] values = new Object[namesAndValues.length / 2];
        for (int i = 0; i < values.length; i++) {
            values[i] = namesAndValues[2 * i + 1];
        }
        return values;
    }

    private static int indexOfValue(Object[] namesAndValues, String name) {
        for (int i = 0; i < namesAndValues.length; i += 2) {
            if (namesAndValues[i].equals(name)) {
                return i + 1;
            }
        }
        throw new IllegalArgumentException("No field named " + name + " among " + Arrays.toString(namesAndValues));
    }
}
