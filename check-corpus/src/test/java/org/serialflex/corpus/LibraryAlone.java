package org.serialflex.corpus;

import java.io.ByteArrayOutputStream;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The oracle of a check's verdict: one version of a team's classes and the library, alone in a
 * {@link URLClassLoader} whose parent is the platform loader (no kit, no check), an object built by hand, and the
 * library called as its user calls it, configured as the kit's adapter configures it. Nothing but bytes crosses
 * between two such loaders.
 */
final class LibraryAlone implements AutoCloseable {

    /** The libraries the reproductions use, each set up as the kit's adapter of that id. */
    enum Library { GSON, JACKSON, KRYO }

    private final URLClassLoader loader;
    private final Library library;

    /** @param classes the directory of one version's class files */
    LibraryAlone(Path classes, Library library) {
        this.library = library;
        List<URL> urls = new ArrayList<>();
        try {
            urls.add(classes.toUri().toURL());
            for (String name : switch (library) {
                case GSON -> List.of("com.google.gson.Gson");
                case JACKSON -> List.of("com.fasterxml.jackson.databind.ObjectMapper",
                        "com.fasterxml.jackson.core.JsonFactory", "com.fasterxml.jackson.annotation.JsonAutoDetect");
                case KRYO -> List.of("com.esotericsoftware.kryo.Kryo", "com.esotericsoftware.minlog.Log",
                        "com.esotericsoftware.reflectasm.FieldAccess", "org.objenesis.Objenesis");
            }) {
                urls.add(Class.forName(name).getProtectionDomain().getCodeSource().getLocation());
            }
        } catch (ClassNotFoundException | MalformedURLException e) {
            throw new IllegalStateException(e);
        }
        this.loader = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
    }

    /** A new object of {@code className} (its no-arg constructor), with {@code fieldsAndValues} set by name. */
    Object bean(String className, Object... fieldsAndValues) throws ReflectiveOperationException {
        Class<?> type = loader.loadClass(className);
        var constructor = type.getDeclaredConstructor();
        constructor.setAccessible(true);
        Object bean = constructor.newInstance();
        for (int i = 0; i < fieldsAndValues.length; i += 2) {
            field(type, (String) fieldsAndValues[i]).set(bean, fieldsAndValues[i + 1]);
        }
        return bean;
    }

    /** The value of {@code name} in {@code bean}. */
    static Object get(Object bean, String name) throws ReflectiveOperationException {
        return field(bean.getClass(), name).get(bean);
    }

    private static Field field(Class<?> type, String name) throws NoSuchFieldException {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            try {
                Field field = c.getDeclaredField(name);
                field.setAccessible(true);
                return field;
            } catch (NoSuchFieldException next) {
                // declared higher up
            }
        }
        throw new NoSuchFieldException(name);
    }

    /** {@code value} written by the library. */
    byte[] write(Object value) throws Throwable {
        try {
            return switch (library) {
                case GSON -> ((String) call(gson(), "toJson", new Class<?>[] {Object.class}, value))
                        .getBytes(StandardCharsets.UTF_8);
                case JACKSON -> (byte[]) call(jackson(), "writeValueAsBytes", new Class<?>[] {Object.class}, value);
                case KRYO -> {
                    Class<?> outputType = loader.loadClass("com.esotericsoftware.kryo.io.Output");
                    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                    Object output = outputType.getConstructor(java.io.OutputStream.class).newInstance(bytes);
                    call(kryo(), "writeClassAndObject", new Class<?>[] {outputType, Object.class}, output, value);
                    outputType.getMethod("close").invoke(output);
                    yield bytes.toByteArray();
                }
            };
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    /** {@code bytes} read by the library as an object of {@code rootClass}; the library's exception when it throws. */
    Object read(byte[] bytes, String rootClass) throws Throwable {
        Class<?> root = loader.loadClass(rootClass);
        try {
            return switch (library) {
                case GSON -> call(gson(), "fromJson", new Class<?>[] {String.class, Class.class},
                        new String(bytes, StandardCharsets.UTF_8), root);
                case JACKSON -> call(jackson(), "readValue", new Class<?>[] {byte[].class, Class.class}, bytes, root);
                case KRYO -> {
                    Class<?> inputType = loader.loadClass("com.esotericsoftware.kryo.io.Input");
                    Object input = inputType.getConstructor(byte[].class).newInstance((Object) bytes);
                    yield call(kryo(), "readClassAndObject", new Class<?>[] {inputType}, input);
                }
            };
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    /** {@code new Gson()}, as adapter {@code gson}. */
    private Object gson() throws ReflectiveOperationException {
        return loader.loadClass("com.google.gson.Gson").getConstructor().newInstance();
    }

    /** An ObjectMapper that sees fields of any visibility and nothing else, as adapter {@code jackson-json}. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private Object jackson() throws ReflectiveOperationException {
        Class<?> mapperType = loader.loadClass("com.fasterxml.jackson.databind.ObjectMapper");
        Object mapper = mapperType.getConstructor().newInstance();
        Class accessor = loader.loadClass("com.fasterxml.jackson.annotation.PropertyAccessor");
        Class visibility = loader.loadClass("com.fasterxml.jackson.annotation.JsonAutoDetect$Visibility");
        Method set = mapperType.getMethod("setVisibility", accessor, visibility);
        set.invoke(mapper, Enum.valueOf(accessor, "ALL"), Enum.valueOf(visibility, "NONE"));
        set.invoke(mapper, Enum.valueOf(accessor, "FIELD"), Enum.valueOf(visibility, "ANY"));
        return mapper;
    }

    /** Kryo's defaults with registration not required, as adapter {@code kryo}. */
    private Object kryo() throws ReflectiveOperationException {
        Class<?> kryoType = loader.loadClass("com.esotericsoftware.kryo.Kryo");
        Object kryo = kryoType.getConstructor().newInstance();
        kryoType.getMethod("setRegistrationRequired", boolean.class).invoke(kryo, false);
        return kryo;
    }

    private static Object call(Object target, String method, Class<?>[] types, Object... arguments)
            throws ReflectiveOperationException {
        return target.getClass().getMethod(method, types).invoke(target, arguments);
    }

    @Override
    public void close() throws java.io.IOException {
        loader.close();
    }
}
