package org.serialflex.results.json;

import java.nio.file.Path;

/** A results file that is missing, unreadable or not in the documented format. */
public final class MalformedResultsException extends RuntimeException {

    private final transient Path file;

    MalformedResultsException(Path file, String problem) {
        super("Results file " + file + " is unusable: " + problem);
        this.file = file;
    }

    /** The offending file. */
    public Path file() {
        return file;
    }
}
