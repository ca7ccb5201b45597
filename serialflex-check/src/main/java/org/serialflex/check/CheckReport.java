package org.serialflex.check;

import org.serialflex.results.Outcome;

import java.util.List;

/**
 * The result of one check: the one model the JSON, Markdown, HTML and JUnit XML renderers read.
 *
 * @param adapterId      the adapter used on both sides
 * @param adapterName    its display name
 * @param library        the library and version the new side's worlds use ({@code group:artifact:version})
 * @param oldLibrary     the library and version the old side's worlds use: {@code library} unless the check was
 *                       asked to write the old side with another version ({@code --writer-library})
 * @param oldClasses     where the old classes came from
 * @param newClasses     where the new classes came from
 * @param seed           Instancio's seed
 * @param overall        the verdict over every root class (NO_VERDICT when any root has none and was not accepted)
 * @param roots          one result per root class
 * @param diffs          the changes of every changed class the roots reach, each class once
 * @param notes          what the diff found no change in the bytes although the Java code changed (a field renamed
 *                       in Java that keeps its name in the bytes)
 * @param warnings       what the user must know beyond the verdicts (e.g. an adapter whose allow list admits none of
 *                       these classes)
 * @param seconds        how long the check took, wall clock
 * @param accepted       the team's accepted outcomes with their reasons, each with whether it still occurs
 * @param byAdapter      for a check of several adapters, each adapter's own report, in the order asked; then the
 *                       fields above are over all of them: {@code roots} holds each adapter's roots, each named with
 *                       its adapter ({@code com.acme.Order with kryo}), and the ids, names and libraries are listed.
 *                       Empty for a check of one adapter
 */
public record CheckReport(String adapterId, String adapterName, String library, String oldLibrary, String oldClasses,
                          String newClasses, long seed, Compatibility overall, List<RootResult> roots,
                          List<ClassDiff> diffs, List<String> notes, List<String> warnings, double seconds,
                          List<Acceptance> accepted, List<CheckReport> byAdapter) {

    /** A report of one adapter. */
    public CheckReport(String adapterId, String adapterName, String library, String oldLibrary, String oldClasses,
                       String newClasses, long seed, Compatibility overall, List<RootResult> roots,
                       List<ClassDiff> diffs, List<String> notes, List<String> warnings, double seconds,
                       List<Acceptance> accepted) {
        this(adapterId, adapterName, library, oldLibrary, oldClasses, newClasses, seed, overall, roots, diffs, notes,
                warnings, seconds, accepted, List.of());
    }

    /** A report without accepted changes. */
    public CheckReport(String adapterId, String adapterName, String library, String oldLibrary, String oldClasses,
                       String newClasses, long seed, Compatibility overall, List<RootResult> roots,
                       List<ClassDiff> diffs, List<String> notes, List<String> warnings, double seconds) {
        this(adapterId, adapterName, library, oldLibrary, oldClasses, newClasses, seed, overall, roots, diffs, notes,
                warnings, seconds, List.of());
    }

    public CheckReport {
        accepted = List.copyOf(accepted);
        byAdapter = byAdapter == null ? List.of() : List.copyOf(byAdapter);
        roots = List.copyOf(roots);
        diffs = List.copyOf(diffs);
        notes = List.copyOf(notes);
        warnings = List.copyOf(warnings);
    }

    /** Whether this is the report of a check of several adapters, one column each. */
    public boolean severalAdapters() {
        return !byAdapter.isEmpty();
    }

    /** How a row of a report of several adapters names a root of {@code adapterId}: {@code com.acme.Order with kryo}. */
    static String rowName(String root, String adapterId) {
        return root + " with " + adapterId;
    }

    /** Whether any direction between the versions of any root ended CORRUPT: silent data loss. */
    public boolean anyCorrupt() {
        return roots.stream().anyMatch(r -> r.backward().outcome() == Outcome.CORRUPT
                || r.forward().outcome() == Outcome.CORRUPT);
    }
}
