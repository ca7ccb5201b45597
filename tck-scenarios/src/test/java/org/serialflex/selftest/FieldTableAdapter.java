package org.serialflex.selftest;

import org.serialflex.verdicts.BeanFields;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

/**
 * A reflective serializer small enough to misbehave on purpose: every DTO object becomes a
 * {@link FieldTable} of its fields (superclass fields first, in declaration order), and the reader
 * allocates the object without a constructor and assigns the values by name, ignoring names it
 * does not know. Done this way it is the control group of the shape and evolution self-tests: it
 * passes C01–C04, C07, C09 and C10. Each subclass in {@link FieldTableMisbehaving} changes one
 * hook, the way a real library's design choice would.
 */
public class FieldTableAdapter extends HonestAdapter {

    /** Registered through META-INF/services as {@code selftest-field-table}. */
    public FieldTableAdapter() {
        this("selftest-field-table");
    }

    /** A misbehaving subclass's own adapter id. */
    protected FieldTableAdapter(String id) {
        super(id);
    }

    @Override
    protected Object beforeWrite(Object value) throws Exception {
        return toWire(value);
    }

    @Override
    protected Object afterRead(Object read) throws Exception {
        return fromWire(read);
    }

    /** The fields written for objects of {@code type}: instance fields that are not transient, superclass first. */
    protected List<Field> fieldsToWrite(Class<?> type) {
        return instanceFields(type).stream().filter(field -> !Modifier.isTransient(field.getModifiers())).toList();
    }

    /** The reader's new, empty object of {@code type}; by default no constructor runs. */
    protected Object instantiate(Class<?> type) throws Exception {
        Constructor<?> allocator = sun.reflect.ReflectionFactory.getReflectionFactory()
                .newConstructorForSerialization(type, Object.class.getDeclaredConstructor());
        return allocator.newInstance();
    }

    /** Puts the table's values into {@code target}; by default by name, skipping names the reader lacks. */
    protected void assign(Object target, FieldTable table, List<Object> values) throws Exception {
        for (int i = 0; i < values.size(); i++) {
            Field field = fieldNamed(target.getClass(), table.names().get(i));
            if (field != null) {
                field.set(target, values.get(i));
            }
        }
    }

    /** Instance fields of {@code type} and its DTO superclasses, superclass first, each in declaration order. */
    protected static List<Field> instanceFields(Class<?> type) {
        List<Field> fields = new ArrayList<>();
        if (type.getSuperclass() != null && !BeanFields.isJdk(type.getSuperclass())) {
            fields.addAll(instanceFields(type.getSuperclass()));
        }
        for (Field field : type.getDeclaredFields()) {
            if (!Modifier.isStatic(field.getModifiers()) && !field.isSynthetic()) {
                field.setAccessible(true);
                fields.add(field);
            }
        }
        return fields;
    }

    /** The instance field {@code name} of {@code type} or a superclass, or null. */
    protected static Field fieldNamed(Class<?> type, String name) {
        return instanceFields(type).stream().filter(field -> field.getName().equals(name)).findFirst().orElse(null);
    }

    private Object toWire(Object value) throws IllegalAccessException {
        if (value == null || BeanFields.isJdk(value.getClass())) {
            return value;
        }
        List<String> names = new ArrayList<>();
        List<Object> values = new ArrayList<>();
        for (Field field : fieldsToWrite(value.getClass())) {
            field.setAccessible(true);
            names.add(field.getName());
            values.add(toWire(field.get(value)));
        }
        return new FieldTable(value.getClass().getName(), names, values);
    }

    private Object fromWire(Object value) throws Exception {
        if (!(value instanceof FieldTable table)) {
            return value;
        }
        Object target = instantiate(Class.forName(table.className(), false, getClass().getClassLoader()));
        List<Object> values = new ArrayList<>();
        for (Object element : table.values()) {
            values.add(fromWire(element));
        }
        assign(target, table, values);
        return target;
    }
}
