package org.serialflex.spi;

import java.util.Set;

/**
 * What an adapter may know about a case before it runs, to decide whether it can express it.
 *
 * @param criterionId   {@code C01}..{@code C20}
 * @param caseId        stable id, e.g. {@code C08.int-to-long.old-to-new}
 * @param writerClassVersion the writer's class version, {@code v1} or {@code v2} (not a library version)
 * @param readerClassVersion the reader's class version, {@code v1} or {@code v2}
 * @param rootClassName the writer's class name of the root object
 * @param traits        facts about the case an adapter may decline, see {@link CaseTrait}
 */
public record CaseInfo(String criterionId, String caseId, String writerClassVersion, String readerClassVersion,
                       String rootClassName, Set<CaseTrait> traits) {

    public CaseInfo {
        traits = Set.copyOf(traits);
    }

    public boolean has(CaseTrait trait) {
        return traits.contains(trait);
    }
}
