package org.serialflex.lanes;

/**
 * A lane ready to run: its declaration and both sides made concrete.
 *
 * @param lane   the lane as declared
 * @param writer the writer side
 * @param reader the reader side
 */
public record LanePlan(Lane lane, ResolvedSide writer, ResolvedSide reader) {
}
