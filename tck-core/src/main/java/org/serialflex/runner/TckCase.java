package org.serialflex.runner;

import org.serialflex.spi.CaseTrait;

import java.util.Map;
import java.util.Set;

/**
 * One concrete writer→reader run of a criterion.
 *
 * @param criterionId   {@code C01}..{@code C20}
 * @param id            stable id, never reused: {@code C08.int-to-long.old-to-new}
 * @param title         human title: {@code int→long (old→new)}
 * @param writerClassVersion the writer's class version, {@code v1} or {@code v2}
 * @param readerClassVersion the reader's class version, {@code v1} or {@code v2}
 * @param writerClasses DTO class bytes defined in the writer world
 * @param readerClasses DTO class bytes defined in the reader world
 * @param writerObject  builds the object the writer serializes, in the writer world
 * @param expectation   builds what the reader must produce, in the reader world's terms
 * @param traits        facts an adapter may decline the case for (root collection etc. are added automatically)
 */
public record TckCase(String criterionId, String id, String title, String writerClassVersion, String readerClassVersion,
                      Map<String, byte[]> writerClasses, Map<String, byte[]> readerClasses,
                      ObjectFactory writerObject, ObjectFactory expectation, Set<CaseTrait> traits) {

    public TckCase {
        if (!id.startsWith(criterionId + ".")) {
            throw new IllegalArgumentException("Case id " + id + " must start with its criterion id " + criterionId);
        }
        writerClasses = Map.copyOf(writerClasses);
        readerClasses = Map.copyOf(readerClasses);
        traits = Set.copyOf(traits);
    }

    /** {@code C08 int→long (old→new)}: the name a test runner shows. */
    public String displayName() {
        return criterionId + " " + title;
    }
}
