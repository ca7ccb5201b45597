package org.serialflex.runner;

import org.serialflex.verdicts.BeanFields;
import org.serialflex.verdicts.PollutedFieldException;

import java.lang.reflect.Array;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The one walk over what a world produced, for the checks that only bytes crossed
 * ({@link WorldGuard}, {@link SharedObjects}): every object reachable from a root once, breadth
 * first, with its path ({@code items[2]}, {@code map(key)}, {@code map[k]}, a bean's fields by
 * name), up to 100 000 objects. A field that cannot be read is left to the comparison, which
 * reports it.
 */
final class ObjectGraph {

    private static final int MAX_OBJECTS = 100_000;
    private static final String ROOT = "(root)";

    /** Sees one object; answers true to end the walk. */
    interface Visitor {
        boolean visit(String path, Object value);
    }

    /** Runs a step of the walk that calls the walked objects' own code (an iterator, a map's {@code forEach}). */
    interface ObjectsCode {
        void run(String path, Runnable step);
    }

    /** How the path of a bean's field is written: from its owner's path and its name. */
    interface FieldPath {
        String of(String ownerPath, String name);
    }

    /** The root's fields by their names ({@code total}, {@code items[2].price}). */
    static final FieldPath NAMES_FROM_THE_ROOT = (owner, name) -> owner.equals(ROOT) ? name : owner + "." + name;

    /** Every path from {@code (root)} ({@code (root).total}). */
    static final FieldPath FROM_ROOT_MARK = (owner, name) -> owner + "." + name;

    private ObjectGraph() {
    }

    static void walk(Object root, FieldPath fieldPath, ObjectsCode objectsCode, Visitor visitor) {
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Object[]> pending = new ArrayDeque<>();
        pending.add(new Object[]{ROOT, root});
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
            enqueueChildren(path, value, fieldPath, objectsCode, pending);
        }
    }

    private static void enqueueChildren(String path, Object value, FieldPath fieldPath, ObjectsCode objectsCode,
                                        Deque<Object[]> pending) {
        Class<?> type = value.getClass();
        if (type.isArray()) {
            if (!type.getComponentType().isPrimitive()) {
                for (int i = 0; i < Array.getLength(value); i++) {
                    pending.add(new Object[]{path + "[" + i + "]", Array.get(value, i)});
                }
            }
        } else if (value instanceof Collection<?> collection) {
            objectsCode.run(path, () -> {
                int i = 0;
                for (Object element : collection) {
                    pending.add(new Object[]{path + "[" + i++ + "]", element});
                }
            });
        } else if (value instanceof Map<?, ?> map) {
            objectsCode.run(path, () -> map.forEach((key, element) -> {
                pending.add(new Object[]{path + "(key)", key});
                pending.add(new Object[]{path + "[" + key + "]", element}); // the key's own toString
            }));
        } else if (!BeanFields.isJdk(type)) {
            BeanFields.of(type).forEach((name, field) -> {
                try {
                    pending.add(new Object[]{fieldPath.of(path, name), BeanFields.read(field, value)});
                } catch (PollutedFieldException polluted) {
                    // not the walk's business: the comparison reports the field as CORRUPT
                }
            });
        }
    }
}
