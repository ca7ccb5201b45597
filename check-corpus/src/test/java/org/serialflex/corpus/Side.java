package org.serialflex.corpus;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * One side of a reproduction, outside the check: a {@link URLClassLoader} whose parent is the platform
 * loader, holding one version of a published DTO jar, the DTO's own dependencies and the serialization
 * library, each its own copy. Objects are built and read by reflection; the library is driven by
 * reflection too, configured as the kit's adapter configures it (Kryo's defaults with registration off,
 * optionally {@code CompatibleFieldSerializer}; {@code new Gson()}; plain {@code ObjectOutputStream}).
 */
final class Side implements AutoCloseable {

    /** Jar name prefixes of the serialization libraries and the DTOs' dependencies on this test's class path. */
    static final List<String> KRYO = List.of("kryo-", "reflectasm-", "objenesis-", "minlog-");
    static final List<String> GSON = List.of("gson-");
    static final List<String> NONE = List.of();
    static final List<String> DTO_DEPENDENCIES = List.of("jackson-annotations-", "plexus-utils-");

    final String version;
    final URLClassLoader loader;

    private Side(String version, URLClassLoader loader) {
        this.version = version;
        this.loader = loader;
    }

    /** The {@code old} or {@code new} jar of {@code pair} (under target/corpus) with {@code library}'s jars. */
    static Side of(String pair, String version, List<String> library) {
        List<URL> urls = new ArrayList<>();
        Path dir = Path.of(System.getProperty("corpus.dir")).resolve(pair).resolve(version);
        try (Stream<Path> jars = Files.list(dir)) {
            for (Path jar : jars.toList()) {
                urls.add(jar.toUri().toURL());
            }
            for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
                String name = Path.of(entry).getFileName().toString();
                if (Stream.concat(library.stream(), DTO_DEPENDENCIES.stream()).anyMatch(name::startsWith)) {
                    urls.add(Path.of(entry).toUri().toURL());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Side(version, new URLClassLoader(pair + "-" + version, urls.toArray(URL[]::new),
                ClassLoader.getPlatformClassLoader()));
    }

    Class<?> type(String name) {
        try {
            return Class.forName(name, true, loader);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(name + " is not in the " + version + " side", e);
        }
    }

    /** A new instance through the constructor whose parameter types are {@code types}. */
    Object make(String className, Class<?>[] types, Object... args) {
        try {
            Constructor<?> constructor = type(className).getDeclaredConstructor(types);
            constructor.setAccessible(true);
            return constructor.newInstance(args);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    Object make(String className) {
        return make(className, new Class<?>[0]);
    }

    Object constant(String enumClass, String name) {
        for (Object constant : type(enumClass).getEnumConstants()) {
            if (((Enum<?>) constant).name().equals(name)) {
                return constant;
            }
        }
        throw new IllegalArgumentException(enumClass + " has no " + name + " in the " + version + " side");
    }

    /** Sets {@code object}'s field {@code name}, declared in its class or a superclass. */
    Side set(Object object, String name, Object value) {
        try {
            field(object.getClass(), name).set(object, value);
            return this;
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    static Object get(Object object, String name) {
        try {
            return field(object.getClass(), name).get(object);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Field field(Class<?> type, String name) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (f.getName().equals(name)) {
                    f.setAccessible(true);
                    return f;
                }
            }
        }
        throw new IllegalArgumentException(type.getName() + " has no field " + name);
    }

    // ---- the libraries, as the kit's adapters configure them ----

    /** Kryo 5 with registration off; {@code compatible} sets CompatibleFieldSerializer as the default serializer. */
    Object kryo(boolean compatible) {
        Object kryo = make("com.esotericsoftware.kryo.Kryo");
        call(kryo, "setRegistrationRequired", new Class<?>[]{boolean.class}, false);
        if (compatible) {
            call(kryo, "setDefaultSerializer", new Class<?>[]{Class.class},
                    type("com.esotericsoftware.kryo.serializers.CompatibleFieldSerializer"));
        }
        return kryo;
    }

    byte[] kryoWrite(Object kryo, Object value) {
        Object output = make("com.esotericsoftware.kryo.io.Output", new Class<?>[]{int.class, int.class}, 4096, -1);
        call(kryo, "writeClassAndObject", new Class<?>[]{type("com.esotericsoftware.kryo.io.Output"), Object.class},
                output, value);
        return (byte[]) call(output, "toBytes", new Class<?>[0]);
    }

    Object kryoRead(Object kryo, byte[] bytes) {
        Object input = make("com.esotericsoftware.kryo.io.Input", new Class<?>[]{byte[].class}, (Object) bytes);
        return call(kryo, "readClassAndObject", new Class<?>[]{type("com.esotericsoftware.kryo.io.Input")}, input);
    }

    byte[] gsonWrite(Object value) {
        Object gson = make("com.google.gson.Gson");
        return ((String) call(gson, "toJson", new Class<?>[]{Object.class}, value)).getBytes(StandardCharsets.UTF_8);
    }

    Object gsonRead(byte[] json, String rootClass) {
        Object gson = make("com.google.gson.Gson");
        return call(gson, "fromJson", new Class<?>[]{String.class, Class.class},
                new String(json, StandardCharsets.UTF_8), type(rootClass));
    }

    static byte[] javaWrite(Object value) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** Java serialization resolving classes in this side's loader, as the kit's reader does in its world. */
    Object javaRead(byte[] bytes) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes)) {
            @Override
            protected Class<?> resolveClass(ObjectStreamClass description) throws IOException, ClassNotFoundException {
                try {
                    return Class.forName(description.getName(), false, loader);
                } catch (ClassNotFoundException e) {
                    return super.resolveClass(description);
                }
            }
        }) {
            return in.readObject();
        }
    }

    /** Calls {@code name} on {@code target}, unwrapping the library's exception so a test can assert it. */
    static Object call(Object target, String name, Class<?>[] types, Object... args) {
        try {
            Method method = target.getClass().getMethod(name, types);
            return method.invoke(target, args);
        } catch (java.lang.reflect.InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(name + Arrays.toString(types) + " on " + target.getClass(), e);
        }
    }

    /** Calls the static method {@code name} of {@code className} in this side. */
    Object callStatic(String className, String name, Class<?>[] types, Object... args) {
        try {
            return type(className).getMethod(name, types).invoke(null, args);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() throws IOException {
        loader.close();
    }
}
