package org.serialflex.check;

import java.util.List;

/**
 * One reason a finished check fails the build, as configured.
 *
 * @param root       the root as named ({@code com.acme.Order})
 * @param kind       which rule it breaks, and so which setting would accept it
 * @param text       its console line: the root, the direction and the direction's evidence
 * @param verdict    the root's verdict
 * @param directions for {@link Kind#SHORT_OF_REQUIRED}, the directions the required level needs that did not read
 *                   (old→new for BACKWARD); for {@link Kind#CORRUPT}, the CORRUPT one; empty for
 *                   {@link Kind#NO_VERDICT}
 */
record Failure(String root, Kind kind, String text, Compatibility verdict, List<DirectionResult> directions) {

    Failure {
        directions = List.copyOf(directions);
    }

    /** The rules a check fails the build by, each with the one setting that accepts what it caught. */
    enum Kind {
        /** A root no control could take: {@code --accept-no-verdict} accepts it. */
        NO_VERDICT,
        /** Silent data loss: {@code --fail-on-corrupt false} accepts it. */
        CORRUPT,
        /** A verdict short of {@code --require}: a lower {@code --require} accepts it. */
        SHORT_OF_REQUIRED,
        /** An accepted break that no longer occurs: removing it from the accepted-changes file passes. */
        ACCEPTED_NO_LONGER_OCCURS
    }
}
