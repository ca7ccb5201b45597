package org.serialflex.versions.runtime;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reflective access to the instance fields of a generated class and its superclasses. */
final class InstanceFields {

    private InstanceFields() {
    }

    /** Instance fields by name, superclass fields first, each in declaration order. */
    static Map<String, Field> of(Class<?> type) {
        List<Class<?>> hierarchy = new ArrayList<>();
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            hierarchy.add(0, c);
        }
        Map<String, Field> fields = new LinkedHashMap<>();
        for (Class<?> c : hierarchy) {
            for (Field field : c.getDeclaredFields()) {
                if (!Modifier.isStatic(field.getModifiers()) && !field.isSynthetic()) {
                    field.setAccessible(true);
                    fields.put(field.getName(), field);
                }
            }
        }
        return fields;
    }

    static Object get(Field field, Object target) {
        try {
            return field.get(target);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Sets a field, converting by unboxing and widening like {@link Field#set}; a null for a
     * primitive field leaves the field alone.
     *
     * @return false if the value cannot be assigned to the field
     */
    static boolean set(Field field, Object target, Object value) {
        if (value == null && field.getType().isPrimitive()) {
            return true;
        }
        try {
            field.set(target, value);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
