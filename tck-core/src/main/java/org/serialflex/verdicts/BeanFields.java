package org.serialflex.verdicts;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** The instance fields of a DTO class and its DTO superclasses, by name, most derived first. */
public final class BeanFields {

    private static final ClassValue<Map<String, Field>> FIELDS = new ClassValue<>() {
        @Override
        protected Map<String, Field> computeValue(Class<?> type) {
            Map<String, Field> fields = new LinkedHashMap<>();
            for (Class<?> c = type; c != null && !isJdk(c); c = c.getSuperclass()) {
                for (Field field : c.getDeclaredFields()) {
                    if (!Modifier.isStatic(field.getModifiers()) && !field.isSynthetic()) {
                        field.setAccessible(true);
                        fields.putIfAbsent(field.getName(), field);
                    }
                }
            }
            return Collections.unmodifiableMap(fields);
        }
    };

    private BeanFields() {
    }

    /** Instance fields of {@code type} and its non-JDK superclasses. */
    public static Map<String, Field> of(Class<?> type) {
        return FIELDS.get(type);
    }

    /**
     * The field's value in {@code target}.
     *
     * @throws PollutedFieldException when the field holds a reference its type does not allow
     */
    public static Object read(Field field, Object target) {
        Object value;
        try {
            value = field.get(target);
        } catch (IllegalAccessException e) {
            throw new KitDefect("Cannot read " + field + " although the kit made it accessible: " + e);
        } catch (IllegalArgumentException refusedByReflection) {
            throw new PollutedFieldException(field);
        }
        if (value != null && !field.getType().isPrimitive() && !field.getType().isInstance(value)) {
            throw new PollutedFieldException(field);
        }
        return value;
    }

    /** Whether {@code type} is the JDK's (loaded by the boot or platform loader). */
    public static boolean isJdk(Class<?> type) {
        ClassLoader loader = type.getClassLoader();
        return loader == null || loader == ClassLoader.getPlatformClassLoader();
    }
}
