package org.serialflex.adapters.protobuf;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.util.Collection;
import java.util.Date;
import java.util.Map;
import java.util.Set;

/**
 * Derives the {@link Shape} of a declared Java type: what a careful author writes in the
 * {@code .proto} for a field of that type. A field declared {@code Object}, an interface or an
 * abstract class is {@code google.protobuf.Any}: the one protobuf type that holds a message of any
 * type and names it (its type URL), so the reader can restore the concrete class it knows; a
 * {@code oneof} over the subtypes would need the set of subtypes, which a class does not declare.
 */
final class Shapes {

    private static final Set<Class<?>> BOXES = Set.of(Boolean.class, Integer.class, Long.class, Short.class,
            Byte.class, Float.class, Double.class, Character.class);

    private Shapes() {
    }

    static Shape of(Type type) {
        if (type instanceof ParameterizedType parameterized) {
            Class<?> raw = (Class<?>) parameterized.getRawType();
            Type[] arguments = parameterized.getActualTypeArguments();
            if (Collection.class.isAssignableFrom(raw) && arguments.length == 1) {
                return new Shape.Repeated(raw, of(arguments[0]));
            }
            if (Map.class.isAssignableFrom(raw) && arguments.length == 2) {
                return new Shape.MapShape(raw, of(arguments[0]), of(arguments[1]));
            }
            return of(raw);
        }
        if (type instanceof WildcardType wildcard) {
            return of(wildcard.getUpperBounds()[0]);
        }
        if (type instanceof GenericArrayType array) {
            Type component = array.getGenericComponentType();
            Class<?> raw = component instanceof ParameterizedType p ? (Class<?>) p.getRawType() : Object.class;
            return new Shape.Repeated(java.lang.reflect.Array.newInstance(raw, 0).getClass(), of(component));
        }
        if (type instanceof Class<?> c) {
            return ofClass(c);
        }
        return new Shape.AnyShape(); // a type variable: nothing more is known than Object
    }

    private static Shape ofClass(Class<?> c) {
        if (c.isEnum()) {
            return new Shape.EnumShape(c);
        }
        ScalarKind kind = scalarKind(c);
        if (kind != null) {
            return new Shape.Scalar(kind, c, BOXES.contains(c));
        }
        if (c.isArray()) {
            return new Shape.Repeated(c, ofClass(c.getComponentType()));
        }
        if (Collection.class.isAssignableFrom(c)) {
            return new Shape.Repeated(c, new Shape.AnyShape());
        }
        if (Map.class.isAssignableFrom(c)) {
            return new Shape.MapShape(c, new Shape.AnyShape(), new Shape.AnyShape());
        }
        if (c == Object.class || c.isInterface() || Modifier.isAbstract(c.getModifiers())) {
            return new Shape.AnyShape();
        }
        if (c.getName().startsWith("java.") || c.getName().startsWith("javax.")) {
            throw new IllegalArgumentException(c.getName() + " is a JDK class with no protobuf mapping: no scalar, "
                    + "no text form, and its fields are not the application's to number");
        }
        return new Shape.MessageShape(c);
    }

    /** The scalar kind of a value class, or null when the class is no scalar. */
    static ScalarKind scalarKind(Class<?> c) {
        if (c == boolean.class || c == Boolean.class) {
            return ScalarKind.BOOL;
        }
        if (c == int.class || c == Integer.class || c == short.class || c == Short.class
                || c == byte.class || c == Byte.class) {
            return ScalarKind.INT32;
        }
        if (c == long.class || c == Long.class) {
            return ScalarKind.INT64;
        }
        if (c == float.class || c == Float.class) {
            return ScalarKind.FLOAT;
        }
        if (c == double.class || c == Double.class) {
            return ScalarKind.DOUBLE;
        }
        if (c == char.class || c == Character.class) {
            return ScalarKind.CHAR;
        }
        if (c == String.class) {
            return ScalarKind.STRING;
        }
        if (c == byte[].class) {
            return ScalarKind.BYTES;
        }
        if (Date.class.isAssignableFrom(c)) {
            return ScalarKind.EPOCH_MILLIS;
        }
        boolean jdkValue = c.getName().startsWith("java.") && !c.isInterface() && !Modifier.isAbstract(c.getModifiers())
                && !Collection.class.isAssignableFrom(c) && !Map.class.isAssignableFrom(c);
        return jdkValue && ScalarKind.hasTextForm(c) ? ScalarKind.TEXT : null;
    }
}
