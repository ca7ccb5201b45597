package org.serialflex.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

/**
 * Kryo 5 as an application that knows nothing of its DTOs would use it: one {@link Kryo} with
 * its defaults except {@code setRegistrationRequired(false)}, so any class may be written with
 * its name in the bytes ({@code writeClassAndObject} / {@code readClassAndObject}). Defaults mean
 * {@code FieldSerializer} (fields by position, no added or removed fields), the no-arg-constructor
 * instantiator and no reference tracking. The study's two variants differ only in their streams;
 * {@link KryoCompatibleAdapter} also changes the default serializer.
 *
 * <p>A {@code Kryo} is not thread-safe and caches classes by name, so it is an instance field:
 * the kit creates one adapter per world, each with its own copy of the library.
 *
 * <p>No {@code --add-opens}: on JDK 17 and 25 the JDK collections of the criteria go through
 * Kryo's own serializers (immutable collections, {@code Arrays.asList}, {@code EnumSet}...) or
 * fail for want of a no-arg constructor ({@code EnumMap}, {@code Collections.unmodifiable*}),
 * which no flag changes. (JDK classes that fall back to FieldSerializer, such as UUID, URI or
 * AtomicLong, would need opened packages; no criterion uses them.)
 */
abstract class KryoAdapter implements SerializerAdapter {

    private static final int INITIAL_BUFFER = 4096;
    private static final int UNLIMITED = -1;

    private final Kryo kryo = new Kryo();

    KryoAdapter() {
        kryo.setRegistrationRequired(false);
    }

    /** Kryo as above, with {@code defaultSerializer} for every class no built-in serializer handles. */
    KryoAdapter(Class<? extends Serializer> defaultSerializer) {
        this();
        kryo.setDefaultSerializer(defaultSerializer);
    }

    /** A growable output stream of this variant. */
    abstract Output newOutput(int bufferSize, int maxBufferSize);

    /** An input stream of this variant over {@code bytes}. */
    abstract Input newInput(byte[] bytes);

    @Override
    public final Library library() {
        return Library.fromPomProperties("com.esotericsoftware", "kryo", Kryo.class);
    }

    @Override
    public final byte[] write(Object value) {
        try (Output output = newOutput(INITIAL_BUFFER, UNLIMITED)) {
            kryo.writeClassAndObject(output, value);
            return output.toBytes();
        }
    }

    @Override
    public final Object read(byte[] bytes, Class<?> rootType) {
        try (Input input = newInput(bytes)) {
            return kryo.readClassAndObject(input);
        }
    }
}
