package org.serialflex.selftest;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.io.OutputStream;
import java.io.Serializable;

/**
 * Java serialization with enum constants written the library's own way: each constant becomes an
 * {@link EnumRef} carrying its enum's name, its own name and its ordinal, and the reader turns it
 * back into a constant of its own enum as the subclass decides.
 */
public abstract class EnumEncodings extends HonestAdapter {

    EnumEncodings(String id) {
        super(id);
    }

    /** The reader's constant for {@code ref}. */
    abstract Object constantFor(Class<?> enumType, EnumRef ref);

    /** How an enum constant travels. */
    record EnumRef(String enumType, String name, int ordinal) implements Serializable {
    }

    @Override
    public byte[] write(Object value) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new EnumReplacingOutput(bytes)) {
            out.writeObject(value);
        }
        return bytes.toByteArray();
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) throws Exception {
        try (ObjectInputStream in = new EnumResolvingInput(new ByteArrayInputStream(bytes))) {
            return in.readObject();
        }
    }

    /** Maps a constant by position, as formats that store ordinals do: reordering changes the constant. */
    public static final class ByOrdinal extends EnumEncodings {
        /** The adapter {@code selftest-enums-by-ordinal}, registered through META-INF/services. */
        public ByOrdinal() {
            super("selftest-enums-by-ordinal");
        }

        @Override
        Object constantFor(Class<?> enumType, EnumRef ref) {
            return enumType.getEnumConstants()[ref.ordinal()];
        }
    }

    /** Maps a constant by name and an unknown name to null, as the criterion's PASS asks. */
    public static final class UnknownAsNull extends EnumEncodings {
        /** The adapter {@code selftest-unknown-enum-constants-as-null}, registered through META-INF/services. */
        public UnknownAsNull() {
            super("selftest-unknown-enum-constants-as-null");
        }

        @Override
        Object constantFor(Class<?> enumType, EnumRef ref) {
            for (Object constant : enumType.getEnumConstants()) {
                if (((Enum<?>) constant).name().equals(ref.name())) {
                    return constant;
                }
            }
            return null;
        }
    }

    private static final class EnumReplacingOutput extends ObjectOutputStream {
        EnumReplacingOutput(OutputStream out) throws IOException {
            super(out);
            enableReplaceObject(true);
        }

        @Override
        protected Object replaceObject(Object obj) {
            return obj instanceof Enum<?> constant
                    ? new EnumRef(constant.getDeclaringClass().getName(), constant.name(), constant.ordinal())
                    : obj;
        }
    }

    private final class EnumResolvingInput extends ObjectInputStream {
        EnumResolvingInput(InputStream in) throws IOException {
            super(in);
            enableResolveObject(true);
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass description) throws ClassNotFoundException {
            return type(description.getName());
        }

        @Override
        protected Object resolveObject(Object obj) throws IOException {
            if (obj instanceof EnumRef ref) {
                try {
                    return constantFor(type(ref.enumType()), ref);
                } catch (ClassNotFoundException e) {
                    throw new IOException(e);
                }
            }
            return obj;
        }
    }

    private static Class<?> type(String name) throws ClassNotFoundException {
        return Class.forName(name, false, EnumEncodings.class.getClassLoader());
    }
}
