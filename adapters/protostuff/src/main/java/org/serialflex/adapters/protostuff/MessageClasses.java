package org.serialflex.adapters.protostuff;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The application classes protostuff will write as messages for one root: the classes a team
 * registers with {@code RuntimeSchema.register} at start-up. Found two ways: from the classes
 * (every field's declared type, type arguments included, followed through the application's own
 * classes) and, in the writer, from the object graph itself, which adds the concrete classes of
 * fields declared {@code Object}, an interface or an abstract class.
 *
 * <p>An application class is one no JDK loader defined; collections, maps, throwables,
 * interfaces and abstract classes are not messages of their own, so they are followed but not
 * collected; the application's enums are collected apart.
 */
final class MessageClasses {

    private final Set<Class<?>> messages = new LinkedHashSet<>();
    private final Set<Class<?>> enums = new LinkedHashSet<>();
    private final Set<Class<?>> followed = new LinkedHashSet<>();

    /** The message classes found. */
    Set<Class<?>> all() {
        return Collections.unmodifiableSet(messages);
    }

    /** The application's enums found. */
    Set<Class<?>> enums() {
        return Collections.unmodifiableSet(enums);
    }

    /** Adds the classes reachable from {@code type}'s declared fields. */
    void addDeclared(Class<?> type) {
        Deque<Type> pending = new ArrayDeque<>();
        pending.add(type);
        while (!pending.isEmpty()) {
            Type next = pending.poll();
            if (next instanceof Class<?> c) {
                if (c.isArray()) {
                    pending.add(c.getComponentType());
                } else if (isApplicationClass(c) && followed.add(c)) {
                    if (c.isEnum()) {
                        enums.add(c);
                    } else if (isMessage(c)) {
                        messages.add(c);
                    }
                    for (Field f : instanceFields(c)) {
                        pending.add(f.getGenericType());
                    }
                }
            } else if (next instanceof ParameterizedType p) {
                pending.add(p.getRawType());
                pending.addAll(List.of(p.getActualTypeArguments()));
            } else if (next instanceof GenericArrayType a) {
                pending.add(a.getGenericComponentType());
            } else if (next instanceof WildcardType w) {
                pending.addAll(List.of(w.getUpperBounds()));
            } else if (next instanceof TypeVariable<?> v) {
                pending.addAll(List.of(v.getBounds()));
            }
        }
    }

    /** Adds the classes of every object reachable from {@code root}, and what their fields declare. */
    void addGraph(Object root) throws IllegalAccessException {
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Object> pending = new ArrayDeque<>();
        pending.add(root);
        while (!pending.isEmpty()) {
            Object value = pending.poll();
            if (!seen.add(value)) {
                continue;
            }
            Class<?> c = value.getClass();
            if (c.isArray()) {
                if (!c.getComponentType().isPrimitive()) {
                    for (int i = 0; i < Array.getLength(value); i++) {
                        addIfPresent(pending, Array.get(value, i));
                    }
                }
            } else if (value instanceof Collection<?> collection) {
                collection.forEach(element -> addIfPresent(pending, element));
            } else if (value instanceof Map<?, ?> map) {
                map.forEach((key, mapped) -> {
                    addIfPresent(pending, key);
                    addIfPresent(pending, mapped);
                });
            } else if (value instanceof Enum<?> constant) {
                addDeclared(constant.getDeclaringClass()); // written as its number: nothing of it is a message
            } else if (isApplicationClass(c)) {
                addDeclared(c);
                for (Field f : instanceFields(c)) {
                    if (!f.getType().isPrimitive()) {
                        f.setAccessible(true);
                        addIfPresent(pending, f.get(value));
                    }
                }
            }
        }
    }

    private static void addIfPresent(Deque<Object> pending, Object value) {
        if (value != null) {
            pending.add(value);
        }
    }

    private static boolean isApplicationClass(Class<?> c) {
        ClassLoader loader = c.getClassLoader();
        return loader != null && loader != ClassLoader.getPlatformClassLoader() && !c.isPrimitive();
    }

    private static boolean isMessage(Class<?> c) {
        int modifiers = c.getModifiers();
        return !c.isInterface() && !Modifier.isAbstract(modifiers) && !Enum.class.isAssignableFrom(c)
                && !Collection.class.isAssignableFrom(c) && !Map.class.isAssignableFrom(c)
                && !Throwable.class.isAssignableFrom(c);
    }

    /** The class's instance fields and its application superclasses' (a JDK superclass's are the JDK's own business). */
    private static List<Field> instanceFields(Class<?> c) {
        List<Field> fields = new ArrayList<>();
        for (Class<?> k = c; k != null && isApplicationClass(k); k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers())) {
                    fields.add(f);
                }
            }
        }
        return fields;
    }
}
