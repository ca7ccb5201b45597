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
            copies.put(value, sequence);
            collection.forEach(e -> elements.add(copy(e)));
            return sequence;
        }
        if (value instanceof Map<?, ?> map) {
            Map<Object, Object> entries = new LinkedHashMap<>();
            copies.put(value, entries);
            map.forEach((k, v) -> entries.put(copy(k), copy(v)));
            return entries;
        }
        Map<String, Object> fields = new LinkedHashMap<>();
        Bean bean = new Bean(value.getClass().getName(), fields);
        copies.put(value, bean);
        for (Map.Entry<String, Field> field : BeanFields.of(value.getClass()).entrySet()) {
            fields.put(field.getKey(), copy(BeanFields.read(field.getValue(), value)));
        }
        return bean;
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
