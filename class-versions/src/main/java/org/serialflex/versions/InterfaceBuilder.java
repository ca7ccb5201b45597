package org.serialflex.versions;

import java.io.Serializable;
import java.lang.reflect.Modifier;
import net.bytebuddy.dynamic.DynamicType;

/** Builds a generated public interface with Byte Buddy. */
final class InterfaceBuilder {

    private InterfaceBuilder() {
    }

    static DynamicType.Unloaded<?> build(DtoSpec spec, GeneratedTypes types) {
        DynamicType.Builder<?> builder = ClassBuilder.BYTE_BUDDY.makeInterface()
                .name(spec.className())
                .modifiers(Modifier.PUBLIC | Modifier.INTERFACE | Modifier.ABSTRACT);
        if (spec.serializable()) {
            builder = builder.implement(Serializable.class);
        }
        for (String generatedInterface : spec.interfaces()) {
            builder = builder.implement(types.built(generatedInterface));
        }
        return builder.make();
    }
}
