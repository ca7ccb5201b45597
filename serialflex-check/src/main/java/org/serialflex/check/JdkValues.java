package org.serialflex.check;

import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Sample values for what a team's classes declare only loosely: a field declared {@code Object}, and a raw
 * {@code Map} or collection. JDK values (strings, numbers, booleans, lists of strings), because every library
 * writes and reads those back equal, so a difference is the class change's and not the sample's.
 */
final class JdkValues {

    private JdkValues() {
    }

    /** A JDK value for a value declared {@code Object}: what every library writes and reads back equal. */
    static Object jdkValue(org.instancio.Random random) {
        return switch (random.intRange(0, 3)) {
            case 0 -> random.alphanumeric(random.intRange(3, 10));
            case 1 -> random.intRange(0, 100_000);
            case 2 -> random.trueOrFalse();
            default -> {
                List<String> strings = new ArrayList<>();
                for (int i = random.intRange(1, 3); i > 0; i--) {
                    strings.add(random.alphanumeric(random.intRange(3, 10)));
                }
                yield strings;
            }
        };
    }

    /** The JDK class {@code name}, or {@code null} when this loader has none. */
    static Class<?> jdkClass(String name) {
        try {
            return Class.forName(name, false, JdkValues.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }

    /**
     * A raw {@code type} holding JDK values: string keys (and elements of sorted sets), {@link #jdkValue}
     * values; {@code null} when the type cannot be made.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static Object rawContainer(Class<?> type, org.instancio.Random random) {
        Object container;
        if (!type.isInterface() && !Modifier.isAbstract(type.getModifiers())) {
            try {
                container = type.getConstructor().newInstance();
            } catch (ReflectiveOperationException | RuntimeException e) {
                return null;
            }
        } else if (java.util.SortedMap.class.isAssignableFrom(type)) {
            container = new java.util.TreeMap<>();
        } else if (Map.class.isAssignableFrom(type)) {
            container = new java.util.LinkedHashMap<>();
        } else if (java.util.SortedSet.class.isAssignableFrom(type)) {
            container = new java.util.TreeSet<>();
        } else if (Set.class.isAssignableFrom(type)) {
            container = new java.util.LinkedHashSet<>();
        } else if (java.util.Queue.class.isAssignableFrom(type)) {
            container = new java.util.ArrayDeque<>();
        } else {
            container = new ArrayList<>();
        }
        if (!type.isInstance(container)) {
            return null;
        }
        boolean sorted = container instanceof java.util.SortedSet || container instanceof java.util.SortedMap;
        for (int i = random.intRange(1, 3); i > 0; i--) {
            Object value = sorted ? random.alphanumeric(random.intRange(3, 10)) : jdkValue(random);
            if (container instanceof Map map) {
                map.put(random.alphanumeric(random.intRange(3, 10)), value);
            } else {
                ((java.util.Collection) container).add(value);
            }
        }
        return container;
    }
}
