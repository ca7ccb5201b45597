package org.serialflex.results;

import java.util.List;

/**
 * The optional {@code safety} section of an adapter's results: the safety profile's probes against
 * the adapter's default configuration and, when it declares one, its hardened configuration.
 * Not part of the score out of 20. Format: {@code docs/results-schema.md}; probes: {@code docs/safety.md}.
 *
 * @param hardening      what the hardened configuration changes, or why there is none
 * @param hardened       whether a hardened configuration was probed
 * @param defaults       the probes against the default configuration, in probe order
 * @param hardenedProbes the probes against the hardened configuration; empty when there is none
 * @param durationMillis wall time of the whole profile, JVM start-ups included
 */
public record SafetyProfile(String hardening, boolean hardened, List<ProbeResult> defaults,
                            List<ProbeResult> hardenedProbes, long durationMillis) {

    public SafetyProfile {
        defaults = List.copyOf(defaults);
        hardenedProbes = hardenedProbes == null ? List.of() : List.copyOf(hardenedProbes);
    }
}
