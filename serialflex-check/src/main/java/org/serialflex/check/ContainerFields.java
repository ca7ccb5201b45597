package org.serialflex.check;

import org.serialflex.verdicts.BeanFields;

import java.lang.reflect.Field;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * Fills the fields a team's collection or map class adds to the JDK's ({@code Paths extends
 * LinkedHashMap} and its {@code extensions}), which Instancio leaves empty: it fills such an object
 * as a container, with elements or entries only. Without a value there, a library that writes the
 * class as a plain container and drops the field could not be seen doing so.
 */
final class ContainerFields {

    private final Function<Field, Object> valueOf;
    private final IdentityHashMap<Object, Boolean> visited = new IdentityHashMap<>();

    /** @param valueOf a sample value for a field, built as the rest of the sample is */
    ContainerFields(Function<Field, Object> valueOf) {
        this.valueOf = valueOf;
    }

    /** Fills, in place, every empty own field of every container of a team's class that {@code sample} reaches. */
    void fill(Object sample) {
        if (sample == null || visited.put(sample, Boolean.TRUE) != null || Snapshot.isImmutableJdkValue(sample)
                || sample instanceof Enum<?>) {
            return;
        }
        Class<?> type = sample.getClass();
        if (type.isArray()) {
            if (!type.getComponentType().isPrimitive()) {
                for (Object element : (Object[]) sample) {
                    fill(element);
                }
            }
            return;
        }
        boolean container = sample instanceof Collection<?> || sample instanceof Map<?, ?>;
        if (sample instanceof Collection<?> collection) {
            collection.forEach(this::fill);
        } else if (sample instanceof Map<?, ?> map) {
            map.forEach((key, value) -> {
                fill(key);
                fill(value);
            });
        }
        if (BeanFields.isJdk(type)) {
            return;
        }
        for (Field field : BeanFields.of(type).values()) {
            Object value = BeanFields.read(field, sample);
            if (container && value == null && !java.lang.reflect.Modifier.isFinal(field.getModifiers())) {
                try {
                    value = valueOf.apply(field);
                    field.set(sample, value);
                } catch (IllegalAccessException | RuntimeException cannotFill) {
                    // a type variable Instancio cannot bind here: the field stays empty, as Instancio left it
                    continue;
                }
            }
            fill(value);
        }
    }
}
