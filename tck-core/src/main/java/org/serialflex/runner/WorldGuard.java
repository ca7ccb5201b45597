package org.serialflex.runner;

import org.serialflex.verdicts.BeanFields;
import org.serialflex.verdicts.Evidence;
import org.serialflex.verdicts.PollutedFieldException;
import org.serialflex.worlds.World;

import java.lang.reflect.Array;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Walks what a reader produced and reports an object whose class does not belong to the reader
 * world: proof that something crossed between worlds other than bytes.
 */
final class WorldGuard {

    private static final int MAX_OBJECTS = 100_000;

    private WorldGuard() {
    }

    /**
     * Evidence of the first foreign object, or empty when every reachable class is the JDK's or the reader's.
     *
     * @throws ReaderObjectFailure when one of the reader's objects throws while walked
     */
    static Optional<String> findForeign(Object root, World reader) {
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Object[]> pending = new ArrayDeque<>();
        pending.add(new Object[]{"(root)", root});
        while (!pending.isEmpty() && seen.size() < MAX_OBJECTS) {
            Object[] next = pending.poll();
            String path = (String) next[0];
            Object value = next[1];
            if (value == null || !seen.add(value)) {
                continue;
            }
            Class<?> type = value.getClass();
            Class<?> checked = type.isArray() ? innermostComponent(type) : type;
            if (!reader.admits(checked)) {
                return Optional.of(path + ": " + shown(value) + " is of class " + checked.getName()
                        + " from " + checked.getClassLoader() + ", not from the reader world (" + reader.label()
                        + "). Only bytes may cross between worlds: the adapter or its library kept an object in "
                        + "state shared across worlds (a static field of a class in org.serialflex.spi, a system "
                        + "property, a JDK-global registry). Keep library state in adapter instance fields.");
            }
            enqueueChildren(path, value, type, pending);
        }
        return Optional.empty();
    }

    private static void enqueueChildren(String path, Object value, Class<?> type, Deque<Object[]> pending) {
        if (type.isArray()) {
            if (!type.getComponentType().isPrimitive()) {
                for (int i = 0; i < Array.getLength(value); i++) {
                    pending.add(new Object[]{path + "[" + i + "]", Array.get(value, i)});
                }
            }
        } else if (value instanceof Collection<?> collection) {
            readersCode(path, () -> {
                int i = 0;
                for (Object element : collection) {
                    pending.add(new Object[]{path + "[" + i++ + "]", element});
                }
            });
        } else if (value instanceof Map<?, ?> map) {
            readersCode(path, () -> map.forEach((key, element) -> {
                pending.add(new Object[]{path + "(key)", key});
                pending.add(new Object[]{path + "[" + key + "]", element}); // the key's own toString
            }));
        } else if (!BeanFields.isJdk(type)) {
            BeanFields.of(type).forEach((name, field) -> {
                try {
                    pending.add(new Object[]{path + "." + name, BeanFields.read(field, value)});
                } catch (PollutedFieldException polluted) {
                    // not this guard's business: the comparison reports the field as CORRUPT
                }
            });
        }
    }

    /**
     * Runs a walk step that calls the reader's objects (a collection's iterator, a map's
     * {@code forEach}, a key's {@code toString}): what they throw is the library's failure.
     */
    private static void readersCode(String path, Runnable step) {
        try {
            step.run();
        } catch (Throwable failure) {
            throw new ReaderObjectFailure(path, failure);
        }
    }

    /** {@link Evidence#value}, which asks a collection or map for its size: the foreign object is the finding. */
    private static String shown(Object value) {
        try {
            return Evidence.value(value);
        } catch (RuntimeException failure) {
            return "an object";
        }
    }

    private static Class<?> innermostComponent(Class<?> arrayType) {
        Class<?> component = arrayType;
        while (component.isArray()) {
            component = component.getComponentType();
        }
        return component;
    }
}
