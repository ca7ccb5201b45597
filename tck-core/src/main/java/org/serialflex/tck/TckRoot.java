package org.serialflex.tck;

import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.EngineDescriptor;
import org.serialflex.runner.Criterion;
import org.serialflex.spi.SerializerAdapter;

import java.util.List;

/** The engine's root: what discovery found, kept for the run. */
final class TckRoot extends EngineDescriptor {

    private final TckSettings settings;
    private final List<SerializerAdapter> onClassPath;
    private final List<SerializerAdapter> modules;
    private final List<Criterion> criteria;
    private final KnownCases knownCases;

    /**
     * @param onClassPath every adapter on the class path, also those that are only a lane's other side
     * @param modules     the module's own adapters
     * @param criteria    the criteria this run selected
     * @param knownCases  the cases of every registered criterion, which pinned ids must name
     */
    TckRoot(UniqueId uniqueId, TckSettings settings, List<SerializerAdapter> onClassPath,
            List<SerializerAdapter> modules, List<Criterion> criteria, KnownCases knownCases) {
        super(uniqueId, "serialflex");
        this.settings = settings;
        this.onClassPath = List.copyOf(onClassPath);
        this.modules = List.copyOf(modules);
        this.criteria = List.copyOf(criteria);
        this.knownCases = knownCases;
    }

    TckSettings settings() {
        return settings;
    }

    List<SerializerAdapter> onClassPath() {
        return onClassPath;
    }

    List<SerializerAdapter> modules() {
        return modules;
    }

    List<Criterion> criteria() {
        return criteria;
    }

    KnownCases knownCases() {
        return knownCases;
    }
}
