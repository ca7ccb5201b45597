package org.serialflex.check;

import java.util.List;

/**
 * The changes of one class between the versions, once, whichever roots reach it.
 *
 * @param className the class (binary name)
 * @param changes   its changes, with the adapter's kit scores on their criteria
 * @param roots     the roots that reach it
 */
public record ClassDiff(String className, List<ScoredChange> changes, List<String> roots) {

    public ClassDiff {
        changes = List.copyOf(changes);
        roots = List.copyOf(roots);
    }
}
