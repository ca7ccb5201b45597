package org.serialflex.adapters.protobuf;

import com.google.protobuf.Any;
import com.google.protobuf.BoolValue;
import com.google.protobuf.ByteString;
import com.google.protobuf.BytesValue;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.DoubleValue;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.FloatValue;
import com.google.protobuf.Int32Value;
import com.google.protobuf.Int64Value;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.StringValue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Set;
import java.util.function.Function;

/**
 * A value of a field declared {@code Object}, an interface or an abstract class as
 * {@code google.protobuf.Any}: a bean or record packed as its own message (type URL
 * {@code type.googleapis.com/<message full name>}), a String, boxed number, Boolean or byte[] as
 * protobuf's wrapper types ({@code google.protobuf.StringValue}, ...), a BigDecimal as
 * {@code google.type.Decimal} (its {@code string value = 1}), a BigInteger as
 * {@code serialflex.java.BigInteger} of the same shape. A list, map or enum constant held as
 * {@code Object} has no message of its own and fails the write.
 *
 * <p>The reader unpacks a type URL to the class of that name in its own world, as a
 * {@code TypeRegistry} of the application's messages would. A type the reader does not have is
 * dropped (null): protobuf cannot decode a message without its descriptor. With an allow list
 * (the hardened configuration), a type outside it fails the read instead of being created.
 */
final class AnyCodec {

    private static final String PREFIX = "type.googleapis.com/";
    private static final String DECIMAL = "google.type.Decimal";
    private static final String BIG_INTEGER = "serialflex.java.BigInteger";

    private final Function<Class<?>, MessageSchema> schemas;
    private final ClassLoader loader;
    private final Set<String> allowed;

    /** {@code allowed}: the class names the reader may unpack, or null for any class of its world. */
    AnyCodec(Function<Class<?>, MessageSchema> schemas, ClassLoader loader, Set<String> allowed) {
        this.schemas = schemas;
        this.loader = loader;
        this.allowed = allowed;
    }

    Any pack(Object value) {
        if (value instanceof String s) {
            return Any.pack(StringValue.of(s));
        }
        if (value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return Any.pack(Int32Value.of(((Number) value).intValue()));
        }
        if (value instanceof Long l) {
            return Any.pack(Int64Value.of(l));
        }
        if (value instanceof Double d) {
            return Any.pack(DoubleValue.of(d));
        }
        if (value instanceof Float f) {
            return Any.pack(FloatValue.of(f));
        }
        if (value instanceof Boolean b) {
            return Any.pack(BoolValue.of(b));
        }
        if (value instanceof byte[] bytes) {
            return Any.pack(BytesValue.of(ByteString.copyFrom(bytes)));
        }
        if (value instanceof BigDecimal || value instanceof BigInteger) {
            String type = value instanceof BigDecimal ? DECIMAL : BIG_INTEGER;
            return Any.newBuilder().setTypeUrl(PREFIX + type)
                    .setValue(StringValue.of(value.toString()).toByteString()).build();
        }
        Shape shape = Shapes.of(value.getClass());
        if (!(shape instanceof Shape.MessageShape)) {
            throw new IllegalArgumentException("a " + value.getClass().getName() + " held as Object has no message of "
                    + "its own to pack in google.protobuf.Any");
        }
        MessageSchema schema = schemas.apply(value.getClass());
        return Any.pack(new MessageWriter(schema, this).write(value));
    }

    /** The Java value of an {@code Any} read at nesting {@code depth}, or null for a type the reader does not have. */
    Object unpack(Message any, int depth) {
        FieldDescriptor urlField = any.getDescriptorForType().findFieldByNumber(1);
        FieldDescriptor valueField = any.getDescriptorForType().findFieldByNumber(2);
        String url = (String) any.getField(urlField);
        ByteString bytes = (ByteString) any.getField(valueField);
        String type = url.substring(url.lastIndexOf('/') + 1);
        try {
            switch (type) {
                case "google.protobuf.StringValue":
                    return StringValue.parseFrom(bytes).getValue();
                case "google.protobuf.Int32Value":
                    return Int32Value.parseFrom(bytes).getValue();
                case "google.protobuf.Int64Value":
                    return Int64Value.parseFrom(bytes).getValue();
                case "google.protobuf.DoubleValue":
                    return DoubleValue.parseFrom(bytes).getValue();
                case "google.protobuf.FloatValue":
                    return FloatValue.parseFrom(bytes).getValue();
                case "google.protobuf.BoolValue":
                    return BoolValue.parseFrom(bytes).getValue();
                case "google.protobuf.BytesValue":
                    return BytesValue.parseFrom(bytes).getValue().toByteArray();
                case DECIMAL:
                    return new BigDecimal(StringValue.parseFrom(bytes).getValue());
                case BIG_INTEGER:
                    return new BigInteger(StringValue.parseFrom(bytes).getValue());
                default:
                    return message(type, bytes, depth);
            }
        } catch (InvalidProtocolBufferException e) {
            throw new IllegalArgumentException("cannot unpack google.protobuf.Any of " + url + ": " + e.getMessage(), e);
        }
    }

    private Object message(String fullName, ByteString bytes, int depth) throws InvalidProtocolBufferException {
        Class<?> type = resolve(fullName);
        if (type == null) {
            return null;
        }
        MessageSchema schema = schemas.apply(type);
        DynamicMessage message = DynamicMessage.parseFrom(schema.root(), bytes);
        return new MessageReader(schema, this, depth).read(message, type, 0);
    }

    /** The class a message full name names ({@code Outer_Inner} may be {@code Outer$Inner}), or null. */
    private Class<?> resolve(String fullName) {
        int lastDot = fullName.lastIndexOf('.');
        String nested = fullName.substring(0, lastDot + 1) + fullName.substring(lastDot + 1).replace('_', '$');
        for (String candidate : new String[]{fullName, nested}) {
            if (allowed != null && !allowed.contains(candidate)) {
                continue;
            }
            try {
                Class<?> type = Class.forName(candidate, false, loader);
                if (schemas.apply(type).root().getFullName().equals(fullName)) {
                    return type;
                }
            } catch (ClassNotFoundException e) {
                // not this spelling
            }
        }
        if (allowed != null) {
            throw new IllegalArgumentException("google.protobuf.Any of type " + fullName
                    + " is not among the reader's registered message types");
        }
        return null;
    }
}
