package org.serialflex.selftest;

import org.serialflex.verdicts.BeanFields;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.Serializable;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A reflective field copier, like the field serializers of Kryo or Fury with the JDK hooks turned
 * off: every DTO object becomes a {@link FieldCopy} of its non-transient fields (shared references
 * and cycles kept), which is then written with Java serialization; the reader allocates each object
 * without a constructor and sets its fields. No hook of the class runs: not
 * {@code writeExternal}/{@code readExternal}, not {@code writeObject}/{@code readObject}, not
 * {@code writeReplace}/{@code readResolve}.
 */
public class CopiesFields extends HonestAdapter {

    /** A DTO object on the wire: its class name and field values by name. */
    static final class FieldCopy implements Serializable {
        private static final long serialVersionUID = 1L;
        final String className;
        final LinkedHashMap<String, Object> fields = new LinkedHashMap<>();

        FieldCopy(String className) {
            this.className = className;
        }
    }

    /** Registered through META-INF/services as {@code selftest-copies-fields}. */
    public CopiesFields() {
        this("selftest-copies-fields");
    }

    /** A subclass's own adapter id. */
    protected CopiesFields(String id) {
        super(id);
    }

    /** Where a subclass lets the class swap the object before it is copied. */
    protected Object beforeCopy(Object bean) throws Exception {
        return bean;
    }

    @Override
    public byte[] write(Object value) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(encode(value, new IdentityHashMap<>()));
        }
        return bytes.toByteArray();
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) throws Exception {
        try (ObjectInputStream in = new WorldInput(new ByteArrayInputStream(bytes))) {
            return decode(in.readObject(), new IdentityHashMap<>());
        }
    }

    /** {@code value} itself when it crosses as it is (null, an enum, an array), what it became when met before, else null. */
    private static Object asIsOrMetBefore(Object value, IdentityHashMap<Object, Object> done) {
        if (value == null || value instanceof Enum<?> || value.getClass().isArray()) {
            return value;
        }
        return done.get(value);
    }

    private Object encode(Object value, IdentityHashMap<Object, Object> done) throws Exception {
        Object ready = asIsOrMetBefore(value, done);
        if (ready != null || value == null) {
            return ready;
        }
        if (value instanceof Collection<?> collection) {
            Collection<Object> copy = newInstance(collection.getClass());
            done.put(value, copy);
            for (Object element : collection) {
                copy.add(encode(element, done));
            }
            return copy;
        }
        if (value instanceof Map<?, ?> map) {
            Map<Object, Object> copy = newInstance(map.getClass());
            done.put(value, copy);
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                copy.put(encode(entry.getKey(), done), encode(entry.getValue(), done));
            }
            return copy;
        }
        if (BeanFields.isJdk(value.getClass())) {
            return value;
        }
        Object bean = beforeCopy(value);
        FieldCopy copy = new FieldCopy(bean.getClass().getName());
        done.put(value, copy);
        for (Field field : BeanFields.of(bean.getClass()).values()) {
            if (!Modifier.isTransient(field.getModifiers())) {
                copy.fields.put(field.getName(), encode(field.get(bean), done));
            }
        }
        return copy;
    }

    private Object decode(Object value, IdentityHashMap<Object, Object> done) throws Exception {
        Object ready = asIsOrMetBefore(value, done);
        if (ready != null || value == null) {
            return ready;
        }
        if (value instanceof Collection<?> collection) {
            List<Object> elements = new ArrayList<>(collection);
            @SuppressWarnings("unchecked")
            Collection<Object> same = (Collection<Object>) collection;
            done.put(value, same);
            same.clear();
            for (Object element : elements) {
                same.add(decode(element, done));
            }
            return same;
        }
        if (value instanceof Map<?, ?> map) {
            Map<Object, Object> entries = new LinkedHashMap<>(map);
            @SuppressWarnings("unchecked")
            Map<Object, Object> same = (Map<Object, Object>) map;
            done.put(value, same);
            same.clear();
            for (Map.Entry<Object, Object> entry : entries.entrySet()) {
                same.put(decode(entry.getKey(), done), decode(entry.getValue(), done));
            }
            return same;
        }
        if (!(value instanceof FieldCopy copy)) {
            return value;
        }
        Class<?> type = Class.forName(copy.className, false, CopiesFields.class.getClassLoader());
        Object bean = allocate(type);
        done.put(value, bean);
        Map<String, Field> fields = BeanFields.of(type);
        for (Map.Entry<String, Object> entry : copy.fields.entrySet()) {
            Field field = fields.get(entry.getKey());
            if (field != null) {
                field.set(bean, decode(entry.getValue(), done));
            }
        }
        return bean;
    }

    @SuppressWarnings("unchecked")
    private static <T> T newInstance(Class<?> type) throws ReflectiveOperationException {
        return (T) type.getDeclaredConstructor().newInstance();
    }

    private static Object allocate(Class<?> type) throws ReflectiveOperationException {
        Constructor<?> allocator = sun.reflect.ReflectionFactory.getReflectionFactory()
                .newConstructorForSerialization(type, Object.class.getDeclaredConstructor());
        return allocator.newInstance();
    }

    /** Calls the class's {@code writeReplace} but never {@code readResolve}: half of the proxy pattern. */
    public static final class AfterWriteReplace extends CopiesFields {
        /** The adapter {@code selftest-copies-fields-after-write-replace}, registered through META-INF/services. */
        public AfterWriteReplace() {
            super("selftest-copies-fields-after-write-replace");
        }

        @Override
        protected Object beforeCopy(Object bean) throws Exception {
            try {
                Method writeReplace = bean.getClass().getDeclaredMethod("writeReplace");
                writeReplace.setAccessible(true);
                return writeReplace.invoke(bean);
            } catch (NoSuchMethodException none) {
                return bean;
            }
        }
    }

    private static final class WorldInput extends ObjectInputStream {
        WorldInput(InputStream in) throws IOException {
            super(in);
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass description) throws ClassNotFoundException {
            return Class.forName(description.getName(), false, CopiesFields.class.getClassLoader());
        }
    }
}
