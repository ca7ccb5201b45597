package org.serialflex.adapters.thrift;

import org.apache.thrift.TException;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TType;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.util.Map;
import java.util.Optional;

/**
 * The Thrift base types, and the IDL type a careful author gives the Java scalars Thrift lacks:
 * {@code char} as {@code i16} (its UTF-16 code unit), {@code float} as {@code double} (the only
 * floating type of Thrift's IDL), {@code BigDecimal} and {@code BigInteger} as {@code string} holding
 * their decimal text ({@code toString()}; exact, and readable in any language, where a
 * binary two's complement would need a convention of its own).
 */
enum ScalarCodec implements ValueCodec {
    BOOL(TType.BOOL) {
        @Override
        void put(TProtocol out, Object value) throws TException {
            out.writeBool((Boolean) value);
        }

        @Override
        public Object read(TProtocol in) throws TException {
            return in.readBool();
        }
    },
    BYTE(TType.BYTE) {
        @Override
        void put(TProtocol out, Object value) throws TException {
            out.writeByte((Byte) value);
        }

        @Override
        public Object read(TProtocol in) throws TException {
            return in.readByte();
        }
    },
    I16(TType.I16) {
        @Override
        void put(TProtocol out, Object value) throws TException {
            out.writeI16((Short) value);
        }

        @Override
        public Object read(TProtocol in) throws TException {
            return in.readI16();
        }
    },
    CHAR(TType.I16) {
        @Override
        void put(TProtocol out, Object value) throws TException {
            out.writeI16((short) ((Character) value).charValue());
        }

        @Override
        public Object read(TProtocol in) throws TException {
            return (char) in.readI16();
        }
    },
    I32(TType.I32) {
        @Override
        void put(TProtocol out, Object value) throws TException {
            out.writeI32((Integer) value);
        }

        @Override
        public Object read(TProtocol in) throws TException {
            return in.readI32();
        }
    },
    I64(TType.I64) {
        @Override
        void put(TProtocol out, Object value) throws TException {
            out.writeI64((Long) value);
        }

        @Override
        public Object read(TProtocol in) throws TException {
            return in.readI64();
        }
    },
    FLOAT(TType.DOUBLE) {
        @Override
        void put(TProtocol out, Object value) throws TException {
            out.writeDouble((Float) value);
        }

        @Override
        public Object read(TProtocol in) throws TException {
            return (float) in.readDouble();
        }
    },
    DOUBLE(TType.DOUBLE) {
        @Override
        void put(TProtocol out, Object value) throws TException {
            out.writeDouble((Double) value);
        }

        @Override
        public Object read(TProtocol in) throws TException {
            return in.readDouble();
        }
    },
    STRING(TType.STRING) {
        @Override
        void put(TProtocol out, Object value) throws TException {
            out.writeString((String) value);
        }

        @Override
        public Object read(TProtocol in) throws TException {
            return in.readString();
        }
    },
    BINARY(TType.STRING) {
        @Override
        void put(TProtocol out, Object value) throws TException {
            out.writeBinary(ByteBuffer.wrap((byte[]) value));
        }

        @Override
        public Object read(TProtocol in) throws TException {
            ByteBuffer buffer = in.readBinary();
            byte[] bytes = new byte[buffer.remaining()];
            buffer.get(bytes);
            return bytes;
        }
    },
    DECIMAL(TType.STRING) {
        @Override
        void put(TProtocol out, Object value) throws TException {
            out.writeString(value.toString());
        }

        @Override
        public Object read(TProtocol in) throws TException {
            return new BigDecimal(in.readString());
        }
    },
    BIG_INTEGER(TType.STRING) {
        @Override
        void put(TProtocol out, Object value) throws TException {
            out.writeString(value.toString());
        }

        @Override
        public Object read(TProtocol in) throws TException {
            return new BigInteger(in.readString());
        }
    };

    private static final Map<Class<?>, ScalarCodec> BY_CLASS = Map.ofEntries(
            Map.entry(boolean.class, BOOL), Map.entry(Boolean.class, BOOL),
            Map.entry(byte.class, BYTE), Map.entry(Byte.class, BYTE),
            Map.entry(short.class, I16), Map.entry(Short.class, I16),
            Map.entry(char.class, CHAR), Map.entry(Character.class, CHAR),
            Map.entry(int.class, I32), Map.entry(Integer.class, I32),
            Map.entry(long.class, I64), Map.entry(Long.class, I64),
            Map.entry(float.class, FLOAT), Map.entry(Float.class, FLOAT),
            Map.entry(double.class, DOUBLE), Map.entry(Double.class, DOUBLE),
            Map.entry(String.class, STRING), Map.entry(byte[].class, BINARY),
            Map.entry(BigDecimal.class, DECIMAL), Map.entry(BigInteger.class, BIG_INTEGER));

    private final byte wireType;

    ScalarCodec(byte wireType) {
        this.wireType = wireType;
    }

    /** The scalar codec of a Java class, if it is one of the scalars above. */
    static Optional<ScalarCodec> of(Class<?> type) {
        return Optional.ofNullable(BY_CLASS.get(type));
    }

    @Override
    public byte wireType() {
        return wireType;
    }

    @Override
    public void write(TProtocol out, Object value) throws TException {
        put(out, value);
    }

    abstract void put(TProtocol out, Object value) throws TException;
}
