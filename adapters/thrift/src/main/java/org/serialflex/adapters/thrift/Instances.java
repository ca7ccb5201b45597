package org.serialflex.adapters.thrift;

import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;

/**
 * Creates the reader's empty objects. A generated struct always has a no-arg constructor; a class
 * without one (the kit's C02) has no Thrift equivalent to call, so it is allocated the way Java
 * serialization does, through {@code sun.reflect.ReflectionFactory}'s serialization constructor
 * (module jdk.unsupported, no JVM flag): no constructor of the class runs, and every field not on
 * the wire keeps Java's default.
 */
final class Instances {

    private Instances() {
    }

    static Object allocate(Class<?> type) {
        try {
            return noArgConstructor(type).newInstance();
        } catch (InstantiationException | IllegalAccessException e) {
            throw new IllegalStateException("Cannot instantiate " + type.getName(), e);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("The constructor of " + type.getName() + " threw", e.getCause());
        }
    }

    private static Constructor<?> noArgConstructor(Class<?> type) {
        try {
            Constructor<?> constructor = type.getDeclaredConstructor();
            constructor.setAccessible(true);
            return constructor;
        } catch (NoSuchMethodException e) {
            return serializationConstructor(type);
        }
    }

    @SuppressWarnings("sunapi")
    private static Constructor<?> serializationConstructor(Class<?> type) {
        try {
            return sun.reflect.ReflectionFactory.getReflectionFactory()
                    .newConstructorForSerialization(type, Object.class.getDeclaredConstructor());
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("Object has no constructor", e);
        }
    }

    /** Java's default for a field or component of {@code type}: 0, false, or null. */
    static Object defaultValue(Class<?> type) {
        return type.isPrimitive() ? Array.get(Array.newInstance(type, 1), 0) : null;
    }
}
