package org.serialflex.verdicts;

import org.serialflex.results.Outcome;

import java.util.IdentityHashMap;

/**
 * The identity half of a comparison: a shared expected object must map to one shared actual
 * object (two equal copies are DEGRADED), and a pair compared once is not compared again, which
 * is what makes cycles terminate.
 */
final class Identities {

    private final IdentityHashMap<Object, Object> actualOf = new IdentityHashMap<>();
    private final IdentityHashMap<Object, String> firstPathOf = new IdentityHashMap<>();
    private final IdentityHashMap<Object, IdentityHashMap<Object, Boolean>> comparedPairs = new IdentityHashMap<>();
    private final Findings findings;

    Identities(Findings findings) {
        this.findings = findings;
    }

    /** Notes a lost identity, and whether this exact pair was compared before. */
    boolean alreadyCompared(String path, Object expected, Object actual) {
        Object earlier = actualOf.get(expected);
        if (earlier == null) {
            actualOf.put(expected, actual);
            firstPathOf.put(expected, path);
        } else if (earlier != actual) {
            findings.note(Outcome.DEGRADED, path, "expected the same instance as at " + firstPathOf.get(expected)
                    + " got a distinct equal-looking copy (identity lost)");
        }
        IdentityHashMap<Object, Boolean> pairs = comparedPairs.computeIfAbsent(expected, e -> new IdentityHashMap<>());
        return pairs.put(actual, Boolean.TRUE) != null;
    }
}
