package org.serialflex.safety;

import org.serialflex.dto.safety.SafetyPayloads;
import org.serialflex.spi.Hardening;
import org.serialflex.spi.SerializerAdapter;
import org.serialflex.worlds.World;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

/**
 * One configuration of an adapter under probe: a writer world that produces the intact payloads
 * and a reader world that receives the hostile ones. Only bytes (and the adapter's metadata blob)
 * cross. The reader world can be replaced by a fresh one, for probes that need a reader that has
 * never seen a class, or after a read that hung or threw an {@link Error}.
 */
final class ProbeTarget implements AutoCloseable {

    /** Stack of a reading thread: the JVM's default on 64-bit Linux, what a server's request thread has. */
    static final long READER_STACK = 1024L * 1024;
    /** Stack of a writing thread: room to write an object graph 100 000 levels deep. */
    static final long WRITER_STACK = 1024L * 1024 * 1024;

    private static final String PAYLOADS = SafetyPayloads.class.getName();
    /** The least time a write may take before it counts as refused. */
    private static final long MIN_WRITE_SECONDS = 30;

    private final String adapterId;
    private final boolean hardened;
    private final Duration timeLimit;
    private final World writer;
    private final SerializerAdapter writerAdapter;
    private final SerializerAdapter defaultWriterAdapter;
    private SerializerAdapter unrestrictedWriter;
    private World reader;
    private SerializerAdapter readerAdapter;
    private boolean stale;

    private ProbeTarget(String adapterId, boolean hardened, Duration timeLimit) {
        this.adapterId = adapterId;
        this.hardened = hardened;
        this.timeLimit = timeLimit;
        this.writer = World.create("safety writer", java.util.Map.of());
        this.writerAdapter = configured(writer);
        this.defaultWriterAdapter = hardened ? writer.newAdapter(adapterId) : writerAdapter;
        freshReader();
    }

    /** A writer and a reader world for {@code adapterId}, hardened or as it comes. */
    static ProbeTarget open(String adapterId, boolean hardened, Duration timeLimit) {
        return new ProbeTarget(adapterId, hardened, timeLimit);
    }

    private SerializerAdapter configured(World world) {
        SerializerAdapter adapter = world.newAdapter(adapterId);
        if (!hardened) {
            return adapter;
        }
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(world.loader());
        try {
            Hardening hardening = adapter.hardening(SafetyPayloads.APPLICATION_CLASSES);
            if (!hardening.declared()) {
                throw new IllegalStateException("Adapter '" + adapterId + "' declares no hardened configuration");
            }
            return hardening.adapter();
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    /** Replaces the reader world with one that has loaded nothing yet. */
    void freshReader() {
        if (reader != null) {
            reader.close();
        }
        reader = World.create("safety reader", java.util.Map.of());
        readerAdapter = configured(reader);
        stale = false;
    }

    /**
     * Builds {@code SafetyPayloads.<factory>(args)} in the writer world and writes it there, on a
     * thread with a deep stack.
     *
     * @throws WriteRefused when the writer throws or hangs, with the evidence
     */
    Written write(String factory, Object... args) throws WriteRefused {
        return write(writerAdapter, factory, args);
    }

    /**
     * Writes with the adapter's default configuration even when the reader is hardened: an attacker
     * is not bound by the hardening, and a hardened writer may refuse what the probe must send
     * (Kryo with registration required refuses an unregistered gadget).
     */
    Written writeAsDefault(String factory, Object... args) throws WriteRefused {
        return write(defaultWriterAdapter, factory, args);
    }

    /**
     * Writes with the adapter's {@link SerializerAdapter#unrestrictedWriter() unrestricted writer},
     * created in the writer world on first use: the library with its class restrictions lifted, as
     * an attacker writes.
     *
     * @throws WriteRefused when the adapter declares none, or it refused too
     */
    Written writeUnrestricted(String factory, Object... args) throws WriteRefused {
        if (unrestrictedWriter == null) {
            Thread thread = Thread.currentThread();
            ClassLoader previous = thread.getContextClassLoader();
            thread.setContextClassLoader(writer.loader());
            try {
                unrestrictedWriter = writer.newAdapter(adapterId).unrestrictedWriter().orElse(null);
            } finally {
                thread.setContextClassLoader(previous);
            }
            if (unrestrictedWriter == null) {
                throw new WriteRefused("the adapter declares no unrestricted writer");
            }
        }
        return write(unrestrictedWriter, factory, args);
    }

    /** Whether the reader is the hardened configuration. */
    boolean hardened() {
        return hardened;
    }

    private Written write(SerializerAdapter adapter, String factory, Object... args) throws WriteRefused {
        Duration writeLimit = writeTimeLimit();
        Reading reading = Reading.run("serialflex-safety-writer", WRITER_STACK, writeLimit, writer.loader(), () -> {
            Object value = build(writer, factory, args);
            byte[] bytes = adapter.write(value);
            byte[] metadata = adapter.exportMetadata(value);
            return new Written(bytes, metadata, value.getClass().getName());
        });
        if (reading.hung()) {
            throw new WriteRefused("the writer hung past " + writeLimit.toMillis() + " ms");
        }
        if (reading.failure() != null) {
            throw new WriteRefused(Attempts.describe(reading.failure()));
        }
        return (Written) reading.value();
    }

    /**
     * The writer is not under test, and an abandoned write can leave the library broken for every
     * later write (Fory's code generation, slow on a loaded machine, did): it gets six read limits,
     * at least {@value #MIN_WRITE_SECONDS} s; so does the reference read of an intact payload.
     */
    private Duration writeTimeLimit() {
        Duration six = timeLimit.multipliedBy(6);
        return six.compareTo(Duration.ofSeconds(MIN_WRITE_SECONDS)) < 0 ? Duration.ofSeconds(MIN_WRITE_SECONDS) : six;
    }

    /** The writer's bytes, forged, read in the reader world as {@code rootClass} (a class the reader asked for). */
    Reading read(byte[] bytes, Written written, String rootClass) {
        return read(bytes, written, rootClass, timeLimit);
    }

    /**
     * The intact payload read back, the reference the hostile reads are compared with: not an
     * attack, and often the reader's first read, which may generate code (Fory's took longer than
     * the read limit on a loaded machine), so it gets the writer's time limit.
     */
    Reading readReference(byte[] bytes, Written written, String rootClass) {
        return read(bytes, written, rootClass, writeTimeLimit());
    }

    private Reading read(byte[] bytes, Written written, String rootClass, Duration limit) {
        if (stale) {
            freshReader();
        }
        Class<?> rootType = reader.findClass(rootClass).orElse(null);
        SerializerAdapter adapter = readerAdapter;
        Reading reading = Reading.run("serialflex-safety-reader", READER_STACK, limit, reader.loader(), () -> {
            if (written.metadata() != null) {
                adapter.acceptMetadata(written.metadata());
            }
            return adapter.read(bytes, rootType);
        });
        if (reading.hung() || reading.failure() instanceof Error) {
            // a library left in an unknown state (a thread still running in it) must not judge the next attempt
            stale = true;
        }
        return reading;
    }

    /**
     * As {@link #read}, after a full collection: the read's peak heap then starts from the live
     * objects, not from the garbage of earlier attempts. For the bombs, a few dozen reads.
     */
    Reading readSettled(byte[] bytes, Written written, String rootClass) {
        System.gc();
        return read(bytes, written, rootClass);
    }

    /** The gadget code that ran in the reader world so far. */
    @SuppressWarnings("unchecked")
    List<String> gadgetEvents() {
        try {
            Class<?> log = Class.forName("org.serialflex.gadget.GadgetLog", true, reader.loader());
            return (List<String>) log.getMethod("events").invoke(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Cannot read the gadget log of the reader world", e);
        }
    }

    /** Calls {@code SafetyPayloads.depthOf} in the reader world. */
    int depthOf(Object read) {
        try {
            return (int) build(reader, "depthOf", read);
        } catch (Exception e) {
            return -1;
        }
    }

    private static Object build(World world, String factory, Object... args) throws Exception {
        Class<?> payloads = Class.forName(PAYLOADS, true, world.loader());
        Method method = Arrays.stream(payloads.getMethods()).filter(m -> m.getName().equals(factory)
                && m.getParameterCount() == args.length).findFirst().orElseThrow(
                () -> new IllegalArgumentException("No SafetyPayloads." + factory + " with " + args.length + " parameters"));
        try {
            return method.invoke(null, args);
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }

    @Override
    public void close() {
        writer.close();
        reader.close();
    }

    /**
     * What the writer produced.
     *
     * @param bytes     the payload
     * @param metadata  the adapter's out-of-band blob, handed to the reader before every read, or {@code null}
     * @param rootClass the written object's class
     */
    record Written(byte[] bytes, byte[] metadata, String rootClass) {
    }

    /** The writer could not produce the payload a probe needs. */
    static final class WriteRefused extends Exception {
        WriteRefused(String evidence) {
            super(evidence);
        }
    }
}
