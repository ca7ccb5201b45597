package org.serialflex.races;

import org.serialflex.dto.races.Shapes;
import org.serialflex.spi.SerializerAdapter;
import org.serialflex.worlds.World;

import java.util.Map;
import java.util.concurrent.Callable;

/**
 * One library's isolated world, as in the kit: a class loader over the races' class path whose
 * parent is the platform loader, so the library, the adapter and the shape classes are this world's
 * own copies. The shapes are built by the world's copy of {@link Shapes}.
 */
final class ShapeWorld implements AutoCloseable {

    private final World world;
    private final String adapterId;

    private ShapeWorld(World world, String adapterId) {
        this.world = world;
        this.adapterId = adapterId;
    }

    /** A world for {@code adapterId}, labelled e.g. {@code races kryo}. */
    static ShapeWorld create(String adapterId, String role) {
        return new ShapeWorld(World.create(role + " " + adapterId, Map.of()), adapterId);
    }

    ClassLoader loader() {
        return world.loader();
    }

    /** A fresh adapter instance of this world, i.e. a fresh library instance (mapper, Kryo, configuration). */
    SerializerAdapter newAdapter() {
        return world.newAdapter(adapterId);
    }

    /** The shape {@code id} built from this world's classes. */
    Object build(String shapeId) throws Exception {
        Class<?> shapes = Class.forName(Shapes.class.getName(), true, world.loader());
        return inWorld(() -> shapes.getMethod("build", String.class).invoke(null, shapeId));
    }

    /** Runs {@code action} with the world's loader as the thread context class loader, as the kit does. */
    <T> T inWorld(Callable<T> action) throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(world.loader());
        try {
            return action.call();
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    @Override
    public void close() {
        world.close();
    }
}
