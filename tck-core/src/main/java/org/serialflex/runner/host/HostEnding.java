package org.serialflex.runner.host;

import java.util.Set;

/**
 * What the kit makes of a case host that has ended, decided only by what the host said in its
 * protocol: the library in that JVM may end it with any status ({@code System.exit(3)},
 * {@code Runtime.halt(0)}), so a status can never carry one of the host's own signals.
 */
enum HostEnding {

    /** The host said the adapter cannot be created in a world on its side. */
    ADAPTER_NOT_CREATABLE,
    /** The host ended before it started any case, without saying why: its error output tells. */
    ENDED_BEFORE_ANY_CASE,
    /** Some cases started and never answered: each runs again alone, and one that ends its JVM alone too is a CRASH. */
    CASES_CUT_SHORT,
    /** Every case it started answered. */
    ALL_ANSWERED;

    /**
     * @param saidNotCreatable whether the host said so ({@link HostMessage.NotCreatable})
     * @param started          the cases it said it started
     * @param answered         the cases it gave a verdict or a written case for
     * @param exitStatus       how its JVM ended; deliberately not read, see the type's comment
     */
    static HostEnding of(boolean saidNotCreatable, Set<String> started, Set<String> answered, int exitStatus) {
        if (saidNotCreatable) {
            return ADAPTER_NOT_CREATABLE;
        }
        if (started.isEmpty() && answered.isEmpty()) {
            return ENDED_BEFORE_ANY_CASE;
        }
        return answered.containsAll(started) ? ALL_ANSWERED : CASES_CUT_SHORT;
    }
}
