package org.serialflex.verdicts;

import org.serialflex.results.Outcome;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * The identity half of a comparison: a shared expected object must map to one shared actual
 * object (two equal copies are DEGRADED), and a pair compared once is not compared again, which
 * is what makes cycles terminate.
 */
final class Identities {

    /** The first actual object each expected object met, and the path where it met it. */
    private IdentityHashMap<Object, Object> actualOf;
    private IdentityHashMap<Object, String> firstPathOf;
    /**
     * The actual objects each expected object was compared with beyond its first (nearly always none). The maps are
     * made on first use: a probe of one element (ContainerComparison) builds a Comparison of its own, and most
     * probes compare scalars, which never get here.
     */
    private IdentityHashMap<Object, Set<Object>> laterActualsOf;
    private final Findings findings;

    Identities(Findings findings) {
        this.findings = findings;
    }

    /** Notes a lost identity, and whether this exact pair was compared before. */
    boolean alreadyCompared(String path, Object expected, Object actual) {
        if (actualOf == null) {
            actualOf = new IdentityHashMap<>();
            firstPathOf = new IdentityHashMap<>();
        }
        Object earlier = actualOf.get(expected);
        if (earlier == null) {
            actualOf.put(expected, actual);
            firstPathOf.put(expected, path);
            return false;
        }
        if (earlier == actual) {
            return true;
        }
        findings.note(Outcome.DEGRADED, path, "expected the same instance as at " + firstPathOf.get(expected)
                + " got a distinct equal-looking copy (identity lost)");
        if (laterActualsOf == null) {
            laterActualsOf = new IdentityHashMap<>();
        }
        return !laterActualsOf.computeIfAbsent(expected, e -> Collections.newSetFromMap(new IdentityHashMap<>()))
                .add(actual);
    }
}
