package org.serialflex.tck;

import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

/** A test adapter that lives happily in any world; it never writes or reads anything. */
public class PlainAdapter implements SerializerAdapter {

    @Override
    public String id() {
        return "plain";
    }

    @Override
    public String displayName() {
        return "Plain";
    }

    @Override
    public Library library() {
        return new Library("org.example", id(), "1");
    }

    @Override
    public byte[] write(Object value) {
        throw new UnsupportedOperationException("not used by the tests");
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) {
        throw new UnsupportedOperationException("not used by the tests");
    }
}
