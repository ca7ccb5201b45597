package org.serialflex.selftest;

import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;

/**
 * Java serialization done right: the control group of the self-tests. Subclasses misbehave in
 * one way each, to prove the classifier names the outcome the specification asks for.
 */
public class HonestAdapter implements SerializerAdapter {

    private final String id;

    /** Registered through META-INF/services as {@code selftest-honest}. */
    public HonestAdapter() {
        this("selftest-honest");
    }

    /** A subclass's own adapter id: each misbehaviour is an adapter of its own. */
    protected HonestAdapter(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String displayName() {
        return getClass().getSimpleName();
    }

    @Override
    public Library library() {
        return Library.jdk();
    }

    @Override
    public byte[] write(Object value) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(beforeWrite(value));
        }
        return bytes.toByteArray();
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) throws Exception {
        try (ObjectInputStream in = new OwnLoaderInput(new ByteArrayInputStream(bytes))) {
            return afterRead(in.readObject());
        }
    }

    /** Where a subclass turns the object into what it actually puts on the wire. */
    protected Object beforeWrite(Object value) throws Exception {
        return value;
    }

    /** Where a misbehaving subclass tampers with what was read. */
    protected Object afterRead(Object read) throws Exception {
        return read;
    }

    /** Sets {@code field} of {@code target} by reflection. */
    protected static void setField(Object target, String field, Object value) throws ReflectiveOperationException {
        var f = target.getClass().getDeclaredField(field);
        f.setAccessible(true);
        f.set(target, value);
    }

    /** Reads {@code field} of {@code target} by reflection. */
    protected static Object getField(Object target, String field) throws ReflectiveOperationException {
        var f = target.getClass().getDeclaredField(field);
        f.setAccessible(true);
        return f.get(target);
    }

    private static final class OwnLoaderInput extends ObjectInputStream {
        OwnLoaderInput(InputStream in) throws IOException {
            super(in);
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass description) throws ClassNotFoundException {
            return Class.forName(description.getName(), false, HonestAdapter.class.getClassLoader());
        }
    }
}
