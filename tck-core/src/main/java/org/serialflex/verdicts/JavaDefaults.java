package org.serialflex.verdicts;

/** What a field holds when nothing was assigned to it, and how a number fits a primitive field. */
final class JavaDefaults {

    /** The expected value of a field a described bean does not list. */
    static final Object JAVA_DEFAULT = new Object() {
        @Override
        public String toString() {
            return "the Java default";
        }
    };

    private JavaDefaults() {
    }

    /** Null; or zero, false, NUL where the declared type is primitive or unknown (a map's value). */
    static boolean isJavaDefault(Object value, Class<?> declared) {
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

    /** {@code expected} as the box of the primitive {@code declared}, so 42 expected in a long field is 42L. */
    static Object coerceToPrimitive(Object expected, Class<?> declared) {
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
}
