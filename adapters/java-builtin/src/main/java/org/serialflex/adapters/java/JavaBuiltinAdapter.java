package org.serialflex.adapters.java;

import org.serialflex.spi.Hardening;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.util.Set;
import java.util.TreeSet;

/**
 * Java Object Serialization: {@link ObjectOutputStream} / {@link ObjectInputStream} with no
 * filters and no customisation, as the study's "Java standard" configuration. The reader resolves
 * classes in its own world's loader, which is what an application server's deserializer does.
 *
 * <p>Its {@link #hardening hardened} configuration is the one JEP 290 and OWASP's deserialization
 * cheat sheet recommend: an {@link ObjectInputFilter} on the stream that admits the application's
 * classes and the few JDK classes they hold, rejects every other class, and bounds depth, array
 * sizes, references and stream size.
 */
public final class JavaBuiltinAdapter implements SerializerAdapter {

    /**
     * The JDK classes the application's DTOs hold; everything else in the JDK is rejected too.
     * {@code Object} and {@code Map$Entry} are the element types of the arrays ArrayList and HashMap
     * check before they allocate.
     */
    private static final String JDK_CLASSES = "java.lang.Object;java.util.Map$Entry;java.lang.Number;java.lang.Integer;java.lang.Long;java.lang.Short;"
            + "java.lang.Byte;java.lang.Double;java.lang.Float;java.lang.Boolean;java.lang.Character;java.lang.Enum;"
            + "java.math.BigDecimal;java.math.BigInteger;java.util.ArrayList;java.util.HashMap;java.util.LinkedHashMap";
    /** Limits sized for DTO graphs: a payload deeper, larger or with more objects is not one of ours. */
    private static final String LIMITS = "maxdepth=100;maxarray=100000;maxrefs=100000;maxbytes=10000000";

    private final String filter;

    /** The study's configuration: no filter. */
    public JavaBuiltinAdapter() {
        this(null);
    }

    private JavaBuiltinAdapter(String filter) {
        this.filter = filter;
    }

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
            if (filter != null) {
                in.setObjectInputFilter(ObjectInputFilter.Config.createFilter(filter));
            }
            return in.readObject();
        }
    }

    @Override
    public Hardening hardening(Set<String> applicationClasses) {
        String pattern = LIMITS + ";" + String.join(";", new TreeSet<>(applicationClasses)) + ";" + JDK_CLASSES + ";!*";
        return Hardening.of("JEP 290 ObjectInputFilter on the stream (OWASP deserialization cheat sheet): only the "
                + "application's classes and the JDK value and collection classes they hold, !* otherwise; "
                + LIMITS.replace(';', ' '), new JavaBuiltinAdapter(pattern));
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
