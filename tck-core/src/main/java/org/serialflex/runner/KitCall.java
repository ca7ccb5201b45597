package org.serialflex.runner;

import org.serialflex.results.Outcome;
import org.serialflex.verdicts.Evidence;
import org.serialflex.verdicts.Verdict;

import java.util.concurrent.Callable;

/**
 * What a call of the kit's own into a world returned (the case building an object, the adapter answering
 * a question), or the KIT_ERROR verdict when it threw: such a failure says nothing about the library, so it
 * is never the library's verdict.
 *
 * @param value    what the call returned, when {@code kitError} is null
 * @param kitError the KIT_ERROR verdict, {@code "<what failed>: <exception and message>"}; null when it returned
 */
record KitCall<T>(T value, Verdict kitError) {

    /** Calls {@code action} with {@code loader} as the context class loader; {@code whatFailed} opens the evidence. */
    static <T> KitCall<T> inWorld(ClassLoader loader, String whatFailed, Callable<T> action) {
        try {
            return new KitCall<>(TimedCall.inWorld(loader, action), null);
        } catch (Throwable failure) {
            return new KitCall<>(null, new Verdict(Outcome.KIT_ERROR, whatFailed + ": " + Evidence.describe(failure)));
        }
    }

    /** Whether the call threw. */
    boolean failed() {
        return kitError != null;
    }
}
