package org.serialflex.tck;

import org.serialflex.spi.SerializerAdapter;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What {@code -Dserialflex.adapters} means for one adapter module, which only sees its own adapters.
 *
 * <p>An unselected adapter is skipped with a one-line notice. A name that is none of this module's
 * adapters may be another module's: when the kit's matrix ({@code flexibility-matrix}) is made in the
 * same build, its report checks every name against the ids all adapter modules recorded, so the
 * module leaves it alone. When
 * the report is not part of the build ({@code mvn -pl adapters/x -am verify}), nothing else will
 * check, so a selection that matches none of this module's adapters fails here.
 *
 * @param selected the adapters to score, in discovery order
 * @param skipped  the adapters left out, with the notice to print for each
 * @param notices  other lines to print (names this module does not know)
 */
record AdapterSelection(List<SerializerAdapter> selected, List<Skipped> skipped, List<String> notices) {

    /**
     * An adapter left out by the selection.
     *
     * @param adapter the adapter
     * @param notice  one console line saying why
     */
    record Skipped(SerializerAdapter adapter, String notice) {
    }

    AdapterSelection {
        selected = List.copyOf(selected);
        skipped = List.copyOf(skipped);
        notices = List.copyOf(notices);
    }

    /**
     * Applies {@code requested} to the module's {@code discovered} adapters.
     *
     * @param moduleName          the adapter module's directory name, for messages
     * @param reportChecksTheRest whether the kit's matrix is made later in the same build and checks unknown names
     * @param sources             where the selection was written, and whether this is a module of the kit's own
     * @throws IllegalArgumentException when the selection names none of this module's adapters and
     *                                  no later step of the build will check the names
     */
    static AdapterSelection of(List<SerializerAdapter> discovered, Set<String> requested, String moduleName,
                               boolean reportChecksTheRest, SettingSources sources) {
        if (requested.isEmpty()) {
            return new AdapterSelection(discovered, List.of(), List.of());
        }
        String property = sources.of("serialflex.adapters", String.join(",", requested));
        Set<String> known = discovered.stream().map(SerializerAdapter::id)
                .collect(Collectors.toCollection(LinkedHashSet::new));
        Set<String> foreign = new LinkedHashSet<>(requested);
        foreign.removeAll(known);
        List<SerializerAdapter> selected = new ArrayList<>();
        List<Skipped> skipped = new ArrayList<>();
        for (SerializerAdapter adapter : discovered) {
            if (requested.contains(adapter.id())) {
                selected.add(adapter);
            } else {
                skipped.add(new Skipped(adapter, "serialflex: skipping adapter '" + adapter.id() + "' of module "
                        + moduleName + ": not selected by " + property));
            }
        }
        if (reportChecksTheRest || foreign.isEmpty()) {
            return new AdapterSelection(selected, skipped, List.of());
        }
        String knownHere = String.join(", ", known);
        if (!sources.insideKit()) {
            return standalone(selected, skipped, property, foreign, knownHere);
        }
        if (selected.isEmpty()) {
            throw new IllegalArgumentException(property + " selects none of the adapters of module " + moduleName
                    + " (its adapters: " + knownHere + "). Unknown here: " + foreign + ". Check the spelling; ids of "
                    + "other adapter modules are checked only by the full build (mvn verify at the project root, "
                    + "where the report lists every known id); to score another module's adapter run "
                    + "its module's build (in the kit's repository: mvn -pl adapters/<module> -am verify).");
        }
        return new AdapterSelection(selected, skipped, List.of("serialflex: " + property + " also names " + foreign
                + ", not adapters of module " + moduleName + " (its adapters: " + knownHere + "); the full build "
                + "(mvn verify at the project root) checks them against every adapter module."));
    }

    /**
     * A library's own project: its adapters are all there is (no other module, no kit matrix to check
     * the rest), so an unknown id is a typo, and the fix is in the place the selection was written.
     */
    private static AdapterSelection standalone(List<SerializerAdapter> selected, List<Skipped> skipped,
                                               String property, Set<String> foreign, String knownHere) {
        String services = "META-INF/services/" + SerializerAdapter.class.getName();
        if (selected.isEmpty()) {
            throw new IllegalArgumentException(property + " selects none of this project's adapters: "
                    + String.join(", ", foreign) + " is not among them (its adapters, registered in " + services
                    + ": " + knownHere + "). Correct the id there, or leave serialflex.adapters out to score every "
                    + "adapter of the project.");
        }
        return new AdapterSelection(selected, skipped, List.of("serialflex: " + property + " also names "
                + String.join(", ", foreign) + ", which no adapter of this project has (its adapters: " + knownHere
                + "); scoring the others. Correct or remove the id there."));
    }
}
