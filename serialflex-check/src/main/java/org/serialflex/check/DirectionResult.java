package org.serialflex.check;

import org.serialflex.results.Outcome;

import java.util.List;

/**
 * How one direction of one root class ended: a direction between the versions ({@code old→new},
 * {@code new→old}), or a control that writes and reads one version ({@code old→old},
 * {@code new→new}) and so shows what the adapter, as configured, carries of these classes at all.
 *
 * @param direction     old→new (new code reads old data), new→old, or a control: old→old, new→new
 * @param status        whether the direction has a verdict
 * @param outcome       the worst outcome over the samples judged; {@code null} when none was
 * @param evidence      exception and message, or the first differing path with both values; {@code null} for PASS.
 *                      For {@link Status#NO_VERDICT}, the control's evidence that explains it
 * @param samples       how many objects were written and read, replacements included
 * @param samplesJudged how many of them count towards the verdict (for a direction between versions: those
 *                      whose writer's control read them back, and that did not fail as the reader's control does)
 * @param notExercised  for a direction between the versions, what no judged sample wrote of the change: a changed
 *                      field, or a field whose type reaches a changed class, never non-null
 *                      ({@code Class.field}), or never holding one of its concrete classes
 *                      ({@code Class.field holding Subtype}). Such a direction is never compatible: it has no verdict
 */
public record DirectionResult(Direction direction, Status status, Outcome outcome, String evidence,
                              int samples, int samplesJudged, List<String> notExercised) {

    public DirectionResult {
        java.util.Objects.requireNonNull(direction, "direction");
        notExercised = List.copyOf(notExercised);
    }

    /** A direction whose samples exercised every change (or a control). */
    public DirectionResult(Direction direction, Status status, Outcome outcome, String evidence,
                           int samples, int samplesJudged) {
        this(direction, status, outcome, evidence, samples, samplesJudged, List.of());
    }

    /** Whether this is a control (one version on both sides). */
    public boolean control() {
        return direction.isControl();
    }

    /** Whether a direction has a verdict. */
    public enum Status {
        /** The outcome is a verdict on these classes (on the change, for a direction between versions). */
        JUDGED,
        /** The writer's version has no such root class: nothing to write, nothing to judge. */
        NOTHING_TO_WRITE,
        /**
         * The adapter, as configured, cannot take this class even with one version on both sides: every
         * sample failed in a control, so the outcome says nothing about the change; or no judged sample wrote a
         * field the change concerns ({@link #notExercised()}), so the reads say nothing about that field.
         */
        NO_VERDICT
    }

    /** Whether the reader coped: PASS or DEGRADED, or nothing to write; never for a direction without verdict. */
    public boolean compatible() {
        return status == Status.NOTHING_TO_WRITE
                || (status == Status.JUDGED && (outcome == Outcome.PASS || outcome == Outcome.DEGRADED));
    }
}
