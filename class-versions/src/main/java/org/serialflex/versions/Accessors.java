package org.serialflex.versions;

import java.lang.reflect.Modifier;
import net.bytebuddy.description.type.TypeDescription.Generic;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.implementation.FieldAccessor;

/** Declares bean getters and setters for the instance fields of a generated class. */
final class Accessors {

    private Accessors() {
    }

    static DynamicType.Builder<?> declare(DynamicType.Builder<?> builder, DtoSpec spec, GeneratedTypes types) {
        for (FieldSpec field : spec.instanceFields()) {
            Generic type = field.type().describe(types::latent);
            builder = builder.defineMethod(getterName(field), type, Modifier.PUBLIC)
                    .intercept(FieldAccessor.ofField(field.name()));
            if (!field.isFinal()) {
                builder = builder.defineMethod(setterName(field), void.class, Modifier.PUBLIC)
                        .withParameter(type, field.name(), 0)
                        .intercept(FieldAccessor.ofField(field.name()));
            }
        }
        return builder;
    }

    static String getterName(FieldSpec field) {
        return (field.type().isPrimitiveBoolean() ? "is" : "get") + Names.capitalized(field.name());
    }

    static String setterName(FieldSpec field) {
        return "set" + Names.capitalized(field.name());
    }
}
