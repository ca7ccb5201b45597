package org.serialflex.report;

import java.nio.file.Path;

/**
 * A results input that could not be used; its adapter is left out of the matrix and the report says so.
 *
 * @param file    the file or directory concerned
 * @param message a whole sentence naming the file and what is wrong, e.g. {@code MalformedResultsException}'s message
 */
record InputProblem(Path file, String message) {
}
