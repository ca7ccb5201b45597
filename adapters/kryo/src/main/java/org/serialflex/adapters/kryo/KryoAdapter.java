package org.serialflex.adapters.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import org.serialflex.spi.Hardening;
import org.serialflex.spi.Library;
import org.serialflex.spi.JvmOption;
import org.serialflex.spi.SerializerAdapter;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

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
 * <p>The {@code --add-opens} of {@link #JVM_OPTIONS}: JDK values without a serializer of Kryo's own (UUID, URI,
 * Pattern, the atomics, the value zoo's) fall back to FieldSerializer, which reflects into their private fields, as
 * a team storing them with Kryo on JDK 17 must allow. The JDK collections of the criteria go through Kryo's own
 * serializers (immutable collections, {@code Arrays.asList}, {@code EnumSet}...) or fail for want of a no-arg
 * constructor ({@code EnumMap}, {@code Collections.unmodifiable*}), which no flag changes.
 *
 * <p>The {@link #hardening hardened} configuration is what Kryo's documentation asks of anyone
 * reading untrusted bytes: {@code setRegistrationRequired(true)} with the application's classes
 * (and the JDK collections they hold) registered in a fixed order on both sides, so that the bytes
 * can name no other class, and {@code setMaxDepth} so that nesting ends in an exception.
 */
abstract class KryoAdapter implements SerializerAdapter {

    /** The packages of the JDK values FieldSerializer reflects into on JDK 17+ (the value zoo's UUID, URI, ...). */
    static final List<JvmOption> JVM_OPTIONS = List.of("java.util", "java.net", "java.util.regex",
            "java.util.concurrent.atomic").stream().map(packageName -> JvmOption.addOpens("java.base", packageName))
            .toList();

    private static final int INITIAL_BUFFER = 4096;
    private static final int UNLIMITED = -1;

    /** Nesting a hardened Kryo accepts; DTO graphs are far shallower. */
    static final int HARDENED_MAX_DEPTH = 100;

    private final Kryo kryo = new Kryo();

    KryoAdapter() {
        kryo.setRegistrationRequired(false);
    }

    /** Kryo as above, with {@code defaultSerializer} for every class no built-in serializer handles. */
    KryoAdapter(Class<? extends Serializer> defaultSerializer) {
        this();
        kryo.setDefaultSerializer(defaultSerializer);
    }

    @Override
    public List<JvmOption> requiredJvmOptions() {
        return JVM_OPTIONS;
    }

    /** The hardened configuration: only {@code applicationClasses} and the JDK classes they hold, registered. */
    KryoAdapter(Set<String> applicationClasses) {
        this(null, applicationClasses);
    }

    /** The hardened configuration with {@code defaultSerializer} (when not null) for the registered classes. */
    KryoAdapter(Class<? extends Serializer> defaultSerializer, Set<String> applicationClasses) {
        if (defaultSerializer != null) {
            kryo.setDefaultSerializer(defaultSerializer);
        }
        kryo.setRegistrationRequired(true);
        kryo.setMaxDepth(HARDENED_MAX_DEPTH);
        for (Class<?> jdk : new Class<?>[]{ArrayList.class, HashMap.class, LinkedHashMap.class, BigDecimal.class,
                BigInteger.class, byte[].class}) {
            kryo.register(jdk);
        }
        for (String name : new TreeSet<>(applicationClasses)) {
            try {
                kryo.register(Class.forName(name, false, KryoAdapter.class.getClassLoader()));
            } catch (ClassNotFoundException e) {
                throw new IllegalArgumentException("Application class " + name + " is not in this world", e);
            }
        }
    }

    /** A hardened instance of this variant, see {@link #hardening}. */
    abstract KryoAdapter hardened(Set<String> applicationClasses);

    @Override
    public final Hardening hardening(Set<String> applicationClasses) {
        return Hardening.of("Kryo's documented set-up for untrusted input: setRegistrationRequired(true) with the "
                + "application's classes and the JDK collections they hold registered, setMaxDepth("
                + HARDENED_MAX_DEPTH + ")", hardened(applicationClasses));
    }

    /** A growable output stream of this variant: Kryo's plain {@link Output} unless the variant says otherwise. */
    Output newOutput(int bufferSize, int maxBufferSize) {
        return new Output(bufferSize, maxBufferSize);
    }

    /** An input stream of this variant over {@code bytes}: Kryo's plain {@link Input} unless the variant says otherwise. */
    Input newInput(byte[] bytes) {
        return new Input(bytes);
    }

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
