package org.serialflex.verdicts;

import org.serialflex.results.Outcome;
/**
 * An outcome with its evidence.
 *
 * @param outcome  the classification
 * @param evidence exception and first message line, or the first differing path; {@code null} only for PASS
 * @param detail   for a failure, every message of its cause chain in full, root cause included, at most
 *                 about 2 KB ({@link Evidence#detail}); {@code null} otherwise
 */
public record Verdict(Outcome outcome, String evidence, String detail) {

    /**
     * Evidence and detail are printed and written as UTF-8, so whatever a library put in a message
     * is made printable (the detail keeps its line breaks).
     */
    public Verdict {
        evidence = evidence == null ? null : Evidence.printable(evidence);
        detail = detail == null ? null : String.join("\n", detail.lines().map(Evidence::printable).toList());
    }

    /** A verdict without a failure's detail. */
    public Verdict(Outcome outcome, String evidence) {
        this(outcome, evidence, null);
    }

    /** The verdict of a case that matched its expectation. */
    public static Verdict pass() {
        return new Verdict(Outcome.PASS, null);
    }

    /**
     * A verdict for {@code failure}: its class name and the first line of its message as evidence,
     * the whole cause chain as detail. A failure caused by a module access the JVM refused (a
     * missing {@code --add-opens}) is the set-up's fault, whatever {@code outcome} the phase would
     * give it: KIT_ERROR, with evidence that names the missing option.
     */
    public static Verdict of(Outcome outcome, Throwable failure) {
        String detail = Evidence.detail(failure);
        return ModuleAccess.setUpFault(failure)
                .map(setUp -> new Verdict(Outcome.KIT_ERROR, setUp, detail))
                .orElseGet(() -> new Verdict(outcome, Evidence.describe(failure), detail));
    }
}
