package org.serialflex.adapters.protobuf;

import com.google.protobuf.ByteString;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Date;

/**
 * The protobuf scalar a Java value type is written as, and the conversion both ways. Java types
 * without a protobuf scalar are written as a careful author would, so the value survives exactly:
 * <ul>
 *   <li>{@code char}/{@code Character}: a {@code string} of that one character;</li>
 *   <li>{@code BigDecimal}, {@code BigInteger}, {@code java.time} types, {@code UUID} and other JDK
 *       values with a text form ({@link #TEXT}): a {@code string} of {@code toString()}, parsed back
 *       with the class's {@code parse}, {@code valueOf}, {@code fromString} or String constructor
 *       (an exact decimal, no precision lost to a {@code double});</li>
 *   <li>{@code java.util.Date}: an {@code int64} of epoch milliseconds;</li>
 *   <li>{@code short}, {@code byte}: {@code int32}.</li>
 * </ul>
 */
enum ScalarKind {
    BOOL(FieldDescriptorProto.Type.TYPE_BOOL, true),
    INT32(FieldDescriptorProto.Type.TYPE_INT32, true),
    INT64(FieldDescriptorProto.Type.TYPE_INT64, true),
    FLOAT(FieldDescriptorProto.Type.TYPE_FLOAT, false),
    DOUBLE(FieldDescriptorProto.Type.TYPE_DOUBLE, false),
    STRING(FieldDescriptorProto.Type.TYPE_STRING, true),
    BYTES(FieldDescriptorProto.Type.TYPE_BYTES, false),
    CHAR(FieldDescriptorProto.Type.TYPE_STRING, true),
    TEXT(FieldDescriptorProto.Type.TYPE_STRING, true),
    EPOCH_MILLIS(FieldDescriptorProto.Type.TYPE_INT64, true);

    private final FieldDescriptorProto.Type protoType;
    private final boolean mapKey;

    ScalarKind(FieldDescriptorProto.Type protoType, boolean mapKey) {
        this.protoType = protoType;
        this.mapKey = mapKey;
    }

    FieldDescriptorProto.Type protoType() {
        return protoType;
    }

    boolean allowedAsMapKey() {
        return mapKey;
    }

    /** The protobuf value of a non-null Java value. */
    Object toProto(Object value) {
        return switch (this) {
            case BOOL, STRING -> value;
            case INT32 -> ((Number) value).intValue();
            case INT64 -> ((Number) value).longValue();
            case FLOAT -> ((Number) value).floatValue();
            case DOUBLE -> ((Number) value).doubleValue();
            case BYTES -> ByteString.copyFrom((byte[]) value);
            case CHAR -> String.valueOf((char) (Character) value);
            case TEXT -> value.toString();
            case EPOCH_MILLIS -> ((Date) value).getTime();
        };
    }

    /** Whether proto3 implicit presence leaves this value off the wire (generated code's rule: -0.0 is written). */
    boolean isProtoDefault(Object protoValue) {
        return switch (this) {
            case BOOL -> !(Boolean) protoValue;
            case INT32 -> (Integer) protoValue == 0;
            case INT64, EPOCH_MILLIS -> (Long) protoValue == 0L;
            case FLOAT -> Float.floatToRawIntBits((Float) protoValue) == 0;
            case DOUBLE -> Double.doubleToRawLongBits((Double) protoValue) == 0L;
            case STRING, CHAR, TEXT -> ((String) protoValue).isEmpty();
            case BYTES -> ((ByteString) protoValue).isEmpty();
        };
    }

    /** The Java value of {@code javaType} for a protobuf value read with the reader's descriptor. */
    Object fromProto(Object protoValue, Class<?> javaType) {
        return switch (this) {
            case BOOL, STRING, FLOAT, DOUBLE, INT64 -> protoValue;
            case INT32 -> narrow((Integer) protoValue, javaType);
            case BYTES -> ((ByteString) protoValue).toByteArray();
            case CHAR -> single((String) protoValue);
            case TEXT -> parse(javaType, (String) protoValue);
            case EPOCH_MILLIS -> construct(javaType, long.class, protoValue);
        };
    }

    private static Object narrow(Integer value, Class<?> javaType) {
        if (javaType == short.class || javaType == Short.class) {
            return value.shortValue();
        }
        if (javaType == byte.class || javaType == Byte.class) {
            return value.byteValue();
        }
        return value;
    }

    private static Character single(String text) {
        if (text.length() != 1) {
            throw new IllegalArgumentException("a char is written as a string of one character, got \"" + text + "\"");
        }
        return text.charAt(0);
    }

    /** Whether {@code type} is a JDK value class with a text form this kind can parse back. */
    static boolean hasTextForm(Class<?> type) {
        return textParser(type) != null;
    }

    private static Object parse(Class<?> type, String text) {
        Object parser = textParser(type);
        try {
            if (parser instanceof Method method) {
                return method.invoke(null, text);
            }
            return ((Constructor<?>) parser).newInstance(text);
        } catch (ReflectiveOperationException e) {
            throw new IllegalArgumentException("cannot read \"" + text + "\" as " + type.getName(), e);
        }
    }

    private static Object textParser(Class<?> type) {
        for (String name : new String[]{"parse", "valueOf", "fromString"}) {
            for (Class<?> parameter : new Class<?>[]{CharSequence.class, String.class}) {
                try {
                    Method method = type.getMethod(name, parameter);
                    if (Modifier.isStatic(method.getModifiers()) && type.isAssignableFrom(method.getReturnType())) {
                        return method;
                    }
                } catch (NoSuchMethodException ignored) {
                    // try the next factory name
                }
            }
        }
        try {
            return type.getConstructor(String.class);
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    private static Object construct(Class<?> type, Class<?> parameter, Object argument) {
        try {
            return type.getConstructor(parameter).newInstance(argument);
        } catch (ReflectiveOperationException e) {
            throw new IllegalArgumentException("cannot make a " + type.getName() + " of " + argument, e);
        }
    }
}
