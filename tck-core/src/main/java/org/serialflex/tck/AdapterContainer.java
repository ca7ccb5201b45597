package org.serialflex.tck;

import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.serialflex.lanes.Lane;
import org.serialflex.spi.SerializerAdapter;

import java.util.List;

/**
 * One adapter, {@code [engine:serialflex]/[adapter:kryo]}: its matrix, its upgrade lanes and its
 * safety profile. Its name holds no score, so that it stays the same when a verdict changes; the
 * score is in the report.
 */
final class AdapterContainer extends AbstractTestDescriptor {

    private final SerializerAdapter adapter;
    private final List<Lane> lanes;

    AdapterContainer(UniqueId uniqueId, SerializerAdapter adapter, List<Lane> lanes) {
        super(uniqueId, adapter.displayName() + " [" + adapter.id() + "]");
        this.adapter = adapter;
        this.lanes = List.copyOf(lanes);
    }

    SerializerAdapter adapter() {
        return adapter;
    }

    /** The adapter's upgrade lanes, whether or not a selection left cases of them. */
    List<Lane> lanes() {
        return lanes;
    }

    @Override
    public Type getType() {
        return Type.CONTAINER;
    }
}
