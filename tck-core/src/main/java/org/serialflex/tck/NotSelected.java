package org.serialflex.tck;

import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;

/**
 * An adapter of the module that {@code -Dserialflex.adapters} left out: reported skipped with the
 * reason, so that a module none of whose adapters is selected still has a test to show for it.
 */
final class NotSelected extends AbstractTestDescriptor {

    private final String reason;

    NotSelected(UniqueId uniqueId, String displayName, String reason) {
        super(uniqueId, displayName);
        this.reason = reason;
    }

    String reason() {
        return reason;
    }

    @Override
    public Type getType() {
        return Type.TEST;
    }
}
