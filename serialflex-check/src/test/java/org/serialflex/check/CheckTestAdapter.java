package org.serialflex.check;

import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

/**
 * The one adapter on this module's test class path, so that the check's input handling meets a known
 * id: the JDK's own serialization, nothing to configure.
 */
public final class CheckTestAdapter implements SerializerAdapter {

    /** Through META-INF/services. */
    public CheckTestAdapter() {
    }

    @Override
    public String id() {
        return "check-test-java";
    }

    @Override
    public String displayName() {
        return "JDK serialization (serialflex-check's tests)";
    }

    @Override
    public Library library() {
        return Library.jdk();
    }

    @Override
    public byte[] write(Object value) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(value);
        }
        return bytes.toByteArray();
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) throws Exception {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            return in.readObject();
        }
    }
}
