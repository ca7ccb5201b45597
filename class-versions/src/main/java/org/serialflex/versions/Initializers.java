package org.serialflex.versions;

import java.util.Map;
import java.util.Objects;

/** Checks constant values used as field initializers and enum field values. */
final class Initializers {

    private static final Map<Class<?>, Class<?>> WRAPPERS = Map.of(
            boolean.class, Boolean.class, byte.class, Byte.class, short.class, Short.class,
            char.class, Character.class, int.class, Integer.class, long.class, Long.class,
            float.class, Float.class, double.class, Double.class);

    private Initializers() {
    }

    static void check(String owner, String field, Class<?> type, Object value) {
        Objects.requireNonNull(type, "type");
        if (value == null) {
            if (type.isPrimitive()) {
                throw new IllegalArgumentException(owner + ": null for primitive field '" + field + "'");
            }
            return;
        }
        boolean constant = value instanceof String || WRAPPERS.containsValue(value.getClass());
        boolean fits = type.isPrimitive() ? WRAPPERS.get(type) == value.getClass() : type.isInstance(value);
        if (!constant || !fits) {
            throw new IllegalArgumentException(owner + ": value " + value + " (" + value.getClass().getName()
                    + ") is not a constant of field '" + field + "' of type " + type.getName());
        }
    }
}
