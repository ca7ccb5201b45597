package org.serialflex.worlds;

import org.serialflex.spi.SerializerAdapter;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;

/**
 * An isolated class-loading world, like one service: its own copy of the library and the adapter
 * and one version of each DTO class it holds. Only bytes (and an adapter's declared metadata blob)
 * cross from one world to another. A world may be given more DTO classes later, never another
 * version of a class it has.
 */
public final class World implements AutoCloseable {

    private final WorldClassLoader loader;
    private final String label;
    /** The provider of each adapter id this world has created, so that a later case finds it without a scan. */
    private final Map<String, ServiceLoader.Provider<SerializerAdapter>> providers = new ConcurrentHashMap<>();

    private World(WorldClassLoader loader, String label) {
        this.loader = loader;
        this.label = label;
    }

    /**
     * Creates a world over the kit's class path plus the given DTO class bytes.
     *
     * @param label      names the world in evidence and thread names, e.g. {@code writer v1}
     * @param dtoClasses binary class name to class file bytes, all defined in this world's loader
     */
    public static World create(String label, Map<String, byte[]> dtoClasses) {
        return create(label, dtoClasses, WorldClassPath.kit());
    }

    /**
     * Creates a world over {@code classPath} plus the given DTO class bytes: its library and adapter
     * come from there, e.g. another library version than the kit's.
     *
     * @param label      names the world in evidence and thread names, e.g. {@code writer v1}
     * @param dtoClasses binary class name to class file bytes, all defined in this world's loader
     * @param classPath  the library, the adapter and the kit, without the DTO classes
     */
    public static World create(String label, Map<String, byte[]> dtoClasses, WorldClassPath classPath) {
        WorldClassLoader loader = new WorldClassLoader("world[" + label + "]", classPath.asArray(), dtoClasses,
                World.class.getClassLoader());
        return new World(loader, label);
    }

    /**
     * Adds DTO classes under names this world does not hold yet.
     *
     * @throws IllegalArgumentException when the world holds one of the names with other bytes
     */
    public void addClasses(Map<String, byte[]> dtoClasses) {
        loader.add(dtoClasses);
    }

    /** The class path worlds are built from: the one this JVM was started with. */
    public static java.util.List<java.nio.file.Path> kitClassPath() {
        java.util.List<java.nio.file.Path> paths = new java.util.ArrayList<>();
        for (java.net.URL url : KitClassPath.urls()) {
            try {
                paths.add(java.nio.file.Path.of(url.toURI()));
            } catch (java.net.URISyntaxException e) {
                throw new IllegalStateException("Class path entry " + url + " is not a file", e);
            }
        }
        return paths;
    }

    /** The world's class loader. */
    public ClassLoader loader() {
        return loader;
    }

    /** E.g. {@code writer v1}. */
    public String label() {
        return label;
    }

    /**
     * A fresh instance of the adapter with {@code adapterId}, loaded by this world.
     *
     * @throws IllegalStateException when no adapter with that id is registered on the class path
     */
    public SerializerAdapter newAdapter(String adapterId) {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            ServiceLoader.Provider<SerializerAdapter> known = providers.get(adapterId);
            if (known != null) {
                return known.get();
            }
            // The first time, every registered adapter is created to learn its id, as a service loader's
            // user does; later, only the one asked for, a new instance each time.
            for (Iterator<ServiceLoader.Provider<SerializerAdapter>> providersOnPath
                    = ServiceLoader.load(SerializerAdapter.class, loader).stream().iterator(); providersOnPath.hasNext(); ) {
                ServiceLoader.Provider<SerializerAdapter> provider = providersOnPath.next();
                SerializerAdapter adapter = provider.get();
                if (adapter.id().equals(adapterId) && adapter.getClass().getClassLoader() == loader) {
                    providers.put(adapterId, provider);
                    return adapter;
                }
            }
        } finally {
            thread.setContextClassLoader(previous);
        }
        throw new IllegalStateException("No adapter with id '" + adapterId + "' is registered in "
                + "META-INF/services/" + SerializerAdapter.class.getName() + " on the class path of " + label);
    }

    /** The world's class named {@code name}, or empty when this world has no such class. */
    public Optional<Class<?>> findClass(String name) {
        try {
            return Optional.of(Class.forName(name, false, loader));
        } catch (ClassNotFoundException | LinkageError e) {
            return Optional.empty();
        }
    }

    /**
     * Whether an object of class {@code type} may legitimately appear in this world: a JDK class,
     * one of this world's own, or one a library of this world generated in a loader of its own
     * whose parents lead back to this world (one-nio's stubs, for instance). Anything else leaked
     * in from another world.
     */
    public boolean admits(Class<?> type) {
        ClassLoader owner = type.getClassLoader();
        if (owner == null || owner == ClassLoader.getPlatformClassLoader()) {
            return true;
        }
        for (ClassLoader l = owner; l != null; l = l.getParent()) {
            if (l == loader) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void close() {
        try {
            loader.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String toString() {
        return "World[" + label + "]";
    }
}
