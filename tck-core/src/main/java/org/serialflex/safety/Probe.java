package org.serialflex.safety;

import org.serialflex.results.SafetyOutcome;

import java.util.EnumSet;
import java.util.Set;

import static org.serialflex.results.SafetyOutcome.ACCEPTED;
import static org.serialflex.results.SafetyOutcome.INTACT;
import static org.serialflex.results.SafetyOutcome.REJECTED;

/** The five probes of the safety profile and which outcomes each counts against the reader. */
public enum Probe {

    TRUNCATION("truncation", "each baseline payload cut at 64 evenly spaced lengths",
            "throws; never returns an object", EnumSet.of(REJECTED)),
    BIT_FLIPS("bit-flips", "256 seeded single-bit flips per baseline payload",
            "throws or returns the right object", EnumSet.of(REJECTED, INTACT)),
    LENGTH_BOMBS("length-bombs", "a list, byte array or string length forged to a huge value",
            "fails fast without allocating hundreds of MB", EnumSet.of(REJECTED, INTACT, ACCEPTED)),
    DEPTH_BOMBS("depth-bombs", "beans in beans and lists in lists 10 000 and 100 000 deep",
            "a clean exception (or the whole object), not StackOverflowError", EnumSet.of(REJECTED, INTACT)),
    UNEXPECTED_CLASSES("unexpected-classes", "bytes naming a class the reader did not ask for, on its class path",
            "never runs that class's code", EnumSet.of(REJECTED, INTACT, ACCEPTED));

    private final String id;
    private final String what;
    private final String goodReader;
    private final Set<SafetyOutcome> acceptable;

    Probe(String id, String what, String goodReader, Set<SafetyOutcome> acceptable) {
        this.id = id;
        this.what = what;
        this.goodReader = goodReader;
        this.acceptable = acceptable;
    }

    /** E.g. {@code bit-flips}, as in results files. */
    public String id() {
        return id;
    }

    /** What the probe sends. */
    public String what() {
        return what;
    }

    /** What a reader that passes does. */
    public String goodReader() {
        return goodReader;
    }

    /** Whether {@code outcome} counts against the reader in this probe. */
    public boolean countsAgainst(SafetyOutcome outcome) {
        return !acceptable.contains(outcome);
    }

    /** The probe with id {@code id}. */
    public static Probe byId(String id) {
        for (Probe probe : values()) {
            if (probe.id.equals(id)) {
                return probe;
            }
        }
        throw new IllegalArgumentException("No safety probe '" + id + "'");
    }
}
