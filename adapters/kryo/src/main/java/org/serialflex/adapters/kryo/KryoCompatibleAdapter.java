package org.serialflex.adapters.kryo;

import java.util.Set;

import com.esotericsoftware.kryo.serializers.CompatibleFieldSerializer;

/**
 * Kryo with {@link CompatibleFieldSerializer} as the default serializer: the configuration Kryo's
 * README gives for classes whose fields are added or removed ("Compatibility" and
 * "CompatibleFieldSerializer": "fields can be added or removed without invalidating previously
 * serialized bytes. Renaming or changing the type of a field is not supported."), set the way its
 * "Default serializers" section shows ({@code kryo.setDefaultSerializer(...)}). The serializer
 * writes each class's field names once per object graph and matches fields by name.
 *
 * <p>Everything else is {@link KryoDefaultAdapter}'s configuration, so the two rows differ in the
 * serializer only: the plain streams, registration not required, and the serializer's own
 * defaults ({@code readUnknownFieldData} on, so an unknown field's value is read through the class
 * written before it; {@code chunkedEncoding} off). References stay off, Kryo's default: the
 * README's "References" section presents them as an opt-in that costs performance and is needed
 * only for shared or circular objects, not as a recommendation for evolving classes, and turning
 * them on here would mix a second change into the comparison with {@code kryo}.
 */
public final class KryoCompatibleAdapter extends KryoAdapter {

    /** Registered through META-INF/services; the kit creates one per world. */
    public KryoCompatibleAdapter() {
        super(CompatibleFieldSerializer.class);
    }

    private KryoCompatibleAdapter(Set<String> applicationClasses) {
        super(CompatibleFieldSerializer.class, applicationClasses);
    }

    @Override
    KryoAdapter hardened(Set<String> applicationClasses) {
        return new KryoCompatibleAdapter(applicationClasses);
    }

    @Override
    public String id() {
        return "kryo-compatible";
    }

    @Override
    public String displayName() {
        return "Kryo (compatible fields)";
    }
}
