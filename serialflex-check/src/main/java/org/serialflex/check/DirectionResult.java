package org.serialflex.check;

import org.serialflex.results.Outcome;

/**
 * How one direction of one root class ended: the worst outcome over its samples, with the
 * evidence of the first sample that ended so.
 *
 * @param direction {@code old→new} (new code reads old data) or {@code new→old}
 * @param outcome   the worst outcome, or {@code null} when the writer's version has no such root class
 * @param evidence  exception and message, or the first differing path with both values; {@code null} for PASS
 * @param samples   how many objects were written and read
 */
public record DirectionResult(String direction, Outcome outcome, String evidence, int samples) {

    /** Whether the reader coped: PASS or DEGRADED, or nothing to read. */
    public boolean compatible() {
        return outcome == null || outcome == Outcome.PASS || outcome == Outcome.DEGRADED;
    }
}
