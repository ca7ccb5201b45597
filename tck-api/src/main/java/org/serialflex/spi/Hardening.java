package org.serialflex.spi;

import java.util.Objects;

/**
 * What an adapter's library recommends for reading untrusted bytes (JEP 290's
 * {@code ObjectInputFilter} for Java serialization, Kryo's {@code setRegistrationRequired(true)},
 * a strict {@code PolymorphicTypeValidator} for Jackson), as a second configuration of the same
 * adapter. The kit's safety profile ({@code docs/safety.md}) probes the default and the hardened
 * configuration side by side; it never scores the hardened one on the 20 criteria.
 *
 * @param description what the configuration changes and which document recommends it, or, with no
 *                    adapter, why the library has no such configuration
 * @param adapter     the hardened adapter, created in the same world as the adapter that returned
 *                    it, or {@code null} when the library documents none
 */
public record Hardening(String description, SerializerAdapter adapter) {

    public Hardening {
        Objects.requireNonNull(description, "description");
    }

    /** A hardened configuration: {@code adapter} reads bytes the way the library's docs recommend for untrusted input. */
    public static Hardening of(String description, SerializerAdapter adapter) {
        return new Hardening(description, Objects.requireNonNull(adapter, "adapter"));
    }

    /** The library documents no hardened configuration (or has nothing a hardening would change), with the reason. */
    public static Hardening none(String reason) {
        return new Hardening(reason, null);
    }

    /** Whether there is a hardened adapter to probe. */
    public boolean declared() {
        return adapter != null;
    }
}
