package org.serialflex.check;

/** Java's default values: what a field holds before anything assigns it. */
final class JavaDefault {

    private JavaDefault() {
    }

    /** Whether {@code value} is the default of a field of {@code type} (0, false, '\0'; null for references). */
    static boolean is(Object value, Class<?> type) {
        if (value == null) {
            return true;
        }
        if (!type.isPrimitive()) {
            return false;
        }
        if (value instanceof Boolean b) {
            return !b;
        }
        if (value instanceof Character c) {
            return c == '\0';
        }
        return value instanceof Number n && n.doubleValue() == 0;
    }
}
