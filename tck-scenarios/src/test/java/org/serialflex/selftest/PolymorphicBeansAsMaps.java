package org.serialflex.selftest;

import org.serialflex.verdicts.BeanFields;

import java.lang.reflect.Field;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.ListIterator;
import java.util.Map;

/**
 * Forgets the concrete class of polymorphic values, as a JSON library without type ids does: a
 * bean held by a field declared {@code Object} or held in a list comes back as a Map of its field
 * values, and a bean in a field declared as an interface or an abstract class cannot be rebuilt at
 * all, because the declared type cannot be instantiated.
 */
public final class PolymorphicBeansAsMaps extends HonestAdapter {

    /** The adapter {@code selftest-polymorphic-beans-as-maps}, registered through META-INF/services. */
    public PolymorphicBeansAsMaps() {
        super("selftest-polymorphic-beans-as-maps");
    }

    @Override
    protected Object afterRead(Object read) throws Exception {
        for (Field field : BeanFields.of(read.getClass()).values()) {
            Object value = field.get(read);
            if (value instanceof List<?> list) {
                mapBeansIn(list);
            } else if (isBean(value) && value.getClass() != field.getType()) {
                if (!field.getType().isAssignableFrom(Map.class)) {
                    throw new IllegalStateException("cannot construct an instance of " + field.getType().getName()
                            + ", an abstract type, without type information");
                }
                field.set(read, asMap(value));
            }
        }
        return read;
    }

    @SuppressWarnings("unchecked")
    private static void mapBeansIn(List<?> list) throws IllegalAccessException {
        ListIterator<Object> elements = (ListIterator<Object>) list.listIterator();
        while (elements.hasNext()) {
            Object element = elements.next();
            if (isBean(element)) {
                elements.set(asMap(element));
            }
        }
    }

    private static boolean isBean(Object value) {
        return value != null && !BeanFields.isJdk(value.getClass());
    }

    private static Map<String, Object> asMap(Object bean) throws IllegalAccessException {
        Map<String, Object> map = new LinkedHashMap<>();
        for (Map.Entry<String, Field> field : BeanFields.of(bean.getClass()).entrySet()) {
            map.put(field.getKey(), field.getValue().get(bean));
        }
        return map;
    }
}
