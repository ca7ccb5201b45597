package org.serialflex.check;

import org.serialflex.verdicts.BeanFields;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Fills, in a sample Instancio built, the fields a change makes worth writing ({@link Exercise#targets()}) that
 * Instancio left empty: it ends every type cycle with {@code null} (a {@code Message pinnedMessage} inside a
 * {@code Message}) and stops at its depth limit, so a change behind a cycle was never written. Breadth first, so
 * the shallowest empty occurrence of a field is filled first, and each field at most {@link #PER_FIELD} times in a
 * sample: a field on a cycle gets a chain two deep (a message in a message in a message), and a sample's size
 * stays bounded ({@link #BUDGET} values made in all).
 */
final class CycleFill {

    /** How many times one field is filled in one sample: twice makes a cycle two objects deep. */
    static final int PER_FIELD = 2;
    /** How many values one sample gets from this filler at most, whatever the model's breadth. */
    static final int BUDGET = 48;

    private final Set<String> targets;
    private final Predicate<Field> excluded;
    private final Function<Field, Object> valueOf;
    private final Map<String, Integer> filled = new HashMap<>();
    private final IdentityHashMap<Object, Boolean> visited = new IdentityHashMap<>();
    private int made;

    /**
     * @param targets  {@code DeclaringClass.field} of the fields to fill where empty
     * @param excluded the fields the user asked to leave empty ({@code --exclude})
     * @param valueOf  a sample value for a field, built as the rest of the sample is
     */
    CycleFill(Set<String> targets, Predicate<Field> excluded, Function<Field, Object> valueOf) {
        this.targets = targets;
        this.excluded = excluded;
        this.valueOf = valueOf;
    }

    /** Fills {@code sample} in place. */
    void fill(Object sample) {
        if (targets.isEmpty() || sample == null) {
            return;
        }
        Deque<Object> queue = new ArrayDeque<>();
        queue.add(sample);
        while (!queue.isEmpty()) {
            Object next = queue.poll();
            if (next == null || Snapshot.isImmutableJdkValue(next) || next instanceof Enum<?>
                    || visited.put(next, Boolean.TRUE) != null) {
                continue;
            }
            Class<?> type = next.getClass();
            if (type.isArray()) {
                if (!type.getComponentType().isPrimitive()) {
                    java.util.Arrays.asList((Object[]) next).forEach(e -> enqueue(queue, e));
                }
                continue;
            }
            if (next instanceof Collection<?> collection) {
                collection.forEach(e -> enqueue(queue, e));
            } else if (next instanceof Map<?, ?> map) {
                map.forEach((k, v) -> {
                    enqueue(queue, k);
                    enqueue(queue, v);
                });
            }
            if (BeanFields.isJdk(type)) {
                continue;
            }
            for (Field field : BeanFields.of(type).values()) {
                enqueue(queue, fillField(next, field));
            }
        }
    }

    /** The field's value, filled first when it is a target left empty. */
    private Object fillField(Object owner, Field field) {
        Object value = BeanFields.read(field, owner);
        String key = field.getDeclaringClass().getName() + "." + field.getName();
        if (!empty(value) || !targets.contains(key) || made >= BUDGET || Modifier.isFinal(field.getModifiers())
                || field.getType().isPrimitive() || excluded.test(field) || filled.getOrDefault(key, 0) >= PER_FIELD) {
            return value;
        }
        try {
            Object made = valueOf.apply(field);
            if (empty(made) || !field.getType().isInstance(made)) {
                return value;
            }
            field.set(owner, made);
            this.made++;
            filled.merge(key, 1, Integer::sum);
            return made;
        } catch (IllegalAccessException | RuntimeException | LinkageError cannotFill) {
            // a type variable Instancio cannot bind here, a class it cannot make: the field stays as Instancio left it
            return value;
        }
    }

    private static void enqueue(Deque<Object> queue, Object value) {
        if (value != null) {
            queue.add(value);
        }
    }

    /** Nothing there for a reader to meet: null, or a collection, map or array without a non-null element. */
    static boolean empty(Object value) {
        if (value == null) {
            return true;
        }
        if (value instanceof Collection<?> collection) {
            return collection.stream().allMatch(java.util.Objects::isNull);
        }
        if (value instanceof Map<?, ?> map) {
            return map.isEmpty();
        }
        if (value.getClass().isArray() && !value.getClass().getComponentType().isPrimitive()) {
            return java.util.Arrays.stream((Object[]) value).allMatch(java.util.Objects::isNull);
        }
        return false;
    }

    /**
     * Sets every field in {@code fields} ({@code DeclaringClass.field}) to {@code null} throughout {@code sample}:
     * the sample as it would be without them, to tell whether a control's failure lies in them alone.
     */
    static void clear(Object sample, Set<String> fields) {
        if (sample == null || fields.isEmpty()) {
            return;
        }
        IdentityHashMap<Object, Boolean> seen = new IdentityHashMap<>();
        Deque<Object> queue = new ArrayDeque<>();
        queue.add(sample);
        while (!queue.isEmpty()) {
            Object next = queue.poll();
            if (next == null || Snapshot.isImmutableJdkValue(next) || next instanceof Enum<?>
                    || seen.put(next, Boolean.TRUE) != null) {
                continue;
            }
            Class<?> type = next.getClass();
            if (type.isArray()) {
                if (!type.getComponentType().isPrimitive()) {
                    java.util.Arrays.asList((Object[]) next).forEach(e -> enqueue(queue, e));
                }
                continue;
            }
            if (next instanceof Collection<?> collection) {
                collection.forEach(e -> enqueue(queue, e));
            } else if (next instanceof Map<?, ?> map) {
                map.forEach((k, v) -> {
                    enqueue(queue, k);
                    enqueue(queue, v);
                });
            }
            if (BeanFields.isJdk(type)) {
                continue;
            }
            for (Field field : BeanFields.of(type).values()) {
                String key = field.getDeclaringClass().getName() + "." + field.getName();
                if (fields.contains(key) && !field.getType().isPrimitive() && !Modifier.isFinal(field.getModifiers())) {
                    try {
                        field.set(next, null);
                    } catch (IllegalAccessException e) {
                        throw new IllegalStateException("Cannot clear " + key + " although it was made accessible", e);
                    }
                } else {
                    enqueue(queue, BeanFields.read(field, next));
                }
            }
        }
    }
}
