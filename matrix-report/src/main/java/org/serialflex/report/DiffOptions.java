package org.serialflex.report;

import java.nio.file.Path;

/**
 * What {@code diff} is asked to do: the typed form the command line parses into and the Maven goal builds.
 *
 * @param before      the earlier matrix.json, or one adapter's results file
 * @param after       the later one, of the same kind
 * @param failOnWorse whether a case outcome that got worse or a criterion score that dropped is a failure (exit 1)
 */
public record DiffOptions(Path before, Path after, boolean failOnWorse) {
}
