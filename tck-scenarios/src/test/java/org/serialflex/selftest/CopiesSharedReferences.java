package org.serialflex.selftest;

import org.serialflex.verdicts.BeanFields;

import java.lang.reflect.Field;
import java.util.List;
import java.util.ListIterator;

/**
 * Writes every reference as a new copy, as a tree-shaped format does: each bean held by a field of
 * the root or by a list in such a field is replaced by its own deep copy, so an object shared by two
 * places arrives as two equal objects and a cycle closes on a copy instead of the original.
 */
public final class CopiesSharedReferences extends HonestAdapter {

    /** The adapter {@code selftest-copies-shared-references}, registered through META-INF/services. */
    public CopiesSharedReferences() {
        super("selftest-copies-shared-references");
    }

    /** True while a copy is being read, so the copy's own fields are left alone. */
    private boolean copying;

    @Override
    protected Object afterRead(Object read) throws Exception {
        if (copying) {
            return read;
        }
        for (Field field : BeanFields.of(read.getClass()).values()) {
            Object value = field.get(read);
            if (value instanceof List<?> list) {
                copyBeansIn(list);
            } else if (isBean(value)) {
                field.set(read, copy(value));
            }
        }
        return read;
    }

    @SuppressWarnings("unchecked")
    private void copyBeansIn(List<?> list) throws Exception {
        ListIterator<Object> elements = (ListIterator<Object>) list.listIterator();
        while (elements.hasNext()) {
            Object element = elements.next();
            if (isBean(element)) {
                elements.set(copy(element));
            }
        }
    }

    private Object copy(Object bean) throws Exception {
        copying = true;
        try {
            return read(write(bean), bean.getClass());
        } finally {
            copying = false;
        }
    }

    private static boolean isBean(Object value) {
        return value != null && !BeanFields.isJdk(value.getClass());
    }
}
