package org.serialflex.adapters.protobuf;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.Message;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Maps a POJO to a {@link DynamicMessage} of its schema, as generated code's builder would be
 * filled: a null field and a proto3 implicit-presence scalar at its default are left unset (so
 * they are not on the wire); a null element of a list or a null map key or value has no protobuf
 * form and fails the write.
 */
final class MessageWriter {

    private final MessageSchema schema;
    private final AnyCodec any;

    MessageWriter(MessageSchema schema, AnyCodec any) {
        this.schema = schema;
        this.any = any;
    }

    /** The root message: {@code value} as an instance of the class the schema was derived from. */
    DynamicMessage write(Object value) {
        return message(value, value.getClass());
    }

    /** The message of {@code value} as an instance of {@code type} (its declared class: a subclass's own fields have no number here). */
    DynamicMessage message(Object value, Class<?> type) {
        Descriptor descriptor = schema.descriptorOf(type);
        DynamicMessage.Builder builder = DynamicMessage.newBuilder(descriptor);
        for (MessageSchema.MappedField mapped : schema.fieldsOf(type)) {
            Object fieldValue = get(mapped, value);
            if (fieldValue != null) {
                set(builder, descriptor.findFieldByNumber(mapped.number()), mapped.shape(), fieldValue,
                        mapped.field().getDeclaringClass().getSimpleName() + "." + mapped.field().getName());
            }
        }
        return builder.build();
    }

    private void set(Message.Builder builder, FieldDescriptor field, Shape shape, Object value, String where) {
        if (shape instanceof Shape.Repeated repeated) {
            for (Object element : elements(value)) {
                if (element == null) {
                    throw new IllegalArgumentException(where + ": a protobuf repeated field cannot hold a null element");
                }
                builder.addRepeatedField(field, single(field, repeated.element(), element));
            }
        } else if (shape instanceof Shape.MapShape map) {
            Descriptor entryType = field.getMessageType();
            for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
                if (entry.getKey() == null || entry.getValue() == null) {
                    throw new IllegalArgumentException(where + ": a protobuf map entry cannot hold a null key or value");
                }
                FieldDescriptor keyField = entryType.findFieldByNumber(1);
                FieldDescriptor valueField = entryType.findFieldByNumber(2);
                builder.addRepeatedField(field, DynamicMessage.newBuilder(entryType)
                        .setField(keyField, single(keyField, map.key(), entry.getKey()))
                        .setField(valueField, single(valueField, map.value(), entry.getValue())).build());
            }
        } else {
            Object single = single(field, shape, value);
            boolean implicitDefault = shape instanceof Shape.Scalar scalar && !scalar.explicitPresence()
                    && scalar.kind().isProtoDefault(single);
            if (!implicitDefault) {
                builder.setField(field, single);
            }
        }
    }

    /** The protobuf value of one non-null Java value of {@code shape} held by {@code field}. */
    private Object single(FieldDescriptor field, Shape shape, Object value) {
        if (shape instanceof Shape.Scalar scalar) {
            return scalar.kind().toProto(value);
        }
        if (shape instanceof Shape.EnumShape) {
            Enum<?> constant = (Enum<?>) value;
            return field.getEnumType().findValueByNumber(FieldNumbers.ofConstant(constant));
        }
        if (shape instanceof Shape.MessageShape message) {
            return message(value, message.type());
        }
        if (shape instanceof Shape.AnyShape) {
            return any.pack(value);
        }
        Descriptor wrapperType = field.getMessageType(); // a list or map as one value: its wrapper message
        DynamicMessage.Builder wrapper = DynamicMessage.newBuilder(wrapperType);
        set(wrapper, wrapperType.findFieldByNumber(1), shape, value, field.getFullName());
        return wrapper.build();
    }

    private static Collection<?> elements(Object value) {
        if (value instanceof Collection<?> collection) {
            return collection;
        }
        int length = Array.getLength(value);
        List<Object> elements = new ArrayList<>(length);
        for (int i = 0; i < length; i++) {
            elements.add(Array.get(value, i));
        }
        return elements;
    }

    private static Object get(MessageSchema.MappedField mapped, Object owner) {
        try {
            mapped.field().setAccessible(true);
            return mapped.field().get(owner);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot read field " + mapped.field(), e);
        }
    }
}
