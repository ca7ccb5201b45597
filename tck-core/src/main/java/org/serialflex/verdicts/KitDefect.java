package org.serialflex.verdicts;

/**
 * A defect of the kit, never a verdict on a library: a case whose expectation names a field the
 * reader's class lacks, an expectation node no comparison knows. The case runner turns this
 * exception, and no other, into KIT_ERROR while it compares; whatever else a comparison throws
 * comes from the reader's object.
 */
public final class KitDefect extends RuntimeException {

    /** @param message what is wrong with the kit and where to fix it */
    public KitDefect(String message) {
        super(message);
    }
}
