package org.serialflex.worlds;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One world's class loader: its parent is the platform loader, so every class that is not the
 * JDK's is this loader's own copy, read from the kit's class path (library, adapter) or defined
 * from the DTO bytes it was given. The SPI package is the only thing shared with the kit. A name,
 * once given, keeps its bytes for the loader's life: one name, one class.
 */
final class WorldClassLoader extends URLClassLoader {

    static {
        registerAsParallelCapable();
    }

    private static final String SHARED_PACKAGE = "org.serialflex.spi.";

    private final Map<String, byte[]> dtoClasses;
    private final ClassLoader kitLoader;

    WorldClassLoader(String name, URL[] classPath, Map<String, byte[]> dtoClasses, ClassLoader kitLoader) {
        super(name, classPath, ClassLoader.getPlatformClassLoader());
        this.dtoClasses = new ConcurrentHashMap<>(dtoClasses);
        this.kitLoader = kitLoader;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (name.startsWith(SHARED_PACKAGE)) {
            return kitLoader.loadClass(name);
        }
        return super.loadClass(name, resolve);
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] bytes = dtoClasses.get(name);
        if (bytes != null) {
            return defineClass(name, bytes, 0, bytes.length);
        }
        return super.findClass(name);
    }

    /**
     * Adds DTO classes this loader does not define yet.
     *
     * @throws IllegalArgumentException when a name is already defined here with other bytes
     */
    void add(Map<String, byte[]> more) {
        more.forEach((name, bytes) -> {
            byte[] before = dtoClasses.putIfAbsent(name, bytes);
            if (before != null && !Arrays.equals(before, bytes)) {
                throw new IllegalArgumentException(getName() + " already defines " + name + " with other bytes");
            }
        });
    }

    /** Whether {@code name} is one of this world's DTO classes. */
    boolean definesDto(String name) {
        return dtoClasses.containsKey(name);
    }
}
