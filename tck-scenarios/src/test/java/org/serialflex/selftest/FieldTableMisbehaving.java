package org.serialflex.selftest;

import java.io.EOFException;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * {@link FieldTableAdapter}s with one design choice of a real library each, every one of which
 * some criterion must catch. Registered for the worlds in META-INF/services.
 */
public final class FieldTableMisbehaving {

    private FieldTableMisbehaving() {
    }

    /**
     * Matches fields by position in declaration order (superclass first), as formats without field
     * names do: the n-th value goes into the reader's n-th field, surplus values are left unread,
     * and running out of values fails like a buffer underflow.
     */
    public static class ByDeclarationPosition extends FieldTableAdapter {
        /** The adapter {@code selftest-by-declaration-position}, registered through META-INF/services. */
        public ByDeclarationPosition() {
            this("selftest-by-declaration-position");
        }

        /** A subclass's own adapter id. */
        protected ByDeclarationPosition(String id) {
            super(id);
        }

        @Override
        protected void assign(Object target, FieldTable table, List<Object> values) throws Exception {
            List<Field> fields = fieldsToWrite(target.getClass());
            for (int i = 0; i < fields.size(); i++) {
                if (i >= values.size()) {
                    throw new EOFException("ran out of values: " + target.getClass().getSimpleName() + " has "
                            + fields.size() + " fields, the data only " + values.size());
                }
                fields.get(i).set(target, values.get(i));
            }
        }
    }

    /** Matches fields by position in alphabetical order of their names, as Kryo's FieldSerializer orders them. */
    public static final class ByAlphabeticalPosition extends ByDeclarationPosition {
        /** The adapter {@code selftest-by-alphabetical-position}, registered through META-INF/services. */
        public ByAlphabeticalPosition() {
            super("selftest-by-alphabetical-position");
        }

        @Override
        protected List<Field> fieldsToWrite(Class<?> type) {
            return super.fieldsToWrite(type).stream().sorted(Comparator.comparing(Field::getName)).toList();
        }
    }

    /** Rejects data carrying a field the reader's class does not declare, as a strict JSON mapper does. */
    public static final class StrictNames extends FieldTableAdapter {
        /** The adapter {@code selftest-strict-names}, registered through META-INF/services. */
        public StrictNames() {
            super("selftest-strict-names");
        }

        @Override
        protected void assign(Object target, FieldTable table, List<Object> values) throws Exception {
            for (String name : table.names()) {
                if (fieldNamed(target.getClass(), name) == null) {
                    throw new IllegalArgumentException("unknown field '" + name + "' for "
                            + target.getClass().getSimpleName());
                }
            }
            super.assign(target, table, values);
        }
    }

    /** Writes transient fields too, as a library that looks only at getters and setters does. */
    public static final class IgnoresTransient extends FieldTableAdapter {
        /** The adapter {@code selftest-ignores-transient}, registered through META-INF/services. */
        public IgnoresTransient() {
            super("selftest-ignores-transient");
        }

        @Override
        protected List<Field> fieldsToWrite(Class<?> type) {
            return instanceFields(type);
        }
    }

    /** Leaves final fields out, as a library that will not write a final field does. */
    public static final class SkipsFinalFields extends FieldTableAdapter {
        /** The adapter {@code selftest-skips-final-fields}, registered through META-INF/services. */
        public SkipsFinalFields() {
            super("selftest-skips-final-fields");
        }

        @Override
        protected List<Field> fieldsToWrite(Class<?> type) {
            return super.fieldsToWrite(type).stream().filter(field -> !Modifier.isFinal(field.getModifiers())).toList();
        }
    }

    /** Carries only bean properties: fields with a public setter, as a setter-based mapper does. */
    public static final class SettersOnly extends FieldTableAdapter {
        /** The adapter {@code selftest-setters-only}, registered through META-INF/services. */
        public SettersOnly() {
            super("selftest-setters-only");
        }

        @Override
        protected List<Field> fieldsToWrite(Class<?> type) {
            return super.fieldsToWrite(type).stream().filter(field -> hasSetter(type, field)).toList();
        }

        private static boolean hasSetter(Class<?> type, Field field) {
            String setter = "set" + Character.toUpperCase(field.getName().charAt(0)) + field.getName().substring(1);
            return Arrays.stream(type.getMethods()).anyMatch(method -> method.getName().equals(setter)
                    && method.getParameterCount() == 1);
        }
    }

    /**
     * Creates the reader's object through its constructor with the most parameters, passing null,
     * zero or false for each, then assigns the fields; a constructor that rejects nulls stops it.
     */
    public static final class CallsConstructorWithNulls extends FieldTableAdapter {
        /** The adapter {@code selftest-calls-constructor-with-nulls}, registered through META-INF/services. */
        public CallsConstructorWithNulls() {
            super("selftest-calls-constructor-with-nulls");
        }

        @Override
        protected Object instantiate(Class<?> type) throws Exception {
            Constructor<?> widest = Arrays.stream(type.getDeclaredConstructors())
                    .max(Comparator.comparingInt(Constructor::getParameterCount)).orElseThrow();
            widest.setAccessible(true);
            Object[] placeholders = Arrays.stream(widest.getParameterTypes()).map(CallsConstructorWithNulls::placeholder)
                    .toArray();
            try {
                return widest.newInstance(placeholders);
            } catch (InvocationTargetException e) {
                throw e.getCause() instanceof Exception cause ? cause : e;
            }
        }

        /** Null, or the primitive's default: what a fresh array of the type holds. */
        private static Object placeholder(Class<?> type) {
            return type.isPrimitive() ? Array.get(Array.newInstance(type, 1), 0) : null;
        }
    }
}
