package org.serialflex.check;

import java.util.List;

/**
 * A change of the structural diff with the chosen adapter's kit scores on the criteria it falls under.
 *
 * @param change what changed
 * @param scores one per criterion of {@link ChangeKind#criteria()} the scores source had
 */
public record ScoredChange(ClassChange change, List<KitScore> scores) {
}
