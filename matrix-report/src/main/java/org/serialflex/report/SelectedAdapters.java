package org.serialflex.report;

import org.serialflex.results.AdapterResults;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * {@code -Dserialflex.adapters} seen from the end of the build. Each adapter module only knows its
 * own adapters and skips the unselected ones; the report, which runs last, is the one place that
 * sees the ids every module recorded ({@code adapters/*}{@code /target/serialflex/adapter-ids.txt}),
 * so it rejects a name no module has and keeps the matrix to the selected adapters.
 */
final class SelectedAdapters {

    /**
     * The outcome of checking a selection.
     *
     * @param error  the whole message when a name is unknown; the build must fail
     * @param loaded the inputs narrowed to the selected adapters
     * @param notice a line saying what was left out, or empty
     */
    record Checked(Optional<String> error, ResultsInputs.Loaded loaded, Optional<String> notice) {
    }

    private SelectedAdapters() {
    }

    /** Checks {@code selection} against every known id and narrows {@code loaded} to it; an empty selection keeps all. */
    static Checked check(Set<String> selection, ResultsInputs.Loaded loaded) {
        return check(selection, "-Dserialflex.adapters=" + String.join(",", selection), true, loaded);
    }

    /**
     * As {@link #check(Set, ResultsInputs.Loaded)}, the messages naming where the selection was written
     * ({@code source}: {@code -Dserialflex.adapters=…}, the plugin's {@code <adapters>}, {@code --adapters=…}) and
     * giving the fix that applies in the kit's repository ({@code inKit}) or in a project of the user's own.
     */
    static Checked check(Set<String> selection, String source, boolean inKit, ResultsInputs.Loaded loaded) {
        if (selection.isEmpty()) {
            return new Checked(Optional.empty(), loaded, Optional.empty());
        }
        Set<String> known = new TreeSet<>();
        loaded.modules().forEach(m -> m.ids().ifPresent(known::addAll));
        loaded.results().forEach(r -> known.add(r.adapterId()));
        Set<String> unknown = new TreeSet<>(selection);
        unknown.removeAll(known);
        String property = source;
        if (!unknown.isEmpty()) {
            return new Checked(Optional.of(unknownMessage(unknown, known, loaded, source, inKit)), loaded,
                    Optional.empty());
        }
        List<AdapterResults> kept = loaded.results().stream().filter(r -> selection.contains(r.adapterId())).toList();
        List<InputProblem> missing = loaded.modules().stream()
                .filter(m -> m.ids().map(ids -> ids.stream().anyMatch(selection::contains)).orElse(false))
                .flatMap(m -> m.missingResults().stream()).toList();
        int leftOut = loaded.results().size() - kept.size();
        Optional<String> notice = leftOut == 0 ? Optional.empty()
                : Optional.of("matrix-report: " + property + ": the matrix shows only the selected adapters; "
                        + leftOut + " other results file(s) left out.");
        return new Checked(Optional.empty(), new ResultsInputs.Loaded(kept, loaded.problems(), missing,
                loaded.searched(), loaded.modules()), notice);
    }

    private static String unknownMessage(Set<String> unknown, Set<String> known, ResultsInputs.Loaded loaded,
                                         String source, boolean inKit) {
        StringBuilder message = new StringBuilder("Unknown adapter id(s) " + unknown + " in " + source + "; "
                + "known adapters: " + (known.isEmpty() ? "none recorded" : String.join(", ", known)) + ".");
        List<String> silent = loaded.modules().stream().filter(m -> m.ids().isEmpty())
                .map(ResultsInputs.AdapterModule::name).toList();
        if (!silent.isEmpty()) {
            message.append(" Not counted: ").append(String.join(", ", silent)).append(", whose tests have not run "
                    + "(each adapter module records its ids in " + ResultsInputs.IDS_FILE + " when its tests run).");
        }
        return message.append(inKit ? " Fix the name there, or add the adapter module to adapters/pom.xml."
                : " Fix the name there, or add the module that holds that adapter to this build (its tests record "
                + "its ids).").toString();
    }
}
