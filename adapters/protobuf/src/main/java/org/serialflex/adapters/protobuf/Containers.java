package org.serialflex.adapters.protobuf;

import java.lang.reflect.Array;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.Queue;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The Java collection or map a {@code repeated} or {@code map} field is read into, from the field's
 * declared type alone (the wire names no class, as generated code's lists and maps name none): the
 * declared class when it is concrete, else ArrayList for a list or collection, LinkedHashSet for a
 * set (keeps the wire's order), TreeSet / TreeMap for sorted ones, ArrayDeque for a queue,
 * LinkedHashMap for a map, ConcurrentHashMap for a concurrent map, EnumSet for an EnumSet.
 */
final class Containers {

    private Containers() {
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static Object collection(Class<?> type, Shape element, List<Object> elements) {
        if (type.isArray()) {
            Object array = Array.newInstance(type.getComponentType(), elements.size());
            for (int i = 0; i < elements.size(); i++) {
                Array.set(array, i, elements.get(i));
            }
            return array;
        }
        if (EnumSet.class.isAssignableFrom(type) && element instanceof Shape.EnumShape enumShape) {
            EnumSet set = EnumSet.noneOf((Class) enumShape.type());
            set.addAll(elements);
            return set;
        }
        Collection<Object> collection = (Collection<Object>) instantiate(type, collectionDefault(type));
        collection.addAll(elements);
        return collection;
    }

    @SuppressWarnings("unchecked")
    static Map<Object, Object> map(Class<?> type) {
        Class<?> fallback = ConcurrentMap.class.isAssignableFrom(type) ? ConcurrentHashMap.class
                : SortedMap.class.isAssignableFrom(type) || NavigableMap.class.isAssignableFrom(type) ? TreeMap.class
                : LinkedHashMap.class;
        return (Map<Object, Object>) instantiate(type, fallback);
    }

    private static Class<?> collectionDefault(Class<?> type) {
        if (SortedSet.class.isAssignableFrom(type) || NavigableSet.class.isAssignableFrom(type)) {
            return TreeSet.class;
        }
        if (Set.class.isAssignableFrom(type)) {
            return LinkedHashSet.class;
        }
        if (Queue.class.isAssignableFrom(type) && !List.class.isAssignableFrom(type)) {
            return ArrayDeque.class;
        }
        return ArrayList.class;
    }

    private static Object instantiate(Class<?> type, Class<?> fallback) {
        if (!type.isInterface() && !Modifier.isAbstract(type.getModifiers())) {
            try {
                return type.getConstructor().newInstance();
            } catch (ReflectiveOperationException e) {
                // an unmodifiable or otherwise unconstructible class: the fallback of its kind
            }
        }
        try {
            return fallback.getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot create a " + fallback.getName(), e);
        }
    }
}
