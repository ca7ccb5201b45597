package org.serialflex.check;

/**
 * The verdict in the vocabulary of schema registries. Reading is compatible when it ends PASS or
 * DEGRADED (every value arrived; a type was substituted or an object of a class the reader lacks
 * dropped, as the evidence says); CORRUPT, READ_FAILED, WRITE_FAILED, CRASH and the kit's own
 * errors are not.
 */
public enum Compatibility {
    /** Neither direction reads. */
    NONE,
    /** Old code reads what new code writes (new→old), but not the other way. */
    FORWARD,
    /** New code reads what old code wrote (old→new), but not the other way. */
    BACKWARD,
    /** Both directions read. */
    FULL,
    /**
     * No verdict: the adapter, as configured, cannot take the class even with one version on both
     * sides (every sample of a control failed), so nothing can be said of the change. Fails the check
     * unless the user accepted the root.
     */
    NO_VERDICT;

    /** The verdict of two directions. */
    public static Compatibility of(boolean backward, boolean forward) {
        return backward && forward ? FULL : backward ? BACKWARD : forward ? FORWARD : NONE;
    }

    /** Whether this verdict gives everything {@code required} asks for (FULL meets all, NONE asks nothing). */
    public boolean meets(Compatibility required) {
        boolean backwardNeeded = required == BACKWARD || required == FULL;
        boolean forwardNeeded = required == FORWARD || required == FULL;
        if (this == NO_VERDICT) {
            return required == NONE;
        }
        return (!backwardNeeded || this == BACKWARD || this == FULL) && (!forwardNeeded || this == FORWARD || this == FULL);
    }

    boolean backward() {
        return this == BACKWARD || this == FULL;
    }

    boolean forward() {
        return this == FORWARD || this == FULL;
    }
}
