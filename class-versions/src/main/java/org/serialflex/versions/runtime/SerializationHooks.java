package org.serialflex.versions.runtime;

import java.io.InvalidObjectException;
import java.io.ObjectStreamException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.RecordComponent;
import java.util.Map;
import java.util.StringJoiner;

/**
 * Bodies of the Java serialization hooks of generated classes.
 * <pre>{@code
 * private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
 *     in.defaultReadObject();
 *     SerializationHooks.rebuild(this, "fullName", "firstName lastName");
 * }
 * private Object writeReplace() throws ObjectStreamException {
 *     return SerializationHooks.copyInto(this, "org.x.PersonProxy");
 * }
 * }</pre>
 */
public final class SerializationHooks {

    private SerializationHooks() {
    }

    /**
     * Sets the String field {@code derivedField} to the values of the source fields joined by a
     * space ({@code String.valueOf}, so a null source contributes {@code "null"}).
     *
     * @param self         the object just read
     * @param derivedField name of the derived field
     * @param sourceFields names of the source fields, separated by spaces
     */
    public static void rebuild(Object self, String derivedField, String sourceFields) {
        Map<String, Field> fields = InstanceFields.of(self.getClass());
        StringJoiner joined = new StringJoiner(" ");
        for (String source : sourceFields.split(" ")) {
            if (!source.isEmpty()) {
                joined.add(String.valueOf(InstanceFields.get(require(fields, source, self), self)));
            }
        }
        InstanceFields.set(require(fields, derivedField, self), self, joined.toString());
    }

    /**
     * Creates an instance of {@code targetClassName} (loaded by the class loader of
     * {@code source}) and copies the field values of {@code source} into the target's fields of the
     * same names. A class is created through its no-arg constructor (any access), a record through
     * its canonical constructor.
     *
     * @param source          the object to copy
     * @param targetClassName binary name of the class to create
     * @return the new instance
     * @throws ObjectStreamException if the target cannot be created or a value does not fit
     */
    public static Object copyInto(Object source, String targetClassName) throws ObjectStreamException {
        try {
            Class<?> target = Class.forName(targetClassName, false, source.getClass().getClassLoader());
            Map<String, Field> from = InstanceFields.of(source.getClass());
            return target.isRecord() ? newRecord(target, from, source) : newObject(target, from, source);
        } catch (ReflectiveOperationException | IllegalArgumentException e) {
            InvalidObjectException failure = new InvalidObjectException(
                    "cannot copy " + source.getClass().getName() + " into " + targetClassName + ": " + e);
            failure.initCause(e);
            throw failure;
        }
    }

    private static Object newObject(Class<?> target, Map<String, Field> from, Object source)
            throws ReflectiveOperationException, InvalidObjectException {
        Constructor<?> constructor = target.getDeclaredConstructor();
        constructor.setAccessible(true);
        Object copy = constructor.newInstance();
        for (Map.Entry<String, Field> entry : InstanceFields.of(target).entrySet()) {
            Field sourceField = from.get(entry.getKey());
            if (sourceField != null && !InstanceFields.set(entry.getValue(), copy, InstanceFields.get(sourceField, source))) {
                throw new InvalidObjectException("field " + entry.getKey() + " of " + target.getName()
                        + " cannot take the value of " + source.getClass().getName());
            }
        }
        return copy;
    }

    private static Object newRecord(Class<?> target, Map<String, Field> from, Object source)
            throws ReflectiveOperationException {
        RecordComponent[] components = target.getRecordComponents();
        Class<?>[] types = new Class<?>[components.length];
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            Field field = from.get(components[i].getName());
            values[i] = field == null ? defaultValue(types[i]) : InstanceFields.get(field, source);
        }
        Constructor<?> canonical = target.getDeclaredConstructor(types);
        canonical.setAccessible(true);
        return canonical.newInstance(values);
    }

    private static Object defaultValue(Class<?> type) {
        return type.isPrimitive() ? java.lang.reflect.Array.get(java.lang.reflect.Array.newInstance(type, 1), 0) : null;
    }

    private static Field require(Map<String, Field> fields, String name, Object self) {
        Field field = fields.get(name);
        if (field == null) {
            throw new IllegalStateException(self.getClass().getName() + " declares no field " + name);
        }
        return field;
    }
}
