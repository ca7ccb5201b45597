package org.serialflex.gadget;

import java.util.ArrayList;
import java.util.List;

/**
 * Where {@link Gadget} records that its code ran. One copy per world (every world loads its own
 * from the kit's class path), so the kit reads a reader world's log by reflection, and reading it
 * never initializes the gadget itself.
 */
public final class GadgetLog {

    private static final List<String> EVENTS = new ArrayList<>();

    private GadgetLog() {
    }

    static synchronized void record(String event) {
        if (!EVENTS.contains(event)) {
            EVENTS.add(event);
        }
    }

    /** The gadget code that ran in this world so far, in the order it first ran. */
    public static synchronized List<String> events() {
        return List.copyOf(EVENTS);
    }
}
