package org.serialflex.runner;

/**
 * Builds an object graph inside one world: the writer's object of a case in the writer world, or
 * the expectation of a case in the reader world. It receives that world's {@link WorldObjects},
 * so the classes it instantiates are the world's own version of the DTOs.
 */
@FunctionalInterface
public interface ObjectFactory {

    /** Builds the graph; thrown exceptions make the case a kit error (the case definition is broken). */
    Object create(WorldObjects world) throws Exception;
}
