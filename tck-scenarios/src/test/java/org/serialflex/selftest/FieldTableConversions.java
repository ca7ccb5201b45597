package org.serialflex.selftest;

import java.lang.reflect.Field;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;

/**
 * {@link FieldTableAdapter}s that meet a value whose type differs from the reader's field (C08),
 * each the way some real library does. Registered for the worlds in META-INF/services.
 */
public final class FieldTableConversions {

    private FieldTableConversions() {
    }

    /** Assigns by name, converting a value to the field's type when they differ. */
    public static class ConvertsValues extends FieldTableAdapter {
        /** The adapter {@code selftest-converts-values}, registered through META-INF/services. */
        public ConvertsValues() {
            this("selftest-converts-values");
        }

        /** A subclass's own adapter id. */
        protected ConvertsValues(String id) {
            super(id);
        }

        @Override
        protected void assign(Object target, FieldTable table, List<Object> values) throws Exception {
            for (int i = 0; i < values.size(); i++) {
                Field field = fieldNamed(target.getClass(), table.names().get(i));
                if (field != null) {
                    field.set(target, convert(values.get(i), field.getType()));
                }
            }
        }

        /** {@code value} as a {@code type}. */
        protected Object convert(Object value, Class<?> type) {
            if (value == null || type.isInstance(value) || type.isPrimitive() && !(value instanceof String)
                    && !(value instanceof Number number && narrowing(number, type))) {
                return value;
            }
            String text = String.valueOf(value);
            if (type == String.class) {
                return text;
            }
            if (type == int.class || type == Integer.class) {
                return Integer.valueOf(text);
            }
            if (type == long.class || type == Long.class) {
                return Long.valueOf(text);
            }
            if (type == BigDecimal.class) {
                return new BigDecimal(text);
            }
            if (type == BigInteger.class) {
                return new BigInteger(text);
            }
            return value;
        }

        private static boolean narrowing(Number number, Class<?> type) {
            return (type == int.class || type == short.class || type == byte.class) && number instanceof Long;
        }
    }

    /**
     * Converts a String to an int through the first no-argument int method of String, which is
     * {@code length()}: one-nio 2.3's fallback. "42" arrives as 2.
     */
    public static final class ConvertsByLength extends ConvertsValues {
        /** The adapter {@code selftest-converts-by-length}, registered through META-INF/services. */
        public ConvertsByLength() {
            super("selftest-converts-by-length");
        }

        @Override
        protected Object convert(Object value, Class<?> type) {
            return value instanceof String text && type == int.class ? text.length() : super.convert(value, type);
        }
    }

    /** Leaves a field at its default when the value does not fit it as it is. */
    public static final class SkipsMismatchedTypes extends FieldTableAdapter {
        /** The adapter {@code selftest-skips-mismatched-types}, registered through META-INF/services. */
        public SkipsMismatchedTypes() {
            super("selftest-skips-mismatched-types");
        }

        @Override
        protected void assign(Object target, FieldTable table, List<Object> values) throws Exception {
            for (int i = 0; i < values.size(); i++) {
                Field field = fieldNamed(target.getClass(), table.names().get(i));
                try {
                    if (field != null) {
                        field.set(target, values.get(i));
                    }
                } catch (IllegalArgumentException doesNotFit) {
                    // the field keeps its default, as a lenient library that skips it does
                }
            }
        }
    }
}
