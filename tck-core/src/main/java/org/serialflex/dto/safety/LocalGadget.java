package org.serialflex.dto.safety;

import org.serialflex.gadget.Gadget;

/**
 * The gadget again, as a subclass that lives inside the application's DTO package: a reader whose
 * allow-list admits a package prefix (rather than exact classes) lets it through, and its
 * superclass's static initializer, constructor and {@code readObject} record that they ran.
 * Deliberately not in {@link SafetyPayloads#APPLICATION_CLASSES}.
 */
public class LocalGadget extends Gadget {

    private static final long serialVersionUID = 1L;

    public LocalGadget() {
    }
}
