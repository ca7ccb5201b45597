package org.serialflex.tck;

import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;

import java.util.Set;

/**
 * One probe of the safety profile in one configuration, {@code .../[safety:profile]/[probe:default.depth-bombs]}:
 * passes when its worst outcome is the pinned one (docs/safety.md).
 */
final class SafetyProbeTest extends AbstractTestDescriptor {

    private final String key;

    SafetyProbeTest(UniqueId uniqueId, String key) {
        super(uniqueId, key);
        this.key = key;
    }

    /** {@code default.depth-bombs}, {@code hardened.unexpected-classes}: the key of the pin file. */
    String key() {
        return key;
    }

    @Override
    public Type getType() {
        return Type.TEST;
    }

    @Override
    public Set<TestTag> getTags() {
        return Set.of(TestTag.create(TckTree.SAFETY_TAG));
    }
}
