package org.serialflex.versions;

import java.lang.reflect.Modifier;
import net.bytebuddy.dynamic.DynamicType;

/** Declares the fields of a generated class, including serialVersionUID. */
final class Members {

    private Members() {
    }

    static DynamicType.Builder<?> declareSerialVersionUid(DynamicType.Builder<?> builder, DtoSpec spec) {
        if (spec.serialVersionUid().isEmpty()) {
            return builder;
        }
        return builder.defineField("serialVersionUID", long.class, Modifier.PRIVATE | Modifier.STATIC | Modifier.FINAL)
                .value(spec.serialVersionUid().getAsLong());
    }

    static DynamicType.Builder<?> declareFields(DynamicType.Builder<?> builder, DtoSpec spec, GeneratedTypes types) {
        for (FieldSpec field : spec.fields().fields()) {
            DynamicType.Builder.FieldDefinition.Optional.Valuable<?> defined =
                    builder.defineField(field.name(), field.type().describe(types::latent), modifiers(field));
            if (!field.isStatic()) {
                builder = defined.annotateField(types.identities().of(field));
            } else {
                builder = field.initializer().isPresent() ? withConstant(defined, field.initializer().get()) : defined;
            }
        }
        return builder;
    }

    private static DynamicType.Builder<?> withConstant(
            DynamicType.Builder.FieldDefinition.Optional.Valuable<?> field, Object value) {
        if (value instanceof Boolean bool) {
            return field.value(bool);
        } else if (value instanceof Long number) {
            return field.value(number);
        } else if (value instanceof Float number) {
            return field.value(number);
        } else if (value instanceof Double number) {
            return field.value(number);
        } else if (value instanceof Number number) {
            return field.value(number.intValue());
        } else if (value instanceof Character character) {
            return field.value(character);
        }
        return field.value((String) value);
    }

    static int modifiers(FieldSpec field) {
        int modifiers = Modifier.PRIVATE;
        for (FieldOption option : field.options()) {
            modifiers |= switch (option) {
                case FINAL -> Modifier.FINAL;
                case TRANSIENT -> Modifier.TRANSIENT;
                case STATIC -> Modifier.STATIC;
            };
        }
        return modifiers;
    }
}
