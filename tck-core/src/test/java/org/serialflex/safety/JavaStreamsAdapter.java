package org.serialflex.safety;

import org.serialflex.spi.Hardening;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InvalidObjectException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Set;
import java.util.zip.CRC32;

/**
 * Test adapters for the safety probes: Java serialization with the defences a subclass switches
 * on (a JEP 290 filter, a CRC32 trailer) or the misbehaviour it switches on. Each probe verdict is
 * shown to pass on {@link Guarded} and to fail on one of the others. Public for the engine's test
 * adapters (tck.EngineTestAdapters), which are plain Java serialization too.
 */
public abstract class JavaStreamsAdapter implements SerializerAdapter {

    /** Depth, array and class limits that stop every bomb and the gadget. */
    static final String STRICT_FILTER = "maxdepth=100;maxarray=10000;maxrefs=10000;"
            + String.join(";", org.serialflex.dto.safety.SafetyPayloads.APPLICATION_CLASSES)
            + ";java.lang.*;java.util.*;java.math.*;!*";

    private final String id;
    private final String filter;
    private final boolean checksum;

    /** {@code filter}: a JEP 290 filter pattern, or null for none; {@code checksum}: a CRC32 trailer. */
    protected JavaStreamsAdapter(String id, String filter, boolean checksum) {
        this.id = id;
        this.filter = filter;
        this.checksum = checksum;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String displayName() {
        return id;
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
        byte[] stream = bytes.toByteArray();
        if (!checksum) {
            return stream;
        }
        return ByteBuffer.allocate(stream.length + 8).put(stream).putLong(crc(stream, stream.length)).array();
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) throws Exception {
        byte[] stream = bytes;
        if (checksum) {
            if (bytes.length < 8 || ByteBuffer.wrap(bytes, bytes.length - 8, 8).getLong() != crc(bytes, bytes.length - 8)) {
                throw new InvalidObjectException("checksum mismatch");
            }
            stream = Arrays.copyOf(bytes, bytes.length - 8);
        }
        try (ObjectInputStream in = new WorldStream(new ByteArrayInputStream(stream))) {
            if (filter != null) {
                in.setObjectInputFilter(ObjectInputFilter.Config.createFilter(filter));
            }
            return in.readObject();
        }
    }

    private static long crc(byte[] bytes, int length) {
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, length);
        return crc.getValue();
    }

    private static final class WorldStream extends ObjectInputStream {
        WorldStream(InputStream in) throws IOException {
            super(in);
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass description) throws IOException, ClassNotFoundException {
            return Class.forName(description.getName(), false, JavaStreamsAdapter.class.getClassLoader());
        }
    }

    /** Filter and checksum: every probe SAFE. Its hardened configuration is itself. */
    public static final class Guarded extends JavaStreamsAdapter {
        public Guarded() {
            super("safety-guarded", STRICT_FILTER, true);
        }

        @Override
        public Hardening hardening(Set<String> applicationClasses) {
            return Hardening.of("the same strict filter and checksum", new Guarded());
        }
    }

    /** Swallows every failure and returns an empty bean: truncation and bit flips are ACCEPTED. */
    public static final class ReturnsOnTruncation extends JavaStreamsAdapter {
        public ReturnsOnTruncation() {
            super("safety-returns-on-truncation", STRICT_FILTER, false);
        }

        @Override
        public Object read(byte[] bytes, Class<?> rootType) {
            try {
                return super.read(bytes, rootType);
            } catch (Exception e) {
                return new org.serialflex.dto.safety.Sample();
            }
        }
    }

    /** No depth limit: Java serialization recurses once per level and overflows the stack. */
    public static final class RecursesWithoutBound extends JavaStreamsAdapter {
        public RecursesWithoutBound() {
            super("safety-recurses", "maxarray=10000;org.serialflex.dto.safety.*;java.lang.*;java.util.*;!*", true);
        }
    }

    /**
     * Writes a lists-in-lists nest as its top level alone (as Avro reflect writes a {@code List<Object>} it cannot
     * describe), and reads without a depth limit.
     */
    public static final class DropsTheNesting extends JavaStreamsAdapter {
        public DropsTheNesting() {
            super("safety-drops-nesting", "maxarray=10000;org.serialflex.dto.safety.*;java.lang.*;java.util.*;!*", true);
        }

        @Override
        public byte[] write(Object value) throws IOException {
            if (value instanceof org.serialflex.dto.safety.Nest) {
                org.serialflex.dto.safety.Nest top = new org.serialflex.dto.safety.Nest();
                top.setItems(new java.util.ArrayList<>());
                return super.write(top);
            }
            return super.write(value);
        }
    }

    /** No array limit and no checksum: Java serialization allocates whatever size the bytes state. */
    public static final class AllocatesForgedLength extends JavaStreamsAdapter {
        public AllocatesForgedLength() {
            super("safety-allocates", "maxdepth=100;org.serialflex.dto.safety.*;java.lang.*;java.util.*;java.math.*;!*",
                    false);
        }
    }

    /** No class filter: any Serializable class the bytes name is instantiated and its readObject run. */
    public static final class InstantiatesAnyClass extends JavaStreamsAdapter {
        public InstantiatesAnyClass() {
            super("safety-instantiates", "maxdepth=100;maxarray=10000", true);
        }
    }

    /**
     * Refuses to write the gadget (as Fory's allow list or Avro's trust check do) and declares an
     * unrestricted writer that writes it; the reader has no class filter.
     */
    public static final class RefusesToWriteGadget extends JavaStreamsAdapter {
        public RefusesToWriteGadget() {
            super("safety-refuses-gadget", "maxdepth=100;maxarray=10000", true);
        }

        @Override
        public byte[] write(Object value) throws IOException {
            Object content = value instanceof org.serialflex.dto.safety.Envelope envelope ? envelope.getContent() : value;
            if (content instanceof org.serialflex.gadget.Gadget) {
                throw new IOException("refused to write " + content.getClass().getName());
            }
            return super.write(value);
        }

        @Override
        public java.util.Optional<SerializerAdapter> unrestrictedWriter() {
            return java.util.Optional.of(new InstantiatesAnyClass());
        }
    }
}
