package org.serialflex.tck;

import org.serialflex.runner.Criterion;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Names a tag of Surefire's {@code -Dgroups} that is none of the kit's. JUnit applies the tag filter
 * after discovery and says only that no test was found; the engine never sees the filter itself,
 * but Surefire hands the user's {@code groups} to the test JVM as a property, which the engine reads
 * to say which word was not a tag and what the tags are. Other engines' tests (a module's own
 * Jupiter tests) may carry tags of their own, so this is a notice, never a failure.
 */
final class UnknownTags {

    /** The property Surefire's {@code <groups>} / {@code -Dgroups} arrives as. */
    static final String GROUPS = "groups";
    private static final Set<String> OPERATORS = Set.of("any", "none");

    private UnknownTags() {
    }

    /** The notice to print, when {@code groups} names a tag none of the kit's tests carries. */
    static Optional<String> notice(Function<String, Optional<String>> parameters, List<Criterion> registered) {
        String expression = parameters.apply(GROUPS).map(String::strip).orElse("");
        if (expression.isEmpty()) {
            return Optional.empty();
        }
        Set<String> known = new LinkedHashSet<>();
        registered.forEach(criterion -> known.add(criterion.id()));
        known.addAll(List.of(TckTree.MATRIX_TAG, TckTree.LANE_TAG, TckTree.IDENTITY_TAG, TckTree.SAFETY_TAG));
        List<String> unknown = new ArrayList<>();
        boolean anyKnown = false;
        for (String word : Arrays.stream(expression.split("[\\s&|!(),]+")).filter(w -> !w.isEmpty()).toList()) {
            if (known.contains(word)) {
                anyKnown = true;
            } else if (!OPERATORS.contains(word)) {
                unknown.add(word);
            }
        }
        if (unknown.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("serialflex: -D" + GROUPS + "=" + expression + " names " + String.join(", ", unknown)
                + ", which is no tag of the kit's tests; its tags are " + String.join(", ", known)
                + (anyKnown ? "." : ". None of the kit's cases will run: correct the tag (criteria are tagged "
                + "with their id, e.g. C08)."));
    }
}
