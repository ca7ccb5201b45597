package org.serialflex.check;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

/**
 * Kryo with its defaults (registration not required), for the check across a library upgrade
 * ({@link OldSideLibraryTest}). Registered only on the worlds' class path by that test, never in
 * this module's META-INF/services: the check's own loader must keep finding only check-test-java.
 */
public final class CheckTestKryoAdapter implements SerializerAdapter {

    /** Through META-INF/services. */
    public CheckTestKryoAdapter() {
    }

    @Override
    public String id() {
        return "check-test-kryo";
    }

    @Override
    public String displayName() {
        return "Kryo (serialflex-check's tests)";
    }

    @Override
    public Library library() {
        // the version really loaded in this adapter's world, read from the jar Kryo came from
        return Library.fromPomProperties("com.esotericsoftware", "kryo", Kryo.class);
    }

    @Override
    public byte[] write(Object value) {
        Output output = new Output(256, -1);
        kryo().writeClassAndObject(output, value);
        return output.toBytes();
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) {
        return kryo().readClassAndObject(new Input(bytes));
    }

    private static Kryo kryo() {
        Kryo kryo = new Kryo();
        kryo.setRegistrationRequired(false);
        return kryo;
    }
}
