package org.serialflex.verdicts;

import org.serialflex.results.Outcome;
/** The worst outcome a comparison has found so far, with the evidence of its first occurrence. */
final class Findings {

    private Outcome worst = Outcome.PASS;
    private String evidence;

    /** Records {@code outcome} at {@code path} when it is worse than anything found so far. */
    void note(Outcome outcome, String path, String message) {
        if (outcome.isWorseThan(worst)) {
            worst = outcome;
            evidence = path + ": " + message;
        }
    }

    /** A value that differs: CORRUPT, with both values. */
    void mismatch(String path, Object expected, Object actual) {
        note(Outcome.CORRUPT, path, "expected " + Evidence.value(expected) + " got " + Evidence.value(actual));
    }

    Outcome worst() {
        return worst;
    }

    Verdict verdict() {
        return new Verdict(worst, evidence);
    }
}
