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
 * once given, keeps its bytes for the loader's life: one name, one class. Library and adapter
 * classes are defined from {@link ClassFiles}, read once per JVM; resources come from the class
 * path as a URL class loader finds them.
 */
final class WorldClassLoader extends URLClassLoader {

    static {
        registerAsParallelCapable();
    }

    private static final String SHARED_PACKAGE = "org.serialflex.spi.";

    private final Map<String, byte[]> dtoClasses;
    private final ClassLoader kitLoader;
    private final ClassFiles classFiles;

    WorldClassLoader(String name, URL[] classPath, Map<String, byte[]> dtoClasses, ClassLoader kitLoader) {
        super(name, classPath, ClassLoader.getPlatformClassLoader());
        this.dtoClasses = new ConcurrentHashMap<>(dtoClasses);
        this.kitLoader = kitLoader;
        this.classFiles = ClassFiles.of(classPath);
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
        ClassFiles.ClassFile file = classFiles.find(name).orElseThrow(() -> new ClassNotFoundException(name));
        definePackageOf(name, file);
        return defineClass(name, file.bytes(), 0, file.bytes().length, file.source());
    }

    /** As a URL class loader does: the package of a jar's class carries the jar manifest's titles and versions. */
    private void definePackageOf(String className, ClassFiles.ClassFile file) {
        int dot = className.lastIndexOf('.');
        if (dot < 0) {
            return;
        }
        String packageName = className.substring(0, dot);
        if (getDefinedPackage(packageName) != null) {
            return;
        }
        try {
            if (file.manifest() != null) {
                definePackage(packageName, file.manifest(), file.source().getLocation());
            } else {
                definePackage(packageName, null, null, null, null, null, null, null);
            }
        } catch (IllegalArgumentException definedMeanwhile) {
            // another thread of this world defined it first: the same package
        }
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
