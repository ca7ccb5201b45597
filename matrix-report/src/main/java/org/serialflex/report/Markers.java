package org.serialflex.report;

import org.serialflex.results.Outcome;

/** The marks that set KIT_ERROR, CORRUPT and CRASH cells apart from ordinary failures, in text renderers. */
final class Markers {

    private Markers() {
    }

    /** {@code ✗CORRUPT}, {@code ⚠CRASH} or {@code ⛔KIT_ERROR}. */
    static String text(Outcome alarm) {
        return switch (alarm) {
            case CORRUPT -> "✗CORRUPT";
            case CRASH -> "⚠CRASH";
            case KIT_ERROR -> "⛔KIT_ERROR";
            default -> throw new IllegalArgumentException(alarm + " is not an alarm");
        };
    }
}
