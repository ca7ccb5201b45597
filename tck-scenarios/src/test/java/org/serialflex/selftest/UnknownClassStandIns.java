package org.serialflex.selftest;

import org.serialflex.verdicts.BeanFields;
import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.Dto;
import org.serialflex.versions.ClassVersion;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectStreamClass;
import java.io.ObjectStreamField;
import java.lang.reflect.Field;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.ListIterator;
import java.util.Map;
import java.util.Set;

/**
 * Java serialization that survives a class missing at the reader: the stream's description of
 * the class is turned into a stub class (same name, same serialVersionUID, the stream's fields,
 * object fields typed {@code Object}) in a loader of its own, and once the object is read every
 * stub is replaced by what the subclass chooses. Libraries such as Fury or Hessian do the same
 * with their own placeholder types.
 */
public abstract class UnknownClassStandIns extends HonestAdapter {

    UnknownClassStandIns(String id) {
        super(id);
    }

    private final StubLoader stubs = new StubLoader(UnknownClassStandIns.class.getClassLoader());

    /** What takes the place of a stub object in the graph the reader returns. */
    abstract Object standIn(Object stub) throws IllegalAccessException;

    @Override
    public Object read(byte[] bytes, Class<?> rootType) throws Exception {
        try (ObjectInputStream in = new StubbingInput(new ByteArrayInputStream(bytes))) {
            return replaceStubs(in.readObject(), Collections.newSetFromMap(new IdentityHashMap<>()));
        }
    }

    private Object replaceStubs(Object value, Set<Object> seen) throws IllegalAccessException {
        if (value == null) {
            return null;
        }
        if (value.getClass().getClassLoader() == stubs) {
            return standIn(value);
        }
        if (!seen.add(value)) {
            return value;
        }
        if (value instanceof List<?> list) {
            @SuppressWarnings("unchecked")
            ListIterator<Object> elements = (ListIterator<Object>) list.listIterator();
            while (elements.hasNext()) {
                elements.set(replaceStubs(elements.next(), seen));
            }
        } else if (value instanceof Map<?, ?> map) {
            @SuppressWarnings("unchecked")
            Map<Object, Object> entries = (Map<Object, Object>) map;
            for (Map.Entry<Object, Object> entry : entries.entrySet()) {
                entry.setValue(replaceStubs(entry.getValue(), seen));
            }
        } else if (!BeanFields.isJdk(value.getClass())) {
            for (Field field : BeanFields.of(value.getClass()).values()) {
                field.set(value, replaceStubs(field.get(value), seen));
            }
        }
        return value;
    }

    /** The stub's field values by name. */
    static Map<String, Object> fieldsOf(Object stub) throws IllegalAccessException {
        Map<String, Object> fields = new LinkedHashMap<>();
        for (Map.Entry<String, Field> field : BeanFields.of(stub.getClass()).entrySet()) {
            fields.put(field.getKey(), field.getValue().get(stub));
        }
        return fields;
    }

    /** Replaces each object of a missing class by a Map of its field values: what the criterion calls PASS. */
    public static final class AsMaps extends UnknownClassStandIns {
        /** The adapter {@code selftest-unknown-classes-as-maps}, registered through META-INF/services. */
        public AsMaps() {
            super("selftest-unknown-classes-as-maps");
        }

        @Override
        Object standIn(Object stub) throws IllegalAccessException {
            return fieldsOf(stub);
        }
    }

    /**
     * Replaces each object of a missing class by a Map whose keys qualify each field by the class
     * that declares it ({@code org.serialflex.dto.c13.Coupon.code}), as libraries do that keep a
     * subclass's and a superclass's same-named fields apart: the values stay reachable.
     */
    public static final class AsQualifiedMaps extends UnknownClassStandIns {
        /** The adapter {@code selftest-unknown-classes-as-qualified-maps}, registered through META-INF/services. */
        public AsQualifiedMaps() {
            super("selftest-unknown-classes-as-qualified-maps");
        }

        @Override
        Object standIn(Object stub) throws IllegalAccessException {
            Map<String, Object> qualified = new LinkedHashMap<>();
            fieldsOf(stub).forEach((name, value) -> qualified.put(stub.getClass().getName() + "." + name, value));
            return qualified;
        }
    }

    /** Replaces each object of a missing class by a {@link GenericRecord} of its values. */
    public static final class AsGenericRecords extends UnknownClassStandIns {
        /** The adapter {@code selftest-unknown-classes-as-records}, registered through META-INF/services. */
        public AsGenericRecords() {
            super("selftest-unknown-classes-as-records");
        }

        @Override
        Object standIn(Object stub) throws IllegalAccessException {
            return new GenericRecord(stub.getClass().getName(), fieldsOf(stub));
        }
    }

    /** As {@link AsGenericRecords}, with every int read back as a double: a number type substituted. */
    public static final class AsGenericRecordsOfDoubles extends UnknownClassStandIns {
        /** The adapter {@code selftest-unknown-classes-as-records-of-doubles}, registered through META-INF/services. */
        public AsGenericRecordsOfDoubles() {
            super("selftest-unknown-classes-as-records-of-doubles");
        }

        @Override
        Object standIn(Object stub) throws IllegalAccessException {
            Map<String, Object> values = fieldsOf(stub);
            values.replaceAll((name, value) -> value instanceof Integer number ? number.doubleValue() : value);
            return new GenericRecord(stub.getClass().getName(), values);
        }
    }

    /**
     * A record of values with a schema name and a public {@code get(String)}, and no field per
     * value: the shape of generic records in schema-based libraries.
     */
    public static final class GenericRecord {
        private final String schemaName;
        private final Map<String, Object> values;

        GenericRecord(String schemaName, Map<String, Object> values) {
            this.schemaName = schemaName;
            this.values = values;
        }

        /** The value of {@code field}; a field the schema lacks is an error, as in such libraries. */
        public Object get(String field) {
            if (!values.containsKey(field)) {
                throw new IllegalArgumentException("Not a field of " + schemaName + ": " + field);
            }
            return values.get(field);
        }
    }

    /** Replaces each object of a missing class by null: the rest survives, the unknown object is lost. */
    public static final class Dropped extends UnknownClassStandIns {
        /** The adapter {@code selftest-unknown-classes-dropped}, registered through META-INF/services. */
        public Dropped() {
            super("selftest-unknown-classes-dropped");
        }

        @Override
        Object standIn(Object stub) {
            return null;
        }
    }

    /** Replaces each object of a missing class by an empty Map: a stand-in that lost the values. */
    public static final class EmptyMaps extends UnknownClassStandIns {
        /** The adapter {@code selftest-unknown-classes-as-empty-maps}, registered through META-INF/services. */
        public EmptyMaps() {
            super("selftest-unknown-classes-as-empty-maps");
        }

        @Override
        Object standIn(Object stub) {
            return new LinkedHashMap<String, Object>();
        }
    }

    private final class StubbingInput extends ObjectInputStream {
        StubbingInput(InputStream in) throws IOException {
            super(in);
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass description) throws ClassNotFoundException {
            try {
                return Class.forName(description.getName(), false, UnknownClassStandIns.class.getClassLoader());
            } catch (ClassNotFoundException missing) {
                return stubs.stubFor(description);
            }
        }
    }

    /** Defines stub classes next to (not inside) the reader world's loader. */
    private static final class StubLoader extends ClassLoader {
        StubLoader(ClassLoader world) {
            super(world);
        }

        synchronized Class<?> stubFor(ObjectStreamClass description) {
            Class<?> existing = findLoadedClass(description.getName());
            if (existing != null) {
                return existing;
            }
            Dto stub = Dto.bean(description.getName()).serialVersionUid(description.getSerialVersionUID());
            for (ObjectStreamField field : description.getFields()) {
                stub = stub.field(field.getName(), field.isPrimitive() ? field.getType() : Object.class);
            }
            byte[] bytes = ClassVersions.same(stub).classBytes(ClassVersion.V1, description.getName()).orElseThrow();
            return defineClass(description.getName(), bytes, 0, bytes.length);
        }
    }
}
