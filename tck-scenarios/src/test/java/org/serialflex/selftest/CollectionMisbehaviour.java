package org.serialflex.selftest;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Adapters that read correctly with Java serialization and then spoil the collections and maps
 * in the root bean's fields the way real libraries do; registered for the worlds in
 * META-INF/services. They prove that C17 and C18 see what they claim to see.
 */
public final class CollectionMisbehaviour {

    private CollectionMisbehaviour() {
    }

    /** Calls {@code change} for each field of the root bean with its value; a non-null result replaces it. */
    static Object eachField(Object root, FieldChange change) throws ReflectiveOperationException {
        for (Class<?> type = root.getClass(); type != Object.class; type = type.getSuperclass()) {
            for (Field field : type.getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers())) {
                    continue;
                }
                field.setAccessible(true);
                Object replacement = change.apply(field, field.get(root));
                if (replacement != null) {
                    field.set(root, replacement);
                }
            }
        }
        return root;
    }

    /** What an adapter does to one field's value; null leaves it as it is. */
    @FunctionalInterface
    interface FieldChange {
        Object apply(Field field, Object value);
    }

    /**
     * Rebuilds every collection as the usual class for its declared type, HashSet for a Set and
     * ArrayList otherwise, as a reader that does not record the concrete class does.
     */
    public static final class CollectionsAsDeclaredDefaults extends HonestAdapter {
        /** The adapter {@code selftest-collections-as-declared-defaults}, registered through META-INF/services. */
        public CollectionsAsDeclaredDefaults() {
            super("selftest-collections-as-declared-defaults");
        }

        @Override
        protected Object afterRead(Object read) throws Exception {
            return eachField(read, (field, value) -> value instanceof Collection<?> collection
                    ? (Set.class.isAssignableFrom(field.getType()) ? new HashSet<>(collection) : new ArrayList<>(collection))
                    : null);
        }
    }

    /** Removes null elements from every collection: silent data loss. */
    public static final class DropsNullElements extends HonestAdapter {
        /** The adapter {@code selftest-drops-null-elements}, registered through META-INF/services. */
        public DropsNullElements() {
            super("selftest-drops-null-elements");
        }

        @Override
        protected Object afterRead(Object read) throws Exception {
            return eachField(read, (field, value) -> {
                if (!(value instanceof Collection<?> collection) || collection.stream().noneMatch(Objects::isNull)) {
                    return null;
                }
                try {
                    collection.removeIf(Objects::isNull);
                    return collection;
                } catch (UnsupportedOperationException fixedSize) {
                    ArrayList<Object> copy = new ArrayList<>(collection);
                    copy.removeIf(Objects::isNull);
                    return copy;
                }
            });
        }
    }

    /** Rebuilds every map as a LinkedHashMap, as most tree-based readers do. */
    public static final class MapsAsLinkedHashMaps extends HonestAdapter {
        /** The adapter {@code selftest-maps-as-linked-hash-maps}, registered through META-INF/services. */
        public MapsAsLinkedHashMaps() {
            super("selftest-maps-as-linked-hash-maps");
        }

        @Override
        protected Object afterRead(Object read) throws Exception {
            return eachField(read, (field, value) -> value instanceof Map<?, ?> map ? new LinkedHashMap<>(map) : null);
        }
    }

    /** Removes map entries whose value is null: the key silently disappears. */
    public static final class DropsNullMapValues extends HonestAdapter {
        /** The adapter {@code selftest-drops-null-map-values}, registered through META-INF/services. */
        public DropsNullMapValues() {
            super("selftest-drops-null-map-values");
        }

        @Override
        protected Object afterRead(Object read) throws Exception {
            return eachField(read, (field, value) -> {
                if (value instanceof Map<?, ?> map && map.values().stream().anyMatch(Objects::isNull)) {
                    map.values().removeIf(Objects::isNull);
                    return map;
                }
                return null;
            });
        }
    }
}
