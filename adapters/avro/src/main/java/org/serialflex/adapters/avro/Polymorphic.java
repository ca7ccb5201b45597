package org.serialflex.adapters.avro;

import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Finds a field that Avro's reflect API cannot give a schema without {@code @Union}: one whose
 * declared type, or a type argument of it ({@code List<Object>}, {@code Map<String, Object>}), is
 * {@code Object}, an interface or an abstract class. Collections, maps, {@code CharSequence} and
 * numbers are not records to ReflectData and do not count; the search follows the fields of every
 * class that is a record to it, as ReflectData does (transient and static fields excluded).
 */
final class Polymorphic {

    private Polymorphic() {
    }

    /** {@code Class.field (declared type)} of the first such field reachable from {@code root}, if any. */
    static Optional<String> firstField(Class<?> root) {
        return search(root, new HashSet<>());
    }

    private static Optional<String> search(Class<?> type, Set<Class<?>> seen) {
        if (!isRecord(type) || !seen.add(type)) {
            return Optional.empty();
        }
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                if ((field.getModifiers() & (Modifier.STATIC | Modifier.TRANSIENT)) != 0) {
                    continue;
                }
                List<Class<?>> named = new ArrayList<>();
                classesIn(field.getGenericType(), named);
                if (named.stream().anyMatch(Polymorphic::isPolymorphic)) {
                    return Optional.of("field " + c.getSimpleName() + "." + field.getName() + " declared "
                            + field.getGenericType().getTypeName());
                }
                for (Class<?> nested : named) {
                    Optional<String> found = search(nested, seen);
                    if (found.isPresent()) {
                        return found;
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** Every class {@code type} names: itself or its raw type, its type arguments, array components. */
    private static void classesIn(Type type, List<Class<?>> into) {
        if (type instanceof ParameterizedType parameterized) {
            classesIn(parameterized.getRawType(), into);
            for (Type argument : parameterized.getActualTypeArguments()) {
                classesIn(argument, into);
            }
        } else if (type instanceof GenericArrayType array) {
            classesIn(array.getGenericComponentType(), into);
        } else if (type instanceof WildcardType wildcard) {
            classesIn(wildcard.getUpperBounds()[0], into);
        } else if (type instanceof Class<?> c) {
            if (c.isArray()) {
                classesIn(c.getComponentType(), into);
            } else {
                into.add(c);
            }
        } else {
            into.add(Object.class); // a type variable: ReflectData knows no more than Object
        }
    }

    private static boolean isPolymorphic(Class<?> c) {
        if (c == Object.class) {
            return true;
        }
        boolean notARecord = c.isPrimitive() || c.isEnum() || Collection.class.isAssignableFrom(c)
                || Map.class.isAssignableFrom(c) || CharSequence.class.isAssignableFrom(c)
                || Number.class.isAssignableFrom(c);
        return !notARecord && (c.isInterface() || Modifier.isAbstract(c.getModifiers()));
    }

    /** Whether to follow the fields of {@code c}: a class of the application, which ReflectData maps to a record. */
    private static boolean isRecord(Class<?> c) {
        return !c.isPrimitive() && !c.isEnum() && !c.isArray() && !c.isInterface()
                && !c.getName().startsWith("java.");
    }
}
