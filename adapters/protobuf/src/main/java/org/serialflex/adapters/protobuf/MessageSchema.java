package org.serialflex.adapters.protobuf;

import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;

import java.lang.reflect.Field;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The proto3 descriptors one world derives from a root class, with the Java field behind every
 * field number: the {@code .proto} a careful author would write for the classes of this world,
 * built at run time by {@link SchemaBuilder}.
 */
final class MessageSchema {

    /** A Java field mapped to the protobuf field {@code number} of its class's message. */
    record MappedField(Field field, int number, Shape shape) {
    }

    private final Descriptor root;
    private final Map<Class<?>, Descriptor> messages;
    private final Map<Class<?>, List<MappedField>> fields;
    private final Map<Class<?>, EnumDescriptor> enums;
    private final Map<Class<?>, Map<Integer, Object>> constantsByNumber = new HashMap<>();

    MessageSchema(Descriptor root, Map<Class<?>, Descriptor> messages, Map<Class<?>, List<MappedField>> fields,
                  Map<Class<?>, EnumDescriptor> enums) {
        this.root = root;
        this.messages = Map.copyOf(messages);
        this.fields = Map.copyOf(fields);
        this.enums = Map.copyOf(enums);
    }

    /** The schema of {@code rootClass} and every message, enum and wrapper it reaches. */
    static MessageSchema of(Class<?> rootClass) {
        return new SchemaBuilder(rootClass).build();
    }

    Descriptor root() {
        return root;
    }

    Descriptor descriptorOf(Class<?> type) {
        return messages.get(type);
    }

    List<MappedField> fieldsOf(Class<?> type) {
        return fields.get(type);
    }

    EnumDescriptor enumOf(Class<?> type) {
        return enums.get(type);
    }

    /** The Java constant of {@code enumType} with this protobuf number, or null (0, or a number this enum lacks). */
    Object constantOf(Class<?> enumType, int number) {
        return constantsByNumber.computeIfAbsent(enumType, type -> {
            Map<Integer, Object> byNumber = new HashMap<>();
            for (Object constant : type.getEnumConstants()) {
                byNumber.put(FieldNumbers.ofConstant((Enum<?>) constant), constant);
            }
            return byNumber;
        }).get(number);
    }
}
