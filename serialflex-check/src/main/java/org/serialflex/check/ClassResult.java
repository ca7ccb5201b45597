package org.serialflex.check;

import java.util.List;

/**
 * The verdict of one root class.
 *
 * @param className the root class
 * @param verdict   BACKWARD, FORWARD, FULL or NONE
 * @param backward  old→new: new code reading what old code wrote
 * @param forward   new→old: old code reading what new code writes
 * @param changes   the structural changes of the classes the root reaches, scored
 */
public record ClassResult(String className, Compatibility verdict, DirectionResult backward, DirectionResult forward,
                          List<ScoredChange> changes) {
}
