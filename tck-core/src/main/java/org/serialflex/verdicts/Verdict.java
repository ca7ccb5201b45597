package org.serialflex.verdicts;

/**
 * An outcome with its evidence.
 *
 * @param outcome  the classification
 * @param evidence exception and message, or the first differing path; {@code null} only for PASS
 */
public record Verdict(Outcome outcome, String evidence) {

    /** Evidence is printed and written as UTF-8, so whatever a library put in a message is made printable. */
    public Verdict {
        evidence = evidence == null ? null : Evidence.printable(evidence);
    }

    /** The verdict of a case that matched its expectation. */
    public static Verdict pass() {
        return new Verdict(Outcome.PASS, null);
    }

    /** A verdict for {@code failure}: its class name and the first line of its message. */
    public static Verdict of(Outcome outcome, Throwable failure) {
        return new Verdict(outcome, Evidence.describe(failure));
    }
}
