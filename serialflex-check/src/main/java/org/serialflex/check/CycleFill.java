package org.serialflex.check;

import org.serialflex.verdicts.BeanFields;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Fills, in a sample Instancio built, the fields a change makes worth writing ({@link Exercise#targets()}) that
 * Instancio left empty: it ends every type cycle with {@code null} (a {@code Message pinnedMessage} inside a
 * {@code Message}) and stops at its depth limit, so a change behind a cycle was never written. Breadth first, so
 * the shallowest empty occurrence of a field is filled first: a first pass fills each field once (at most one value
 * per target field), a second up to {@link #PER_FIELD} times, so a field on a cycle gets a chain two deep (a
 * message in a message in a message) once every field has its first value, and a sample's size stays bounded
 * ({@link #BUDGET} values asked for in the second pass).
 *
 * <p>A field whose declared class has subclasses that declare target fields of their own gets such a subclass
 * while one of those fields is still empty (a {@code Schema not} holds an {@code ArraySchema}, whose {@code items}
 * changed): no field declares the subclass, so no sample would hold one otherwise.
 */
final class CycleFill {

    /** How many times one field is filled in one sample: twice makes a cycle two objects deep. */
    static final int PER_FIELD = 2;
    /** How many values one sample asks of the generator at most in the second pass, whatever the model's breadth. */
    static final int BUDGET = 32;

    private final Set<String> targets;
    private final Predicate<Field> excluded;
    private final Function<Field, Object> valueOf;
    private final Function<Class<?>, List<Class<?>>> subclassesOf;
    private final Function<Class<?>, Object> valueOfClass;
    private final Map<String, Integer> filled = new HashMap<>();
    /** The target fields of the subclasses already chosen for a value: the next choice takes another subclass. */
    private final Set<String> planned = new java.util.HashSet<>();
    /**
     * The fields earlier samples, read back in their control, already hold: a field of a concrete class needs no
     * value in this one (each value costs the generator a call), one of an abstract type gets this sample's subtype.
     */
    private Set<String> filledBefore = Set.of();
    /** The fields no value could be made for in this sample: not tried again. */
    private final Set<String> failed = new java.util.HashSet<>();
    private int made;
    private int perField;

    /**
     * @param targets  {@code DeclaringClass.field} of the fields to fill where empty
     * @param excluded the fields the user asked to leave empty ({@code --exclude})
     * @param valueOf  a sample value for a field, built as the rest of the sample is
     */
    CycleFill(Set<String> targets, Predicate<Field> excluded, Function<Field, Object> valueOf) {
        this(targets, excluded, valueOf, type -> List.of(), type -> null);
    }

    /**
     * @param subclassesOf the concrete subclasses of a team's class (itself excluded), in the writer's version
     * @param valueOfClass a sample object of a class, built as the rest of the sample is
     */
    CycleFill(Set<String> targets, Predicate<Field> excluded, Function<Field, Object> valueOf,
              Function<Class<?>, List<Class<?>>> subclassesOf, Function<Class<?>, Object> valueOfClass) {
        this.targets = targets;
        this.excluded = excluded;
        this.valueOf = valueOf;
        this.subclassesOf = subclassesOf;
        this.valueOfClass = valueOfClass;
    }

    /** This filler, leaving alone the concrete-typed fields that {@code fields} lists ({@code DeclaringClass.field}). */
    CycleFill after(Set<String> fields) {
        this.filledBefore = fields;
        return this;
    }

    /** The fields this filler gave a value, {@code DeclaringClass.field}. */
    Set<String> filled() {
        return Set.copyOf(filled.keySet());
    }

    /** Fills {@code sample} in place. */
    void fill(Object sample) {
        if (targets.isEmpty() || sample == null) {
            return;
        }
        for (perField = 1; perField <= PER_FIELD; perField++) {
            pass(sample);
        }
    }

    private void pass(Object sample) {
        walk(sample, this::fillField);
    }

    /** The field's value, filled first when it is a target left empty. */
    private Object fillField(Object owner, Field field) {
        Object value = BeanFields.read(field, owner);
        String key = field.getDeclaringClass().getName() + "." + field.getName();
        if (!empty(value) || !targets.contains(key) || perField > 1 && made >= BUDGET
                || Modifier.isFinal(field.getModifiers()) || field.getType().isPrimitive() || failed.contains(key)
                || excluded.test(field) || filled.getOrDefault(key, 0) >= perField
                || filledBefore.contains(key) && concrete(field)) {
            return value;
        }
        try {
            Class<?> subclass = subclassWithEmptyTargets(field.getType());
            // every attempt counts: a value Instancio cannot make costs as much as one it makes
            this.made++;
            Object fresh = subclass == null ? valueOf(field) : valueOfClass.apply(subclass);
            if (empty(fresh) || !field.getType().isInstance(fresh)) {
                failed.add(key);
                return value;
            }
            field.set(owner, fresh);
            filled.merge(key, 1, Integer::sum);
            return fresh;
        } catch (IllegalAccessException | RuntimeException | LinkageError cannotFill) {
            // a type variable Instancio cannot bind here, a class it cannot make: the field stays as Instancio left it,
            // here and at every other occurrence in this sample
            failed.add(key);
            return value;
        }
    }

    /** A value for {@code field}: of its declared type, or of its class when that type cannot be made. */
    private Object valueOf(Field field) {
        try {
            Object value = valueOf.apply(field);
            if (!empty(value) || field.getGenericType() instanceof Class<?>) {
                return value;
            }
        } catch (RuntimeException unbound) {
            // a parameterized type the generator cannot make: its class alone, type variables bound, below
        }
        return valueOfClass.apply(field.getType());
    }

    /** A subclass of {@code type} that declares a target field no value of this sample has had yet; else null. */
    private Class<?> subclassWithEmptyTargets(Class<?> type) {
        for (Class<?> subclass : subclassesOf.apply(type)) {
            for (Field own : subclass.getDeclaredFields()) {
                String key = subclass.getName() + "." + own.getName();
                if (targets.contains(key) && !filled.containsKey(key) && !planned.contains(key)
                        && !filledBefore.contains(key)) {
                    for (Field plan : subclass.getDeclaredFields()) {
                        planned.add(subclass.getName() + "." + plan.getName());
                    }
                    return subclass;
                }
            }
        }
        return null;
    }

    /** A field whose declared type leaves no subtype to choose: a final or concrete class, not a container. */
    private static boolean concrete(Field field) {
        Class<?> type = field.getType();
        return !type.isInterface() && !Modifier.isAbstract(type.getModifiers()) && !type.isArray()
                && !Collection.class.isAssignableFrom(type) && !Map.class.isAssignableFrom(type);
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
        walk(sample, (owner, field) -> {
            String key = field.getDeclaringClass().getName() + "." + field.getName();
            if (!fields.contains(key) || field.getType().isPrimitive() || Modifier.isFinal(field.getModifiers())) {
                return BeanFields.read(field, owner);
            }
            try {
                field.set(owner, null);
                return null;
            } catch (IllegalAccessException e) {
                throw new IllegalStateException("Cannot clear " + key + " although it was made accessible", e);
            }
        });
    }

    /**
     * Visits every object {@code sample} reaches, once each: arrays', collections' and maps' elements, and every
     * field of the classes that are not the JDK's, whose value {@code field} returns (after changing it, or not)
     * for the walk to go on into.
     */
    private static void walk(Object sample, BiFunction<Object, Field, Object> field) {
        IdentityHashMap<Object, Boolean> visited = new IdentityHashMap<>();
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
            for (Field each : BeanFields.of(type).values()) {
                enqueue(queue, field.apply(next, each));
            }
        }
    }
}
