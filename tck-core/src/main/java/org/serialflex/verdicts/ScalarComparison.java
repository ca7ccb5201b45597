package org.serialflex.verdicts;

import org.serialflex.results.Outcome;

import java.math.BigDecimal;

/**
 * Strings, numbers, booleans, characters and enum constants: equal by value, BigDecimal by
 * {@code compareTo}, floating point exactly; a number of another type with the same value and an
 * enum constant read as its name are substitutions (DEGRADED), and so is a value where the declared type could have
 * held the writer's own ({@code Object}) handed back as a library's own object holding it (Gson's
 * {@code JsonPrimitive} holding the same text): a type substituted, the value kept; a JDK value kept in another of
 * its own forms ({@link JdkValues#keptAs}) is DEGRADED too.
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

    void compareScalar(String path, Object expected, Object actual, Class<?> declared) {
        if (expected.getClass() == actual.getClass()) {
            if (!scalarEquals(expected, actual)) {
                findings.mismatch(path, expected, actual);
            }
        } else if (expected instanceof Number e && actual instanceof Number a && numericallyEqual(e, a)) {
            findings.note(Outcome.DEGRADED, path, "number type substituted: expected " + Evidence.value(expected)
                    + " got " + Evidence.value(actual));
        } else if (holds(actual, expected, declared)) {
            findings.note(Outcome.DEGRADED, path, "type substituted, the value kept: expected " + Evidence.value(expected)
                    + " got " + Evidence.value(actual) + " holding it");
        } else if (JdkValues.keptAs(expected, actual)) {
            findings.note(Outcome.DEGRADED, path, "value kept as another type: expected " + Evidence.value(expected)
                    + " got " + Evidence.value(actual));
        } else {
            findings.mismatch(path, expected, actual);
        }
    }

    /**
     * Whether {@code actual}, an object of no JDK class in a place whose declared type could have held
     * {@code expected} itself, holds {@code expected} in a field of its own: the reader chose its own type for the
     * value. A field retyped to a class (String to Wrapper) is not such a place: its declared type cannot hold the
     * writer's value.
     */
    private static boolean holds(Object actual, Object expected, Class<?> declared) {
        if (declared == null || !declared.isInstance(expected) || isScalar(actual) || BeanFields.isJdk(actual.getClass())) {
            return false;
        }
        for (java.lang.reflect.Field field : BeanFields.of(actual.getClass()).values()) {
            Object held = BeanFields.read(field, actual);
            if (held != null && isScalar(held) && (held.getClass() == expected.getClass() ? scalarEquals(expected, held)
                    : expected instanceof Number e && held instanceof Number h ? numericallyEqual(e, h)
                    : held.toString().equals(expected.toString()))) {
                return true;
            }
        }
        return false;
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
