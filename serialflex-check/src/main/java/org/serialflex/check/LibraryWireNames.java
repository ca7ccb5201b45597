package org.serialflex.check;

import org.serialflex.spi.SerializerAdapter;
import org.serialflex.worlds.World;
import org.serialflex.worlds.WorldClassPath;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * The names the adapter's library writes in its bytes for the fields of each version's classes
 * ({@link SerializerAdapter#propertyNames}), asked of the adapter in a world of that version, so
 * that fields are matched by what the bytes carry: a Java rename that keeps its name in the bytes
 * is no change, a field whose name in the bytes changed is one. Falls back to the Java name.
 */
final class LibraryWireNames implements WireNames {

    /** Java names alone: for an adapter whose library names no field otherwise. */
    static final LibraryWireNames JAVA = new LibraryWireNames(Map.of(), Map.of());

    /** Class name → Java field name → name in the bytes, where the two differ. */
    private final Map<String, Map<String, String>> oldNames;
    private final Map<String, Map<String, String>> newNames;

    private LibraryWireNames(Map<String, Map<String, String>> oldNames, Map<String, Map<String, String>> newNames) {
        this.oldNames = oldNames;
        this.newNames = newNames;
    }

    /** The names of {@code classes} in both versions, each asked in a world of its version with its side's library. */
    static LibraryWireNames of(String adapterId, ClassShapes oldShapes, ClassShapes newShapes, Set<String> classes,
                        WorldClassPath oldClassPath, WorldClassPath newClassPath) {
        return new LibraryWireNames(names(adapterId, oldShapes, classes, oldClassPath),
                names(adapterId, newShapes, classes, newClassPath));
    }

    private static Map<String, Map<String, String>> names(String adapterId, ClassShapes shapes, Set<String> classes,
                                                          WorldClassPath classPath) {
        Map<String, Map<String, String>> names = new HashMap<>();
        try (World world = World.create("names-" + shapes.label(), shapes.classFiles(), classPath)) {
            SerializerAdapter adapter = world.newAdapter(adapterId);
            Thread thread = Thread.currentThread();
            ClassLoader previous = thread.getContextClassLoader();
            thread.setContextClassLoader(world.loader());
            try {
                for (String name : classes) {
                    world.findClass(name).ifPresent(type -> {
                        try {
                            Map<String, String> ofClass = adapter.propertyNames(type);
                            if (!ofClass.isEmpty()) {
                                names.put(name, Map.copyOf(ofClass));
                            }
                        } catch (RuntimeException | LinkageError cannotIntrospect) {
                            // the library cannot describe this class; its samples will say why, Java names stand
                        }
                    });
                }
            } finally {
                thread.setContextClassLoader(previous);
            }
        } catch (RuntimeException | LinkageError noWorld) {
            // no world, no adapter: the controls will fail with the cause in full; Java names stand meanwhile
        }
        return names;
    }

    /** The name in the bytes of {@code field} of {@code className} in the old ({@code old}) or new version. */
    String of(boolean old, String className, String field) {
        return (old ? oldNames : newNames).getOrDefault(className, Map.of()).getOrDefault(field, field);
    }

    @Override
    public String of(String className, String fieldName, Version version) {
        return of(version == Version.OLD, className, fieldName);
    }

    /** The names of one version, for an expectation's writer or reader. */
    Side side(boolean old) {
        return (className, field) -> of(old, className, field);
    }

    /** One version's names. */
    @FunctionalInterface
    interface Side {
        /** The name in the bytes of {@code field} of {@code className}. */
        String of(String className, String field);
    }
}
