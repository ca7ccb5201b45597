package org.serialflex.adapters.protostuff;

import io.protostuff.Exclude;
import io.protostuff.Schema;
import io.protostuff.runtime.Field;
import io.protostuff.runtime.IdStrategy;
import io.protostuff.runtime.RuntimeEnv;
import io.protostuff.runtime.RuntimeFieldFactory;
import io.protostuff.runtime.RuntimeSchema;
import org.serialflex.versions.runtime.FieldId;

import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the {@link RuntimeSchema} that {@code RuntimeSchema.createFrom} builds for a class whose
 * fields carry {@code @io.protostuff.Tag(n)}, taking {@code n} from {@link FieldId} instead: the
 * same instance fields in the same order (superclass first, no static, transient or
 * {@code @Exclude} field, a subclass field replacing a superclass field of its name), a
 * {@code @Deprecated} field left out, each field made by protostuff's own
 * {@link RuntimeFieldFactory} for its type with that number and the field's name (a {@code @Tag}
 * without alias), and protostuff's instantiator.
 *
 * <p>The rules protostuff applies to {@code @Tag} apply to {@code @FieldId} too: a class with
 * some fields numbered and others not is refused with protostuff's own message, and a number
 * outside {@code [1, 2^29-1]} with protostuff's. A class none of whose fields carries
 * {@code @FieldId} (a team's own class, or a JDK class) gets protostuff's untagged schema,
 * {@code RuntimeSchema.createFrom(type, strategy)}: fields numbered in declaration order.
 */
final class TaggedSchemaFactory {

    private TaggedSchemaFactory() {
    }

    static <T> Schema<T> create(Class<T> type, IdStrategy strategy) {
        Map<String, java.lang.reflect.Field> fields = instanceFields(type);
        if (fields.values().stream().noneMatch(f -> f.isAnnotationPresent(FieldId.class))) {
            return RuntimeSchema.createFrom(type, strategy);
        }
        List<Field<T>> schemaFields = new ArrayList<>(fields.size());
        for (java.lang.reflect.Field f : fields.values()) {
            if (f.isAnnotationPresent(Deprecated.class)) {
                continue; // protostuff leaves a @Deprecated field out and keeps its number unused
            }
            FieldId id = f.getAnnotation(FieldId.class);
            if (id == null) {
                throw new RuntimeException("When using annotation-based mapping, all fields must be annotated with @"
                        + FieldId.class.getSimpleName() + " (" + type.getName() + "#" + f.getName() + ")");
            }
            int number = id.value();
            if (number < RuntimeSchema.MIN_TAG_VALUE || number > RuntimeSchema.MAX_TAG_VALUE) {
                throw new IllegalArgumentException(RuntimeSchema.ERROR_TAG_VALUE + ": " + number + " on " + type);
            }
            schemaFields.add(RuntimeFieldFactory.getFieldFactory(f.getType(), strategy)
                    .create(number, f.getName(), f, strategy));
        }
        return new RuntimeSchema<>(type, schemaFields, RuntimeEnv.newInstantiator(type));
    }

    /** The fields {@code RuntimeSchema.createFrom} serializes, in its order (its own lookup is package-private). */
    private static Map<String, java.lang.reflect.Field> instanceFields(Class<?> type) {
        Map<String, java.lang.reflect.Field> fields = new LinkedHashMap<>();
        fill(fields, type);
        return fields;
    }

    private static void fill(Map<String, java.lang.reflect.Field> fields, Class<?> type) {
        if (type.getSuperclass() != null && type.getSuperclass() != Object.class) {
            fill(fields, type.getSuperclass());
        }
        for (java.lang.reflect.Field f : type.getDeclaredFields()) {
            int modifiers = f.getModifiers();
            if (!Modifier.isStatic(modifiers) && !Modifier.isTransient(modifiers)
                    && !f.isAnnotationPresent(Exclude.class)) {
                fields.put(f.getName(), f);
            }
        }
    }
}
