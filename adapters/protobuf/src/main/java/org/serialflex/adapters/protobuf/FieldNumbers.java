package org.serialflex.adapters.protobuf;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The protobuf field number of every field a class maps, and the number of every enum constant.
 *
 * <p>The number is the one {@code @org.serialflex.versions.runtime.FieldId} carries: what a careful
 * schema author gives a field across versions (kept, renamed, retyped, moved: same number; added:
 * fresh; removed: retired). The annotation is read by name, so the adapter needs no dependency on
 * the kit's class-versions and runs where the class is absent. A class hierarchy without the
 * annotation on every field (a team's own classes, run by serialflex-check) falls back to
 * declaration order, superclass fields first, numbered from 1 (protostuff's rule for untagged
 * classes); an enum without it to its ordinal plus 1 (0 is the zero value the adapter adds).
 */
final class FieldNumbers {

    private static final String FIELD_ID = "org.serialflex.versions.runtime.FieldId";

    private FieldNumbers() {
    }

    /** A Java field and its protobuf number. */
    record Numbered(Field field, int number) {
    }

    /**
     * The mapped fields of {@code type} and its superclasses (flattened into one message): every
     * instance field that is neither static nor transient, superclass fields first.
     *
     * @throws IllegalArgumentException when two fields share a number (a subclass shadowing a
     *                                  superclass field of the same name): one message cannot hold both
     */
    static List<Numbered> of(Class<?> type) {
        Deque<Class<?>> chain = new ArrayDeque<>();
        for (Class<?> c = type; c != null && c != Object.class && c != Record.class; c = c.getSuperclass()) {
            chain.push(c);
        }
        List<Field> fields = new ArrayList<>();
        for (Class<?> c : chain) {
            for (Field field : c.getDeclaredFields()) {
                if ((field.getModifiers() & (Modifier.STATIC | Modifier.TRANSIENT)) == 0 && !field.isSynthetic()) {
                    fields.add(field);
                }
            }
        }
        boolean annotated = fields.stream().allMatch(field -> fieldId(field).isPresent());
        List<Numbered> numbered = new ArrayList<>();
        Map<Integer, Field> seen = new HashMap<>();
        for (int i = 0; i < fields.size(); i++) {
            Field field = fields.get(i);
            int number = annotated ? fieldId(field).getAsInt() : i + 1;
            Field other = seen.put(number, field);
            if (other != null) {
                throw new IllegalArgumentException("protobuf message " + type.getName() + " cannot hold both "
                        + other.getDeclaringClass().getSimpleName() + "." + other.getName() + " and "
                        + field.getDeclaringClass().getSimpleName() + "." + field.getName()
                        + ": they share field number " + number + " (a subclass shadows a superclass field)");
            }
            numbered.add(new Numbered(field, number));
        }
        return numbered;
    }

    /** The number of an enum constant: its {@code @FieldId}, else its ordinal plus 1. */
    static int ofConstant(Enum<?> constant) {
        try {
            Field field = constant.getDeclaringClass().getField(constant.name());
            return fieldId(field).orElse(constant.ordinal() + 1);
        } catch (NoSuchFieldException e) {
            return constant.ordinal() + 1;
        }
    }

    private static OptionalInt fieldId(AnnotatedElement element) {
        for (Annotation annotation : element.getAnnotations()) {
            if (annotation.annotationType().getName().equals(FIELD_ID)) {
                try {
                    return OptionalInt.of((Integer) annotation.annotationType().getMethod("value").invoke(annotation));
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("cannot read " + FIELD_ID + " on " + element, e);
                }
            }
        }
        return OptionalInt.empty();
    }
}
