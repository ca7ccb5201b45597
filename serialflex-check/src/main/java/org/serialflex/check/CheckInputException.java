package org.serialflex.check;

import org.serialflex.cli.BadInputException;

/**
 * Bad input to the check: a missing artifact, an unknown adapter id, a root class in neither
 * version. The message names the problem and the fix; the command line and the Maven goal print it
 * as it is, without a stack trace (the serialflex command line, as any {@link BadInputException}, with status 2).
 */
public final class CheckInputException extends BadInputException {

    private static final long serialVersionUID = 1L;

    /** @param message the problem and what to do about it, in one or two sentences */
    public CheckInputException(String message) {
        super(message);
    }
}
