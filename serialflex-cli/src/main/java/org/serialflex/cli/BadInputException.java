package org.serialflex.cli;

/**
 * Input a command cannot use: its message names the problem and the fix, and the command line prints it on
 * one line and ends with status 2, without a stack trace (every other exception is a bug and keeps its).
 */
public class BadInputException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public BadInputException(String message) {
        super(message);
    }
}
