package org.serialflex.worlds;

import org.serialflex.spi.SerializerAdapter;

import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.function.Supplier;

/**
 * Creates the adapter once in a bare world before any case runs. A library that cannot live in a
 * world at all then fails once, with its whole cause chain and what to do, rather than as a
 * KIT_ERROR on every case with the cause cut short. It runs in the JVM the cases run in: the test
 * JVM with {@code -Dserialflex.fork=false}, otherwise the case host JVM, whose system class loader
 * holds no library (jvm.IsolatedHost), so a library that also looks through the system class
 * loader (Hessian 4) passes there and fails only in the test JVM.
 */
public final class WorldCreationCheck {

    private WorldCreationCheck() {
    }

    /**
     * @param adapter an instance in the kit's own loader, for its id and library
     * @throws IllegalStateException when the adapter cannot be created in a world, with the causes and what to do
     */
    public static void requireCreatable(SerializerAdapter adapter) {
        requireCreatableWorld("probe", adapter.id(), () -> adapter.library().coordinates()).world().close();
    }

    /**
     * As {@link #requireCreatable}, keeping the world and the adapter created in it: a case host
     * learns the library from that instance and gives the world to its first case, so the library is
     * loaded once for both rather than once more in the kit's own loader.
     *
     * @param label       the world's label
     * @param adapterId   the adapter to create
     * @param coordinates the library's coordinates, asked only for the message when creation fails
     * @throws IllegalStateException when the adapter cannot be created in a world, with the causes and what to do
     */
    public static Created requireCreatableWorld(String label, String adapterId, Supplier<String> coordinates) {
        World world = World.create(label, Map.of());
        try {
            return new Created(world, world.newAdapter(adapterId));
        } catch (RuntimeException | ServiceConfigurationError | LinkageError failure) {
            world.close();
            throw new IllegalStateException("Adapter '" + adapterId + "' (" + coordinates.get()
                    + ") cannot be created in an isolated world, so no case can run:\n  " + causes(failure)
                    + "\nA world is a class loader whose parent is the JDK's platform loader, over the module's test "
                    + "class path (docs/adding-an-adapter.md, 'How the worlds see your adapter and its library'). "
                    + "If a message says that a class of the library 'does not implement' or 'cannot be cast to' one "
                    + "of the library's own types, the library loaded it from another class loader, usually "
                    + "ClassLoader.getSystemClassLoader(), which in the test JVM holds the library too: such a "
                    + "library can be scored only in the case JVM, so drop -Dserialflex.fork=false. "
                    + "Otherwise keep the adapter's constructor and "
                    + "static initializers free of side effects (a native library loads in one class loader only).",
                    failure);
        }
    }

    /**
     * A world the adapter was created in, once.
     *
     * @param world   the world, open; the caller closes it
     * @param adapter the instance created there
     */
    public record Created(World world, SerializerAdapter adapter) {
    }

    private static String causes(Throwable failure) {
        StringBuilder text = new StringBuilder();
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t != failure) {
                text.append("\n  caused by ");
            }
            text.append(t.getClass().getName()).append(t.getMessage() == null ? "" : ": " + t.getMessage());
        }
        return text.toString();
    }
}
