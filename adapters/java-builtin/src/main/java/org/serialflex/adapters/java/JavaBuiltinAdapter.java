package org.serialflex.adapters.java;

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
 * Java Object Serialization: {@link ObjectOutputStream} / {@link ObjectInputStream} with no
 * filters and no customisation, as the study's "Java standard" configuration. The reader resolves
 * classes in its own world's loader, which is what an application server's deserializer does.
 */
public final class JavaBuiltinAdapter implements SerializerAdapter {

    @Override
    public String id() {
        return "java";
    }

    @Override
    public String displayName() {
        return "Java built-in";
    }

    @Override
    public Library library() {
        return Library.jdk();
    }

    @Override
    public byte[] write(Object value) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        return bytes.toByteArray();
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new WorldObjectInputStream(new ByteArrayInputStream(bytes))) {
            return in.readObject();
        }
    }

    /** Resolves classes in the loader of this adapter, i.e. the reader world's. */
    private static final class WorldObjectInputStream extends ObjectInputStream {

        WorldObjectInputStream(InputStream in) throws IOException {
            super(in);
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass description) throws IOException, ClassNotFoundException {
            try {
                return Class.forName(description.getName(), false, JavaBuiltinAdapter.class.getClassLoader());
            } catch (ClassNotFoundException e) {
                return super.resolveClass(description);
            }
        }
    }
}
