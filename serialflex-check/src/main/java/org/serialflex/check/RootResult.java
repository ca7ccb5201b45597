package org.serialflex.check;

import java.util.List;

/**
 * The verdict of one root class, with the controls it was judged against.
 *
 * @param root           the root class as named, with its type arguments ({@code Schema<java.lang.String>})
 * @param className      the root's binary name
 * @param verdict        FULL, BACKWARD, FORWARD, NONE, or NO_VERDICT when a control could not take the class
 * @param backward       old→new: new code reading what old code wrote
 * @param forward        new→old: old code reading what new code writes
 * @param oldControl     old→old: what the adapter carries of the old classes at all
 * @param newControl     new→new: the same for the new classes
 * @param changedClasses the classes the root reaches that changed (their diffs are in {@link CheckReport#diffs()})
 * @param notCarried     fields the controls wrote with a value and read back empty ({@code Class.field}): the adapter,
 *                       as configured, does not carry them (an ignored or transient field); expected empty across
 *                       the versions too
 * @param sampleProblems samples that failed even in a control, for the sample's sake, and were replaced
 * @param accepted       whether the user accepted this root without a verdict ({@code --accept-no-verdict})
 */
public record RootResult(String root, String className, Compatibility verdict, DirectionResult backward,
                         DirectionResult forward, DirectionResult oldControl, DirectionResult newControl,
                         List<String> changedClasses, List<String> notCarried, List<SampleProblem> sampleProblems,
                         boolean accepted) {

    public RootResult {
        changedClasses = List.copyOf(changedClasses);
        notCarried = List.copyOf(notCarried);
        sampleProblems = List.copyOf(sampleProblems);
    }

    /** This result under another name: a row of a transitive check, or of a check of several adapters. */
    RootResult named(String name) {
        return new RootResult(name, className, verdict, backward, forward, oldControl, newControl, changedClasses,
                notCarried, sampleProblems, accepted);
    }

    /** The four directions, changes first, then the controls. */
    public List<DirectionResult> directions() {
        return List.of(backward, forward, oldControl, newControl);
    }
}
