package org.serialflex.runner;

import org.serialflex.verdicts.BeanFields;
import org.serialflex.verdicts.Evidence;

import java.lang.reflect.Array;
import java.util.Collection;
import java.util.Collections;
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

    private static void walk(Object root, ObjectGraph.Visitor visitor) {
        ObjectGraph.walk(root, ObjectGraph.NAMES_FROM_THE_ROOT, (path, step) -> step.run(), visitor);
    }
}
