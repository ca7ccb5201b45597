package org.serialflex.check;

import org.serialflex.results.Outcome;

import java.util.List;

/**
 * The result of one check: the one model the JSON, Markdown and HTML renderers read.
 *
 * @param adapterId   the adapter used on both sides
 * @param adapterName its display name
 * @param library     the library and version the adapter reported
 * @param oldClasses  where the old classes came from
 * @param newClasses  where the new classes came from
 * @param seed        Instancio's seed
 * @param overall     the verdict over every root class
 * @param classes     one result per root class
 */
public record CheckReport(String adapterId, String adapterName, String library, String oldClasses, String newClasses,
                          long seed, Compatibility overall, List<ClassResult> classes) {

    public CheckReport {
        classes = List.copyOf(classes);
    }

    /** Whether any direction of any class ended CORRUPT: silent data loss. */
    public boolean anyCorrupt() {
        return classes.stream().anyMatch(c -> c.backward().outcome() == Outcome.CORRUPT
                || c.forward().outcome() == Outcome.CORRUPT);
    }
}
