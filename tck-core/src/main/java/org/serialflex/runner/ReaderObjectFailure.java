package org.serialflex.runner;

import org.serialflex.verdicts.Evidence;
import org.serialflex.results.Outcome;
import org.serialflex.verdicts.Verdict;

/**
 * An object the reader returned threw while the kit walked it (a lazy collection that decodes on
 * iteration, a key whose {@code toString} fails): the library's failure, so the case's verdict,
 * not a defect of the kit. Thrown only around the calls that run the reader's code, so that a
 * fault of the walk itself still reaches the runner as KIT_ERROR.
 */
final class ReaderObjectFailure extends RuntimeException {

    private final String path;

    ReaderObjectFailure(String path, Throwable failure) {
        super(failure);
        this.path = path;
    }

    /** CRASH for an {@link Error}, as when it is thrown by {@code read}; READ_FAILED for an exception. */
    Verdict verdict() {
        Throwable failure = getCause();
        if (failure instanceof Error) {
            return Verdict.of(Outcome.CRASH, failure);
        }
        Verdict plain = Verdict.of(Outcome.READ_FAILED, failure);
        if (plain.outcome() != Outcome.READ_FAILED) {
            return plain; // a set-up fault (a missing --add-opens) keeps its own verdict
        }
        return new Verdict(Outcome.READ_FAILED, "the object the reader returned throws when inspected, at " + path
                + ": " + Evidence.describe(failure), plain.detail());
    }
}
