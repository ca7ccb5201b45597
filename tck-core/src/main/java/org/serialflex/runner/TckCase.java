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
 * @param classes       DTO class bytes defined in the writer world and in the reader world
 * @param writerObject  builds the object the writer serializes, in the writer world
 * @param expectation   builds what the reader must produce, in the reader world's terms
 * @param traits        facts an adapter may decline the case for (root collection etc. are added automatically)
 * @param names         how the declared class names of {@code writerObject} and {@code expectation} translate to the
 *                      names of {@code classes}, and back for the case's evidence
 */
public record TckCase(String criterionId, String id, String title, String writerClassVersion, String readerClassVersion,
                      CaseClasses classes, ObjectFactory writerObject, ObjectFactory expectation,
                      Set<CaseTrait> traits, CaseNames names) {

    public TckCase {
        if (!id.startsWith(criterionId + ".")) {
            throw new IllegalArgumentException("Case id " + id + " must start with its criterion id " + criterionId);
        }
        traits = Set.copyOf(traits);
    }

    /** A case whose classes keep their declared names. */
    public TckCase(String criterionId, String id, String title, String writerClassVersion, String readerClassVersion,
                   CaseClasses classes, ObjectFactory writerObject, ObjectFactory expectation, Set<CaseTrait> traits) {
        this(criterionId, id, title, writerClassVersion, readerClassVersion, classes, writerObject, expectation, traits,
                CaseNames.DECLARED);
    }

    /** A case whose classes are known already and keep their declared names. */
    public TckCase(String criterionId, String id, String title, String writerClassVersion, String readerClassVersion,
                   Map<String, byte[]> writerClasses, Map<String, byte[]> readerClasses,
                   ObjectFactory writerObject, ObjectFactory expectation, Set<CaseTrait> traits) {
        this(criterionId, id, title, writerClassVersion, readerClassVersion, CaseClasses.of(writerClasses, readerClasses),
                writerObject, expectation, traits);
    }

    /** DTO class bytes defined in the writer world. */
    public Map<String, byte[]> writerClasses() {
        return classes.writer();
    }

    /** DTO class bytes defined in the reader world. */
    public Map<String, byte[]> readerClasses() {
        return classes.reader();
    }

    /** The same case with {@code classes} instead of its own (a host JVM handed its parent's class files). */
    TckCase withClasses(CaseClasses classes) {
        return new TckCase(criterionId, id, title, writerClassVersion, readerClassVersion, classes, writerObject,
                expectation, traits, names);
    }

    /** {@code C08 int→long (old→new)}: the name a test runner shows. */
    public String displayName() {
        return criterionId + " " + title;
    }
}
