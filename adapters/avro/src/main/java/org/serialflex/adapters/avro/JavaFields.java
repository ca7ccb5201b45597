package org.serialflex.adapters.avro;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The fields of a class that become the fields of its Avro record: a Java record's components in
 * their order; otherwise every non-static, non-transient instance field of the class and its
 * superclasses, the topmost superclass's first (Avro has no inheritance, so a careful author
 * flattens the hierarchy into one record). A subclass field that shadows a superclass field of the
 * same name has no record field of its own: such a class is refused.
 *
 * <p>A field's identity is the number of its {@code @org.serialflex.versions.runtime.FieldId}, read
 * by annotation name so that classes without it (a team's own, run by {@code serialflex-check})
 * and worlds without the class-versions jar work alike: such a field has no number, and its
 * identity falls back to its name, which is all Avro's schema resolution uses anyway.
 */
final class JavaFields {

    private static final String FIELD_ID = "org.serialflex.versions.runtime.FieldId";
    private static final Map<Class<?>, Map<String, Field>> CACHE = new ConcurrentHashMap<>();

    private JavaFields() {
    }

    /** The record fields of {@code type} by name, in record order, each made accessible. */
    static Map<String, Field> of(Class<?> type) {
        return CACHE.computeIfAbsent(type, JavaFields::collect);
    }

    private static Map<String, Field> collect(Class<?> type) {
        Map<String, Field> fields = new LinkedHashMap<>();
        if (type.isRecord()) {
            for (RecordComponent component : type.getRecordComponents()) {
                fields.put(component.getName(), declared(type, component.getName()));
            }
            return fields;
        }
        List<Class<?>> hierarchy = new ArrayList<>();
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            hierarchy.add(0, c);
        }
        for (Class<?> c : hierarchy) {
            for (Field field : c.getDeclaredFields()) {
                if ((field.getModifiers() & (Modifier.STATIC | Modifier.TRANSIENT)) != 0 || field.isSynthetic()) {
                    continue;
                }
                Field shadowed = fields.put(field.getName(), accessible(field));
                if (shadowed != null) {
                    throw new IllegalArgumentException(type.getName() + ": field " + field.getName() + " of "
                            + c.getSimpleName() + " shadows the one of " + shadowed.getDeclaringClass().getSimpleName()
                            + "; an Avro record has one field per name");
                }
            }
        }
        return fields;
    }

    private static Field declared(Class<?> type, String name) {
        try {
            return accessible(type.getDeclaredField(name));
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException("record " + type.getName() + " has no field for its component " + name, e);
        }
    }

    private static Field accessible(Field field) {
        field.setAccessible(true);
        return field;
    }

    /** The number of the element's {@code @FieldId}, if it carries one. */
    static OptionalInt fieldId(AnnotatedElement element) {
        for (Annotation annotation : element.getAnnotations()) {
            if (annotation.annotationType().getName().equals(FIELD_ID)) {
                try {
                    return OptionalInt.of((Integer) annotation.annotationType().getMethod("value").invoke(annotation));
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("cannot read " + annotation, e);
                }
            }
        }
        return OptionalInt.empty();
    }
}
