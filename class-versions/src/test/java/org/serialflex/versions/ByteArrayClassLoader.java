package org.serialflex.versions;

import java.util.Map;

/**
 * A world-like class loader for tests: generated classes from bytes, JDK classes from the platform
 * loader, and the runtime helpers ({@code org.serialflex.versions.runtime}) from the test class
 * path, as every world has them.
 */
final class ByteArrayClassLoader extends ClassLoader {

    private static final String RUNTIME_PACKAGE = "org.serialflex.versions.runtime.";

    private final Map<String, byte[]> classes;

    ByteArrayClassLoader(String name, Map<String, byte[]> classes) {
        super(name, ClassLoader.getPlatformClassLoader());
        this.classes = Map.copyOf(classes);
    }

    static ByteArrayClassLoader of(ClassVersions versions, ClassVersion version) {
        return new ByteArrayClassLoader(version.label(), versions.classBytes(version));
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] bytes = classes.get(name);
        if (bytes != null) {
            return defineClass(name, bytes, 0, bytes.length);
        }
        if (name.startsWith(RUNTIME_PACKAGE)) {
            return ByteArrayClassLoader.class.getClassLoader().loadClass(name);
        }
        throw new ClassNotFoundException(name);
    }

    /** Loads a class, wrapping the checked exception. */
    Class<?> load(String name) {
        try {
            return loadClass(name);
        } catch (ClassNotFoundException e) {
            throw new AssertionError(name + " is not defined in loader " + getName(), e);
        }
    }
}
