package org.serialflex.tck;

import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;

import java.util.Set;

/**
 * A container of the kit's test tree below an adapter: a lane ({@code [lane:matrix]}, {@code [lane:kryo@5.5.0>kryo]}),
 * a lane's identity set ({@code [set:identity]}), a criterion ({@code [criterion:C08]}) or the safety
 * profile ({@code [safety:profile]}).
 */
final class KitContainer extends AbstractTestDescriptor {

    private final Set<TestTag> tags;
    private final String reportingName;

    KitContainer(UniqueId uniqueId, String displayName, TestSource source, Set<TestTag> tags) {
        this(uniqueId, displayName, displayName, source, tags);
    }

    /**
     * @param reportingName the name in reports that flatten the tree (Surefire's XML uses it as the
     *                      test class of the cases below), so that it names the lane as well
     */
    KitContainer(UniqueId uniqueId, String displayName, String reportingName, TestSource source, Set<TestTag> tags) {
        super(uniqueId, displayName, source);
        this.tags = Set.copyOf(tags);
        this.reportingName = reportingName;
    }

    @Override
    public String getLegacyReportingName() {
        return reportingName;
    }

    @Override
    public Type getType() {
        return Type.CONTAINER;
    }

    @Override
    public Set<TestTag> getTags() {
        return tags;
    }
}
