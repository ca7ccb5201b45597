package org.serialflex.adapters.thrift;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.util.List;

/**
 * Makes the reader's object from the fields that arrived. A bean: a fresh instance, so a field
 * that did not arrive keeps its initializer's value, as in a generated struct, then the fields that
 * did arrive. A record: its canonical constructor, with Java's default for a missing component.
 */
interface StructTarget {

    Object build(List<StructField> fields, Object[] values, boolean[] present);

    /** A class: through its no-arg constructor, else {@link Instances#allocate} (see there). */
    static StructTarget bean(Class<?> type) {
        return (fields, values, present) -> {
            Object instance = Instances.allocate(type);
            for (int i = 0; i < values.length; i++) {
                if (present[i]) {
                    fields.get(i).set(instance, values[i]);
                }
            }
            return instance;
        };
    }

    /** A record: {@code canonical}'s parameters are the record's components, in order. */
    static StructTarget record(Constructor<?> canonical) {
        Class<?>[] types = canonical.getParameterTypes();
        return (fields, values, present) -> {
            Object[] arguments = new Object[values.length];
            for (int i = 0; i < values.length; i++) {
                arguments[i] = present[i] ? values[i] : Instances.defaultValue(types[i]);
            }
            try {
                return canonical.newInstance(arguments);
            } catch (InstantiationException | IllegalAccessException e) {
                throw new IllegalStateException("Cannot call " + canonical, e);
            } catch (InvocationTargetException e) {
                throw new IllegalStateException("The canonical constructor of " + canonical.getDeclaringClass()
                        .getName() + " threw", e.getCause());
            }
        };
    }
}
