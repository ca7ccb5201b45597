package org.serialflex.results;

/**
 * What a reader did with one hostile payload of the safety profile, worst first. Which of them a
 * probe counts against the reader is the probe's business ({@code org.serialflex.safety.Probe}).
 */
public enum SafetyOutcome {

    /** Code of a class the reader never asked for ran (static initializer, constructor, setter, readObject). */
    RAN("ran the unexpected class's code"),
    /** Read returned normally with an object different from the intact payload's: silent corruption. */
    ACCEPTED("returned a wrong object silently"),
    /** The reader threw {@link OutOfMemoryError} (the probe JVM has a 256 MB heap). */
    OUT_OF_MEMORY("OutOfMemoryError"),
    /** The read allocated more than the probe's allocation limit before it answered. */
    BLOAT("allocated hundreds of MB"),
    /** The reader threw {@link StackOverflowError}. */
    STACK_OVERFLOW("StackOverflowError"),
    /** The read did not finish within the attempt's time limit. */
    HUNG("hung past the time limit"),
    /** The reader threw another {@link Error}, or its JVM died. */
    ERROR("another Error"),
    /** Read returned an object equal to the intact payload's (for truncation: it did not notice the cut). */
    INTACT("returned the right object"),
    /** Read threw a clean exception. */
    REJECTED("clean exception");

    private final String meaning;

    SafetyOutcome(String meaning) {
        this.meaning = meaning;
    }

    /** E.g. {@code returned a wrong object silently}. */
    public String meaning() {
        return meaning;
    }

    /** Whether this is worse than {@code other}. */
    public boolean isWorseThan(SafetyOutcome other) {
        return ordinal() < other.ordinal();
    }
}
