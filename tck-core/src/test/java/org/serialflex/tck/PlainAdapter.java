package org.serialflex.tck;

import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

/**
 * A test adapter that lives happily in any world; it never writes or reads anything. Tests that
 * need only an adapter's id (selection, JVM options) make one with the id they need.
 */
public class PlainAdapter implements SerializerAdapter {

    private final String id;

    /** {@code plain}, as the services file registers it. */
    public PlainAdapter() {
        this("plain");
    }

    /** An adapter whose id (and name) is {@code id}. */
    PlainAdapter(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String displayName() {
        return "Plain " + id;
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
