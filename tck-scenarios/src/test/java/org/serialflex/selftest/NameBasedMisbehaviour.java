package org.serialflex.selftest;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@link NameBasedAdapter} spoiled in one way each, as real tolerant libraries are; registered
 * for the worlds in META-INF/services. They prove that C19 and C20 see what they claim to see.
 */
public final class NameBasedMisbehaviour {

    private NameBasedMisbehaviour() {
    }

    /** Gives Set-declared fields a LinkedHashSet: the right elements in a substituted class. */
    public static final class LinkedSets extends NameBasedAdapter {
        /** The adapter {@code selftest-name-based-linked-sets}, registered through META-INF/services. */
        public LinkedSets() {
            super("selftest-name-based-linked-sets");
        }

        @Override
        protected Set<Object> newSet() {
            return new LinkedHashSet<>();
        }
    }

    /** Leaves a field null when the writer's sequence kind differs from the declared type (array, set, list). */
    public static final class SkipsRetypedSequences extends NameBasedAdapter {
        /** The adapter {@code selftest-name-based-skips-retyped}, registered through META-INF/services. */
        public SkipsRetypedSequences() {
            super("selftest-name-based-skips-retyped");
        }

        @Override
        protected boolean fits(Kind kind, Class<?> type) {
            return switch (kind) {
                case ARRAY -> type.isArray();
                case SET -> Set.class.isAssignableFrom(type) || type == Object.class;
                case OTHER_COLLECTION -> !type.isArray() && !Set.class.isAssignableFrom(type);
            };
        }
    }

    /** Fails on a field the reader's class does not declare, as Jackson does by default. */
    public static final class Strict extends NameBasedAdapter {
        /** The adapter {@code selftest-name-based-strict}, registered through META-INF/services. */
        public Strict() {
            super("selftest-name-based-strict");
        }

        @Override
        protected void unknownField(BeanNode node, String name) {
            throw new IllegalStateException("Unrecognized field '" + name + "' for " + node.className());
        }
    }

    /**
     * Passes record values to the canonical constructor in the writer's order, as a positional
     * format does: extra values are dropped and missing ones defaulted, so only reordering shows.
     */
    public static final class PositionalRecords extends NameBasedAdapter {
        /** The adapter {@code selftest-name-based-positional-records}, registered through META-INF/services. */
        public PositionalRecords() {
            super("selftest-name-based-positional-records");
        }

        @Override
        protected Object[] recordArguments(RecordComponent[] components, BeanNode node) throws Exception {
            List<Object> values = new ArrayList<>(node.fields().values());
            Object[] arguments = new Object[components.length];
            for (int i = 0; i < components.length; i++) {
                arguments[i] = i < values.size()
                        ? fromTree(values.get(i), components[i].getType(), components[i].getGenericType())
                        : defaultValue(components[i].getType());
            }
            return arguments;
        }
    }

    /** Treats a record as a bean: allocates it without a constructor and sets its fields, which a record refuses. */
    public static final class RecordsAsBeans extends NameBasedAdapter {
        /** The adapter {@code selftest-name-based-records-as-beans}, registered through META-INF/services. */
        public RecordsAsBeans() {
            super("selftest-name-based-records-as-beans");
        }

        @Override
        protected Object readRecord(Class<?> type, BeanNode node) throws Exception {
            Constructor<?> allocator = sun.reflect.ReflectionFactory.getReflectionFactory()
                    .newConstructorForSerialization(type, Object.class.getDeclaredConstructor());
            Object record = allocator.newInstance();
            for (RecordComponent component : type.getRecordComponents()) {
                Field field = type.getDeclaredField(component.getName());
                field.setAccessible(true);
                field.set(record, fromTree(node.fields().get(component.getName()), component.getType(),
                        component.getGenericType()));
            }
            return record;
        }
    }
}
