package org.serialflex.versions;

import net.bytebuddy.dynamic.DynamicType;

/** Declares the serialization hooks of a generated class (Externalizable, readObject, ...). */
final class SerialHooks {

    private SerialHooks() {
    }

    static DynamicType.Builder<?> declare(DynamicType.Builder<?> builder, DtoSpec spec, GeneratedTypes types) {
        return builder;
    }
}
