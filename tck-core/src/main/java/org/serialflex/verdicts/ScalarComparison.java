package org.serialflex.verdicts;

import org.serialflex.results.Outcome;

import java.math.BigDecimal;

/**
 * Strings, numbers, booleans, characters and enum constants: equal by value, BigDecimal by
 * {@code compareTo}, floating point exactly; a number of another type with the same value and an
 * enum constant read as its name are substitutions (DEGRADED).
 */
final class ScalarComparison {

    private final Findings findings;

    ScalarComparison(Findings findings) {
        this.findings = findings;
    }

    static boolean isScalar(Object value) {
        return value instanceof CharSequence || value instanceof Number || value instanceof Boolean
                || value instanceof Character;
    }

    void compareScalar(String path, Object expected, Object actual) {
        if (expected.getClass() == actual.getClass()) {
            if (!scalarEquals(expected, actual)) {
                findings.mismatch(path, expected, actual);
            }
        } else if (expected instanceof Number e && actual instanceof Number a && numericallyEqual(e, a)) {
            findings.note(Outcome.DEGRADED, path, "number type substituted: expected " + Evidence.value(expected)
                    + " got " + Evidence.value(actual));
        } else if (JdkValues.keptAs(expected, actual)) {
            findings.note(Outcome.DEGRADED, path, "value kept as another type: expected " + Evidence.value(expected)
                    + " got " + Evidence.value(actual));
        } else {
            findings.mismatch(path, expected, actual);
        }
    }

    void compareEnum(String path, String className, String name, Object actual) {
        if (actual instanceof Enum<?> constant) {
            if (!constant.getDeclaringClass().getName().equals(className) || !constant.name().equals(name)) {
                findings.note(Outcome.CORRUPT, path, "expected " + name + " (" + Evidence.simpleName(className)
                        + ") got " + Evidence.value(actual));
            }
        } else if (actual instanceof String text && text.equals(name)) {
            findings.note(Outcome.DEGRADED, path, "enum constant came back as a String: expected " + name + " ("
                    + Evidence.simpleName(className) + ") got " + Evidence.value(actual));
        } else {
            findings.note(Outcome.CORRUPT, path, "expected " + name + " (" + Evidence.simpleName(className) + ") got "
                    + Evidence.value(actual));
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
        return JdkValues.sameValue(expected, actual);
    }

    private static boolean numericallyEqual(Number expected, Number actual) {
        try {
            return new BigDecimal(expected.toString()).compareTo(new BigDecimal(actual.toString())) == 0;
        } catch (NumberFormatException nanOrInfinity) {
            return expected.toString().equals(actual.toString());
        }
    }
}
