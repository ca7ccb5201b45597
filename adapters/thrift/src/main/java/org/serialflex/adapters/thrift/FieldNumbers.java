package org.serialflex.adapters.thrift;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.InvocationTargetException;
import java.util.List;
import java.util.OptionalInt;

/**
 * The Thrift field id of a field, record component or enum constant: the number of its
 * {@code @org.serialflex.versions.runtime.FieldId}, the number a careful IDL author gives it across
 * class versions. The annotation is looked up by name, so a class path without class-versions (a
 * team's own classes under serialflex-check) needs nothing.
 *
 * <p>Fallback for classes without it: when not every member of a struct (or enum) carries the
 * annotation, the struct's fields are numbered by declaration position from 1 (superclass fields
 * first), and an enum's constants by ordinal from 0, as the IDL numbers constants without explicit
 * values. Positions are what a team gets without ids: stable only while fields are appended.
 */
final class FieldNumbers {

    private static final String FIELD_ID = "org.serialflex.versions.runtime.FieldId";

    private FieldNumbers() {
    }

    /**
     * The ids of {@code members} in order: every declared {@code @FieldId} if all carry one, else
     * {@code firstPosition}, {@code firstPosition + 1}, ...
     */
    static int[] of(List<? extends AnnotatedElement> members, int firstPosition) {
        int[] ids = new int[members.size()];
        for (int i = 0; i < ids.length; i++) {
            OptionalInt declared = declared(members.get(i));
            if (declared.isEmpty()) {
                return positions(ids.length, firstPosition);
            }
            ids[i] = declared.getAsInt();
        }
        return ids;
    }

    private static int[] positions(int count, int first) {
        int[] ids = new int[count];
        for (int i = 0; i < count; i++) {
            ids[i] = first + i;
        }
        return ids;
    }

    private static OptionalInt declared(AnnotatedElement member) {
        for (Annotation annotation : member.getDeclaredAnnotations()) {
            if (annotation.annotationType().getName().equals(FIELD_ID)) {
                return OptionalInt.of(valueOf(annotation));
            }
        }
        return OptionalInt.empty();
    }

    private static int valueOf(Annotation annotation) {
        try {
            return (Integer) annotation.annotationType().getMethod("value").invoke(annotation);
        } catch (NoSuchMethodException | IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("Cannot read " + annotation, e);
        }
    }
}
