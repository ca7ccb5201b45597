package org.serialflex.versions;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Arrays;

/** Small reflection and Java serialization helpers for tests. */
final class Reflection {

    private Reflection() {
    }

    static Object newInstance(Class<?> type, Object... args) {
        try {
            var constructor = Arrays.stream(type.getDeclaredConstructors())
                    .filter(c -> c.getParameterCount() == args.length).findFirst()
                    .orElseThrow(() -> new AssertionError(type + " has no constructor with " + args.length + " params"));
            constructor.setAccessible(true);
            return constructor.newInstance(args);
        } catch (InvocationTargetException e) {
            throw sneaky(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    static Object call(Object target, String method, Object... args) {
        Class<?> type = target instanceof Class<?> c ? c : target.getClass();
        Object receiver = target instanceof Class<?> ? null : target;
        try {
            Method found = findMethod(type, method, args.length);
            found.setAccessible(true);
            return found.invoke(receiver, args);
        } catch (InvocationTargetException e) {
            throw sneaky(e.getCause());
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }

    static Object get(Object target, String field) {
        try {
            Field found = findField(target.getClass(), field);
            found.setAccessible(true);
            return found.get(target);
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }

    static void set(Object target, String field, Object value) {
        try {
            Field found = findField(target.getClass(), field);
            found.setAccessible(true);
            found.set(target, value);
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }

    static Field findField(Class<?> type, String name) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                if (field.getName().equals(name)) {
                    return field;
                }
            }
        }
        throw new AssertionError(type + " has no field " + name);
    }

    static Method findMethod(Class<?> type, String name, int parameters) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Method method : c.getDeclaredMethods()) {
                if (method.getName().equals(name) && method.getParameterCount() == parameters) {
                    return method;
                }
            }
        }
        throw new AssertionError(type + " has no method " + name + "/" + parameters);
    }

    static byte[] serialize(Object value) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        return bytes.toByteArray();
    }

    static Object deserialize(byte[] bytes, ClassLoader loader) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new LoaderObjectInputStream(new ByteArrayInputStream(bytes), loader)) {
            return in.readObject();
        }
    }

    static Object roundTrip(Object value, ClassLoader readerLoader) throws IOException, ClassNotFoundException {
        return deserialize(serialize(value), readerLoader);
    }

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> RuntimeException sneaky(Throwable t) throws T {
        throw (T) t;
    }

    /** Resolves stream classes in a given (reader world) loader. */
    private static final class LoaderObjectInputStream extends ObjectInputStream {
        private final ClassLoader loader;

        LoaderObjectInputStream(InputStream in, ClassLoader loader) throws IOException {
            super(in);
            this.loader = loader;
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
            return Class.forName(desc.getName(), false, loader);
        }
    }
}
