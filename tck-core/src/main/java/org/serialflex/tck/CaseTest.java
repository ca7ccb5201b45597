package org.serialflex.tck;

import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;

import java.util.Set;

/**
 * One case of one lane, {@code .../[criterion:C08]/[case:C08.int-to-long.old-to-new]}: passes when
 * the observed outcome is the pinned one. A case of a lane's identity set that is also one of its
 * criterion's cases appears twice in the lane, once under each, with one verdict.
 *
 * @see SafetyProbeTest for the safety profile's tests
 */
final class CaseTest extends AbstractTestDescriptor {

    private final CaseKey key;
    private final Set<TestTag> tags;
    private final String reportingName;

    /** No source of its own: its criterion's container points at the criterion's class. */
    CaseTest(UniqueId uniqueId, String displayName, CaseKey key, Set<TestTag> tags) {
        this(uniqueId, displayName, displayName, key, tags);
    }

    /**
     * @param reportingName the name in reports that flatten the tree: Surefire takes two tests of one name
     *                      for runs of one test and tells them as "Run 1: PASS, Run 2: ..." under one name,
     *                      so a lane's case names its lane (and its identity set) there
     */
    CaseTest(UniqueId uniqueId, String displayName, String reportingName, CaseKey key, Set<TestTag> tags) {
        super(uniqueId, displayName);
        this.key = key;
        this.tags = Set.copyOf(tags);
        this.reportingName = reportingName;
    }

    @Override
    public String getLegacyReportingName() {
        return reportingName;
    }

    /** Its lane and case: one key may have two tests in a lane (its identity set and its criterion). */
    CaseKey key() {
        return key;
    }

    /** {@link org.serialflex.runner.AdapterRun#MATRIX} or an upgrade lane's id. */
    String lane() {
        return key.lane();
    }

    @Override
    public Type getType() {
        return Type.TEST;
    }

    @Override
    public Set<TestTag> getTags() {
        return tags;
    }
}
