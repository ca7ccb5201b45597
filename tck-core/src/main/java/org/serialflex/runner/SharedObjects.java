package org.serialflex.runner;

import org.serialflex.verdicts.BeanFields;
import org.serialflex.verdicts.Evidence;
import org.serialflex.verdicts.PollutedFieldException;

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
 * Finds a mutable object the reader returned that is the very object ({@code ==}) the writer
 * wrote: a non-empty collection, map or array, or a bean. A reader that built its result from
 * the bytes cannot hold one; a writer that parks its objects in a place every world sees (system
 * properties, a JDK-global registry) and a reader that hands them back can. {@link WorldGuard}
 * catches the writer's own classes; this catches the JDK containers that carry the values.
 *
 * <p>Not caught: immutable values (Strings, boxed numbers, BigDecimal, JDK enum constants), which
 * the JDK shares between worlds by design, and values a reader copies out of smuggled containers
 * into fresh ones. Only running writer and reader in separate JVMs closes those.
 */
final class SharedObjects {

    private static final int MAX_OBJECTS = 100_000;

    private SharedObjects() {
    }

    /** Evidence of the first object of {@code read} that is also in {@code written}'s graph, or empty. */
    static Optional<String> find(Object written, Object read) {
        try {
            return findShared(written, read);
        } catch (RuntimeException inspectionFailed) {
            // a collection that throws when iterated: the comparison reports it, with the reader's exception
            return Optional.empty();
        }
    }

    private static Optional<String> findShared(Object written, Object read) {
        Set<Object> writers = Collections.newSetFromMap(new IdentityHashMap<>());
        walk(written, (path, value) -> {
            if (isMutable(value)) {
                writers.add(value);
            }
            return false;
        });
        if (writers.isEmpty()) {
            return Optional.empty();
        }
        String[] found = new String[1];
        walk(read, (path, value) -> {
            if (isMutable(value) && writers.contains(value)) {
                found[0] = path + ": " + Evidence.value(value) + " is the very object the writer wrote (==), not "
                        + "one built from the bytes. Only bytes may cross between worlds: the adapter or its library "
                        + "handed the writer's object to the reader through state every world shares (a system "
                        + "property, a JDK-global registry). Keep library state in adapter instance fields.";
                return true;
            }
            return false;
        });
        return Optional.ofNullable(found[0]);
    }

    /**
     * Objects that no two worlds can share honestly. Empty containers are left out: the JDK hands
     * out shared empty instances ({@code List.of()}, {@code Collections.emptyMap()}) in every world.
     */
    private static boolean isMutable(Object value) {
        Class<?> type = value.getClass();
        if (type.isArray()) {
            return Array.getLength(value) > 0;
        }
        if (value instanceof Collection<?> collection) {
            return !collection.isEmpty();
        }
        if (value instanceof Map<?, ?> map) {
            return !map.isEmpty();
        }
        return !BeanFields.isJdk(type) && !type.isEnum() && !(value instanceof Enum<?>);
    }

    /** Visits every object reachable from {@code root} once, with its path, until {@code visitor} answers true. */
    private static void walk(Object root, Visitor visitor) {
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
            if (visitor.visit(path, value)) {
                return;
            }
            enqueueChildren(path, value, pending);
        }
    }

    private static void enqueueChildren(String path, Object value, Deque<Object[]> pending) {
        Class<?> type = value.getClass();
        if (type.isArray()) {
            if (!type.getComponentType().isPrimitive()) {
                for (int i = 0; i < Array.getLength(value); i++) {
                    pending.add(new Object[]{path + "[" + i + "]", Array.get(value, i)});
                }
            }
        } else if (value instanceof Collection<?> collection) {
            int i = 0;
            for (Object element : collection) {
                pending.add(new Object[]{path + "[" + i++ + "]", element});
            }
        } else if (value instanceof Map<?, ?> map) {
            map.forEach((key, element) -> {
                pending.add(new Object[]{path + "(key)", key});
                pending.add(new Object[]{path + "[" + key + "]", element});
            });
        } else if (!BeanFields.isJdk(type)) {
            BeanFields.of(type).forEach((name, field) -> {
                try {
                    pending.add(new Object[]{path.equals("(root)") ? name : path + "." + name,
                            BeanFields.read(field, value)});
                } catch (PollutedFieldException polluted) {
                    // the comparison reports the field as CORRUPT
                }
            });
        }
    }

    private interface Visitor {
        boolean visit(String path, Object value);
    }
}
