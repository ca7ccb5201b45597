package org.serialflex.versions;

import java.io.Serializable;
import java.lang.reflect.Modifier;
import net.bytebuddy.dynamic.DynamicType;

/**
 * Builds a generated record with Byte Buddy: one component per field (with its generic
 * signature), the canonical constructor as the only constructor, component accessors and the
 * record's {@code toString}/{@code equals}/{@code hashCode}.
 */
final class RecordBuilder {

    private RecordBuilder() {
    }

    static DynamicType.Unloaded<?> build(DtoSpec spec, GeneratedTypes types) {
        DynamicType.Builder<?> builder = ClassBuilder.BYTE_BUDDY.makeRecord()
                .name(spec.className())
                .modifiers(Modifier.PUBLIC | Modifier.FINAL);
        if (spec.serializable()) {
            builder = builder.implement(Serializable.class);
        }
        for (String generatedInterface : spec.interfaces()) {
            builder = builder.implement(types.built(generatedInterface));
        }
        builder = Members.declareSerialVersionUid(builder, spec);
        for (FieldSpec component : spec.fields().fields()) {
            builder = builder.defineRecordComponent(component.name(), component.type().describe(types::latent))
                    .annotateRecordComponent(types.identities().of(component));
        }
        builder = SerialHooks.declare(builder, spec, types);
        return builder.make();
    }
}
