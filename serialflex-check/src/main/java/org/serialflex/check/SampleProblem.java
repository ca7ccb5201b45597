package org.serialflex.check;

import org.serialflex.results.Outcome;

/**
 * A sample that failed in a control (one version on both sides), so for its own sake and not the
 * change's: reported here, replaced by another sample, and never the evidence of a verdict.
 *
 * @param control  {@code old→old} or {@code new→new}
 * @param sample   the sample's number, from 1
 * @param outcome  how the control ended
 * @param evidence the control's evidence (an exception names the field path where the library says it)
 */
public record SampleProblem(Direction control, int sample, Outcome outcome, String evidence) {
}
