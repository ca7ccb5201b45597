package org.serialflex.tck;

import org.serialflex.lanes.Lane;
import org.serialflex.lanes.LaneSyntax;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which of an adapter's lanes are <em>questions</em>: typed with {@code -Dserialflex.lanes} ("may I
 * upgrade from A to B?") and not pinned in the adapter's {@code .expected} file, nor declared where the
 * run can tell (lanes from a suite's parameter or {@code junit-platform.properties} are never questions). Pins guard the
 * kit's own verdicts against regressions; a pair nobody declared has nothing to regress from, so a
 * question is measured and answered, not checked against pins (a KIT_ERROR still fails it). A lane that
 * is declared or pinned keeps its pins even when it is given on the command line (a CI job per lane).
 *
 * @param questions the ids of the question lanes ({@code jackson-json@2.14.3>jackson-json@2.15.0})
 * @param asked     the ids of every lane typed on the command line, questions or not: each gets its answer
 *                  (verdict and failing cases) on the console
 */
record LaneQuestions(Set<String> questions, Set<String> asked) {

    static final LaneQuestions NONE = new LaneQuestions(Set.of(), Set.of());

    LaneQuestions {
        questions = Set.copyOf(questions);
        asked = Set.copyOf(asked);
    }

    static LaneQuestions of(TckSettings settings, String adapterId, List<Lane> lanes,
                            Optional<PinnedOutcomes> pinned) {
        if (!settings.lanesAskedOnCommandLine()) {
            return NONE;
        }
        // Maven interpolates the pom's ${serialflex.lanes} with the user's -Dserialflex.lanes, so under Maven the
        // module's own lanes arrive as the asked ones and say nothing: there the pins tell what is declared (every
        // lane a kit module declares is pinned; one that is not fails the default build until it is)
        String moduleLanes = settings.moduleLanes().strip().equals(settings.lanes().strip()) ? ""
                : settings.moduleLanes();
        Set<String> declared = LaneSyntax.forAdapter(LaneSyntax.parse(moduleLanes), adapterId).stream()
                .map(Lane::id).collect(Collectors.toSet());
        Set<String> asked = lanes.stream().map(Lane::id).collect(Collectors.toCollection(LinkedHashSet::new));
        Set<String> questions = asked.stream().filter(id -> !declared.contains(id))
                .filter(id -> pinned.map(p -> !p.pinsLane(id)).orElse(true))
                .collect(Collectors.toCollection(LinkedHashSet::new));
        return new LaneQuestions(questions, asked);
    }

    boolean isQuestion(String lane) {
        return questions.contains(lane);
    }

    /** The console's word on them, before they run, or empty when there is none. */
    Optional<String> notice(String adapterId, TckSettings settings) {
        if (questions.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("serialflex: " + adapterId + ": question" + (questions.size() == 1 ? "" : "s") + " "
                + String.join(", ", questions) + " (" + settings.sources().of("serialflex.lanes")
                + ", not declared for this module nor pinned): answered, not checked against pins"
                + (settings.pin() ? "; -Dserialflex.pin writes them into the pins, which declares them" : ""));
    }
}
