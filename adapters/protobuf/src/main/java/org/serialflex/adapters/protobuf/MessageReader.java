package org.serialflex.adapters.protobuf;

import com.google.protobuf.Descriptors.EnumValueDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Maps a parsed message to the reader's POJO by field number, as a hand-written mapper over
 * generated code would: a field the message does not have (absent on the wire, an implicit-presence
 * scalar at its default, an empty repeated field) leaves the Java field as the class initializes
 * it; a field the reader's class lacks stays among the message's unknown fields, unread; a field
 * whose wire type does not fit the reader's type is an unknown field too (protobuf's parser puts
 * it there), so the Java field keeps its initial value. An enum number the reader lacks, or 0,
 * reads as null.
 */
final class MessageReader {

    /** protobuf's default recursion limit ({@code CodedInputStream}), kept across the messages packed in {@code Any}. */
    static final int RECURSION_LIMIT = 100;

    private final MessageSchema schema;
    private final AnyCodec any;
    private final int depth;

    MessageReader(MessageSchema schema, AnyCodec any, int depth) {
        this.schema = schema;
        this.any = any;
        this.depth = depth;
    }

    /** The reader's object of class {@code type} for {@code message}. */
    Object read(Message message, Class<?> type, int level) {
        if (depth + level > RECURSION_LIMIT) {
            throw new IllegalStateException("protobuf message nesting exceeds the recursion limit of "
                    + RECURSION_LIMIT + " (across messages packed in Any)");
        }
        Map<java.lang.reflect.Field, Object> values = new LinkedHashMap<>();
        for (MessageSchema.MappedField mapped : schema.fieldsOf(type)) {
            FieldDescriptor field = message.getDescriptorForType().findFieldByNumber(mapped.number());
            boolean present = field.isRepeated() ? message.getRepeatedFieldCount(field) > 0 : message.hasField(field);
            if (present) {
                values.put(mapped.field(), value(message, field, mapped.shape(), level));
            }
        }
        return Instances.create(type, schema.fieldsOf(type), values);
    }

    private Object value(Message message, FieldDescriptor field, Shape shape, int level) {
        if (shape instanceof Shape.Repeated repeated) {
            int count = message.getRepeatedFieldCount(field);
            List<Object> elements = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                elements.add(single(field, repeated.element(), message.getRepeatedField(field, i), level));
            }
            return Containers.collection(repeated.container(), repeated.element(), elements);
        }
        if (shape instanceof Shape.MapShape map) {
            Map<Object, Object> entries = Containers.map(map.container());
            for (int i = 0; i < message.getRepeatedFieldCount(field); i++) {
                Message entry = (Message) message.getRepeatedField(field, i);
                FieldDescriptor keyField = entry.getDescriptorForType().findFieldByNumber(1);
                FieldDescriptor valueField = entry.getDescriptorForType().findFieldByNumber(2);
                entries.put(single(keyField, map.key(), entry.getField(keyField), level + 1),
                        single(valueField, map.value(), entry.getField(valueField), level + 1));
            }
            return entries;
        }
        return single(field, shape, message.getField(field), level);
    }

    /** The Java value of one protobuf value of {@code shape}. */
    private Object single(FieldDescriptor field, Shape shape, Object protoValue, int level) {
        if (shape instanceof Shape.Scalar scalar) {
            return scalar.kind().fromProto(protoValue, scalar.javaType());
        }
        if (shape instanceof Shape.EnumShape enumShape) {
            return schema.constantOf(enumShape.type(), ((EnumValueDescriptor) protoValue).getNumber());
        }
        if (shape instanceof Shape.MessageShape message) {
            return read((Message) protoValue, message.type(), level + 1);
        }
        if (shape instanceof Shape.AnyShape) {
            return any.unpack((Message) protoValue, depth + level + 1);
        }
        Message wrapper = (Message) protoValue; // a list or map held as one value: its wrapper message
        FieldDescriptor values = wrapper.getDescriptorForType().findFieldByNumber(1);
        if (wrapper.getRepeatedFieldCount(values) == 0) {
            return shape instanceof Shape.Repeated repeated
                    ? Containers.collection(repeated.container(), repeated.element(), List.of())
                    : Containers.map(((Shape.MapShape) shape).container());
        }
        return value(wrapper, values, shape, level + 1);
    }
}
