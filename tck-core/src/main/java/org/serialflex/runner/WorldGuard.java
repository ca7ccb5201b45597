package org.serialflex.runner;

import org.serialflex.verdicts.Evidence;
import org.serialflex.worlds.World;

import java.util.Optional;

/**
 * Walks what a reader produced and reports an object whose class does not belong to the reader
 * world: proof that something crossed between worlds other than bytes.
 */
final class WorldGuard {

    private WorldGuard() {
    }

    /**
     * Evidence of the first foreign object, or empty when every reachable class is the JDK's or the reader's.
     *
     * @throws ReaderObjectFailure when one of the reader's objects throws while walked
     */
    static Optional<String> findForeign(Object root, World reader) {
        String[] found = new String[1];
        ObjectGraph.walk(root, ObjectGraph.FROM_ROOT_MARK, WorldGuard::readersCode, (path, value) -> {
            Class<?> type = value.getClass();
            Class<?> checked = type.isArray() ? innermostComponent(type) : type;
            if (reader.admits(checked)) {
                return false;
            }
            found[0] = path + ": " + shown(value) + " is of class " + checked.getName()
                    + " from " + checked.getClassLoader() + ", not from the reader world (" + reader.label()
                    + "). Only bytes may cross between worlds: the adapter or its library kept an object in "
                    + "state shared across worlds (a static field of a class in org.serialflex.spi, a system "
                    + "property, a JDK-global registry). Keep library state in adapter instance fields.";
            return true;
        });
        return Optional.ofNullable(found[0]);
    }

    /**
     * Runs a walk step that calls the reader's objects (a collection's iterator, a map's
     * {@code forEach}, a key's {@code toString}): what they throw is the library's failure.
     */
    private static void readersCode(String path, Runnable step) {
        try {
            step.run();
        } catch (Throwable failure) {
            throw new ReaderObjectFailure(path, failure);
        }
    }

    /** {@link Evidence#value}, which asks a collection or map for its size: the foreign object is the finding. */
    private static String shown(Object value) {
        try {
            return Evidence.value(value);
        } catch (RuntimeException failure) {
            return "an object";
        }
    }

    private static Class<?> innermostComponent(Class<?> arrayType) {
        Class<?> component = arrayType;
        while (component.isArray()) {
            component = component.getComponentType();
        }
        return component;
    }
}
