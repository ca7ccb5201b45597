package org.serialflex.worlds;

import java.net.URL;
import java.net.URLClassLoader;
import java.util.Map;

/**
 * One world's class loader: its parent is the platform loader, so every class that is not the
 * JDK's is this loader's own copy, read from the kit's class path (library, adapter) or defined
 * from the DTO bytes of one version. The SPI package is the only thing shared with the kit.
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
        this.dtoClasses = Map.copyOf(dtoClasses);
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

    /** Whether {@code name} is one of this world's DTO classes. */
    boolean definesDto(String name) {
        return dtoClasses.containsKey(name);
    }
}
