package org.serialflex.check;

/**
 * An accepted outcome of the team's accepted-changes file, as the report shows it.
 *
 * @param root      the root class
 * @param direction old→new, new→old, or {@code any}
 * @param outcome   the accepted outcome (READ_FAILED, ..., NO_VERDICT)
 * @param field     the field the evidence names, or {@code null}
 * @param reason    why the team accepts it
 * @param occurs    whether the check still ends so: an entry that no longer occurs fails the check, to be removed
 * @param adapter   the adapter whose outcome it accepts, or {@code null} for every adapter checked
 */
public record Acceptance(String root, String direction, String outcome, String field, String reason, boolean occurs,
                         String adapter) {

    /** An acceptance for every adapter. */
    public Acceptance(String root, String direction, String outcome, String field, String reason, boolean occurs) {
        this(root, direction, outcome, field, reason, occurs, null);
    }
}
