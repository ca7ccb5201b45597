package org.serialflex.check;

import org.serialflex.verdicts.BeanFields;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A copy of the writer's object graph that belongs to no world: beans become {@link Bean} nodes
 * (class name and field values by name), enum constants {@link Constant} nodes, collections and
 * maps plain JDK containers of copied values; immutable JDK values stay as they are. The reader's
 * expectation is built from it in the reader world's terms, so nothing of the writer world is
 * held beyond the write.
 */
final class Snapshot {

    /** A bean or record of the team's classes: its class and every instance field by name. */
    record Bean(String className, Map<String, Object> fields) {
    }

    /** An enum constant of the team's classes. */
    record Constant(String enumClassName, String name) {
    }

    /**
     * A collection or map of one of the team's classes that adds fields to the JDK's ({@code Paths extends
     * LinkedHashMap} with its {@code extensions}): its content as for a JDK container, and those fields, so
     * that a library that writes such a class as a plain container and drops them is seen to do so.
     */
    record Container(String className, Object content, Map<String, Object> fields) {
    }

    /** A collection the writer held, with its elements copied; {@code ordered} when its class keeps an order. */
    record Sequence(List<Object> elements, boolean ordered, boolean isSet) {
    }

    private final IdentityHashMap<Object, Object> copies = new IdentityHashMap<>();

    private Snapshot() {
    }

    /** The world-free copy of {@code writerObject}. */
    static Object of(Object writerObject) {
        return new Snapshot().copy(writerObject);
    }

    private Object copy(Object value) {
        if (value == null || isImmutableJdkValue(value)) {
            return value;
        }
        Object known = copies.get(value);
        if (known != null) {
            return known;
        }
        if (value instanceof Enum<?> constant) {
            return BeanFields.isJdk(constant.getDeclaringClass()) ? value
                    : new Constant(constant.getDeclaringClass().getName(), constant.name());
        }
        if (value.getClass().isArray()) {
            return copyArray(value);
        }
        if (value instanceof Collection<?> collection) {
            List<Object> elements = new ArrayList<>();
            Sequence sequence = new Sequence(elements, !(value instanceof java.util.HashSet<?>)
                    || value instanceof java.util.LinkedHashSet<?>, value instanceof java.util.Set<?>);
            Object copy = withOwnFields(value, sequence);
            collection.forEach(e -> elements.add(copy(e)));
            return copy;
        }
        if (value instanceof Map<?, ?> map) {
            Map<Object, Object> entries = new LinkedHashMap<>();
            Object copy = withOwnFields(value, entries);
            map.forEach((k, v) -> entries.put(copy(k), copy(v)));
            return copy;
        }
        Map<String, Object> fields = new LinkedHashMap<>();
        Bean bean = new Bean(value.getClass().getName(), fields);
        copies.put(value, bean);
        for (Map.Entry<String, Field> field : BeanFields.of(value.getClass()).entrySet()) {
            fields.put(field.getKey(), copy(BeanFields.read(field.getValue(), value)));
        }
        return bean;
    }

    /** {@code content}, or a {@link Container} of it when the container's class adds fields of its own; remembered. */
    private Object withOwnFields(Object container, Object content) {
        Map<String, Field> own = BeanFields.isJdk(container.getClass()) ? Map.of() : BeanFields.of(container.getClass());
        if (own.isEmpty()) {
            copies.put(container, content);
            return content;
        }
        Map<String, Object> fields = new LinkedHashMap<>();
        Container copy = new Container(container.getClass().getName(), content, fields);
        copies.put(container, copy);
        own.forEach((name, field) -> fields.put(name, copy(BeanFields.read(field, container))));
        return copy;
    }

    private Object copyArray(Object array) {
        if (array.getClass().getComponentType().isPrimitive() || isJdkValueArray(array)) {
            int length = Array.getLength(array);
            Object clone = Array.newInstance(array.getClass().getComponentType(), length);
            System.arraycopy(array, 0, clone, 0, length);
            return clone;
        }
        List<Object> elements = new ArrayList<>();
        Sequence sequence = new Sequence(elements, true, false);
        copies.put(array, sequence);
        for (int i = 0; i < Array.getLength(array); i++) {
            elements.add(copy(Array.get(array, i)));
        }
        return sequence;
    }

    private static boolean isJdkValueArray(Object array) {
        return BeanFields.isJdk(array.getClass().getComponentType()) && !array.getClass().getComponentType().equals(Object.class);
    }

    /** Strings, boxed primitives, BigDecimal, java.time values, UUID...: JDK classes whose instances never change. */
    static boolean isImmutableJdkValue(Object value) {
        Class<?> type = value.getClass();
        return BeanFields.isJdk(type) && !(value instanceof Collection<?>) && !(value instanceof Map<?, ?>)
                && !type.isArray() && (type.getName().startsWith("java.lang.") || type.getName().startsWith("java.math.")
                || type.getName().startsWith("java.time.") || type == java.util.UUID.class
                || type == java.util.Currency.class || type == java.util.Locale.class || value instanceof Enum<?>);
    }
}
