package org.serialflex.runner;

import java.util.Objects;

/**
 * Whether a run shares worlds between cases, and why: what the {@link HistoryProbe} saw, or what asked for
 * fresh worlds. It holds for every lane of the run.
 *
 * @param sharing whether it does
 * @param reason  for the printed line
 */
public record SharingDecision(WorldSharing sharing, String reason) {

    /** Checks that both are given. */
    public SharingDecision {
        Objects.requireNonNull(sharing, "sharing");
        Objects.requireNonNull(reason, "reason");
    }

    /** Shared worlds, because of {@code reason}. */
    public static SharingDecision shared(String reason) {
        return new SharingDecision(WorldSharing.SHARED, reason);
    }

    /** Fresh worlds for every case, because of {@code reason}. */
    public static SharingDecision fresh(String reason) {
        return new SharingDecision(WorldSharing.FRESH, reason);
    }
}
