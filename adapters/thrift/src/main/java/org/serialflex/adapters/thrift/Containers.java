package org.serialflex.adapters.thrift;

import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.Queue;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.IntFunction;

/**
 * The Java collection a reader fills for a container field: for a field declared as an interface,
 * what Thrift's generated Java code creates ({@code ArrayList} for a list, {@code HashSet} for a
 * set, {@code HashMap} for a map; sorted and queue interfaces get the JDK's standard
 * implementation); for a field declared as a concrete class, that class.
 */
final class Containers {

    private Containers() {
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static IntFunction<Collection<Object>> collection(Class<?> declared, Class<?> element) {
        if (declared == EnumSet.class) {
            return size -> (Collection) EnumSet.noneOf((Class) element);
        }
        if (!declared.isInterface() && !Modifier.isAbstract(declared.getModifiers())) {
            return size -> (Collection<Object>) newInstance(declared);
        }
        if (SortedSet.class.isAssignableFrom(declared) || NavigableSet.class.isAssignableFrom(declared)) {
            return size -> new TreeSet<>();
        }
        if (Set.class.isAssignableFrom(declared)) {
            return HashSet::new;
        }
        if (Queue.class.isAssignableFrom(declared)) {
            return ArrayDeque::new;
        }
        return ArrayList::new;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static IntFunction<Map<Object, Object>> map(Class<?> declared, Class<?> key) {
        if (declared == EnumMap.class) {
            return size -> new EnumMap(key);
        }
        if (!declared.isInterface() && !Modifier.isAbstract(declared.getModifiers())) {
            return size -> (Map<Object, Object>) newInstance(declared);
        }
        if (SortedMap.class.isAssignableFrom(declared) || NavigableMap.class.isAssignableFrom(declared)) {
            return size -> new TreeMap<>();
        }
        return HashMap::new;
    }

    private static Object newInstance(Class<?> type) {
        try {
            Constructor<?> constructor = type.getDeclaredConstructor();
            return constructor.newInstance();
        } catch (ReflectiveOperationException e) {
            throw new NoThriftMapping("cannot create the container " + type.getName() + " a field declares: " + e);
        }
    }
}
