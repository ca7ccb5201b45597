package org.serialflex.adapters.protobuf;

import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.ByteString;
import com.google.protobuf.TextFormat;
import org.junit.jupiter.api.Test;
import org.serialflex.versions.runtime.FieldId;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The adapter's run-time descriptors against a {@code .proto} written by hand: the same message,
 * filled through protobuf's own API with the hand-written descriptor, must give the same bytes
 * (field numbers from {@code @FieldId}, wire types, packed repeated scalars, map entries, proto3
 * implicit presence and {@code optional}), and each derived field must have the hand-written
 * field's number, type, label and packing.
 */
class HandWrittenDescriptorBytesTest {

    /** The hand-written schema, as protoc would parse it into a FileDescriptorProto. */
    private static final String PROTO = """
            name: "handwritten/order.proto" package: "handwritten" syntax: "proto3"
            message_type {
              name: "Address"
              field { name: "street" number: 1 label: LABEL_OPTIONAL type: TYPE_STRING }
              field { name: "zip" number: 2 label: LABEL_OPTIONAL type: TYPE_INT32 }
            }
            message_type {
              name: "Order"
              field { name: "count" number: 1 label: LABEL_OPTIONAL type: TYPE_INT32 }
              field { name: "name" number: 3 label: LABEL_OPTIONAL type: TYPE_STRING }
              field { name: "status" number: 4 label: LABEL_OPTIONAL type: TYPE_ENUM type_name: ".handwritten.Status" }
              field { name: "ratio" number: 5 label: LABEL_OPTIONAL type: TYPE_DOUBLE }
              field { name: "active" number: 6 label: LABEL_OPTIONAL type: TYPE_BOOL }
              field { name: "ids" number: 7 label: LABEL_REPEATED type: TYPE_INT64 }
              field { name: "payload" number: 8 label: LABEL_OPTIONAL type: TYPE_BYTES }
              field { name: "price" number: 9 label: LABEL_OPTIONAL type: TYPE_STRING }
              field { name: "address" number: 12 label: LABEL_OPTIONAL type: TYPE_MESSAGE type_name: ".handwritten.Address" }
              field { name: "tags" number: 13 label: LABEL_REPEATED type: TYPE_STRING }
              field { name: "attributes" number: 15 label: LABEL_REPEATED type: TYPE_MESSAGE
                      type_name: ".handwritten.Order.AttributesEntry" }
              field { name: "discount" number: 20 label: LABEL_OPTIONAL type: TYPE_INT32 oneof_index: 0
                      proto3_optional: true }
              nested_type {
                name: "AttributesEntry"
                field { name: "key" number: 1 label: LABEL_OPTIONAL type: TYPE_STRING }
                field { name: "value" number: 2 label: LABEL_OPTIONAL type: TYPE_INT32 }
                options { map_entry: true }
              }
              oneof_decl { name: "_discount" }
            }
            enum_type {
              name: "Status"
              value { name: "STATUS_UNSPECIFIED" number: 0 }
              value { name: "STATUS_OPEN" number: 1 }
              value { name: "STATUS_CLOSED" number: 2 }
            }
            """;

    enum Status {
        @FieldId(2) CLOSED,
        @FieldId(1) OPEN
    }

    static class Address {
        @FieldId(1) String street;
        @FieldId(2) int zip;
    }

    /** Declared in an order unlike the numbers, so that numbering by position would show. */
    static class Order {
        @FieldId(3) String name;
        @FieldId(1) int count;
        @FieldId(7) List<Long> ids;
        @FieldId(9) BigDecimal price;
        @FieldId(4) Status status;
        @FieldId(12) Address address;
        @FieldId(15) Map<String, Integer> attributes;
        @FieldId(20) Integer discount;
        @FieldId(5) double ratio;
        @FieldId(6) boolean active;
        @FieldId(8) byte[] payload;
        @FieldId(13) List<String> tags;
    }

    private final ProtobufAdapter adapter = new ProtobufAdapter();

    @Test
    void theAdapterWritesTheBytesProtobufWritesForTheHandWrittenSchema() throws Exception {
        Descriptor order = handWritten().findMessageTypeByName("Order");
        DynamicMessage byHand = DynamicMessage.newBuilder(order)
                .setField(field(order, "count"), 42)
                .setField(field(order, "name"), "Ann")
                .setField(field(order, "status"), order.getFile().findEnumTypeByName("Status").findValueByName("STATUS_CLOSED"))
                .setField(field(order, "ratio"), 0.25)
                .addRepeatedField(field(order, "ids"), 9_000_000_001L)
                .addRepeatedField(field(order, "ids"), 300L)
                .setField(field(order, "payload"), ByteString.copyFrom(new byte[]{1, 2, 3}))
                .setField(field(order, "price"), "9.99")
                .setField(field(order, "address"), address(order.getFile().findMessageTypeByName("Address")))
                .addRepeatedField(field(order, "tags"), "red")
                .addRepeatedField(field(order, "tags"), "green")
                .addRepeatedField(field(order, "attributes"), entry(order, "colour", 7))
                .addRepeatedField(field(order, "attributes"), entry(order, "size", 3))
                .setField(field(order, "discount"), 0)
                .build();

        byte[] written = adapter.write(sampleOrder());

        assertArrayEquals(byHand.toByteArray(), written);
        assertEquals(byHand, DynamicMessage.parseFrom(order, written));
    }

    @Test
    void everyDerivedFieldHasTheHandWrittenNumberTypeLabelAndPacking() throws Exception {
        Descriptor byHand = handWritten().findMessageTypeByName("Order");
        Descriptor derived = adapter.schemaOf(Order.class).root();
        assertEquals(byHand.getFields().size(), derived.getFields().size());
        for (FieldDescriptor expected : byHand.getFields()) {
            FieldDescriptor actual = derived.findFieldByName(expected.getName());
            String field = expected.getName();
            assertEquals(expected.getNumber(), actual.getNumber(), field);
            assertEquals(expected.getType(), actual.getType(), field);
            assertEquals(expected.isRepeated(), actual.isRepeated(), field);
            assertEquals(expected.isPacked(), actual.isPacked(), field);
            assertEquals(expected.isMapField(), actual.isMapField(), field);
            assertEquals(expected.hasPresence(), actual.hasPresence(), field);
        }
        assertTrue(derived.findFieldByName("ids").isPacked(), "proto3 packs repeated scalars");
        assertEquals(List.of(0, 1, 2), derived.findFieldByName("status").getEnumType().getValues().stream()
                .map(value -> value.getNumber()).toList());
    }

    @Test
    void theAdapterReadsWhatProtobufWroteForTheHandWrittenSchema() throws Exception {
        Order read = (Order) adapter.read(adapter.write(sampleOrder()), Order.class);
        assertEquals("Ann", read.name);
        assertEquals(42, read.count);
        assertEquals(List.of(9_000_000_001L, 300L), read.ids);
        assertEquals(new BigDecimal("9.99"), read.price);
        assertEquals(Status.CLOSED, read.status);
        assertEquals(12345, read.address.zip);
        assertEquals(Map.of("colour", 7, "size", 3), read.attributes);
        assertEquals(0, read.discount, "optional keeps a boxed zero");
        assertArrayEquals(new byte[]{1, 2, 3}, read.payload);
    }

    private static Order sampleOrder() {
        Order order = new Order();
        order.name = "Ann";
        order.count = 42;
        order.ids = new ArrayList<>(List.of(9_000_000_001L, 300L));
        order.price = new BigDecimal("9.99");
        order.status = Status.CLOSED;
        order.address = new Address();
        order.address.street = "1 Main St";
        order.address.zip = 12345;
        order.attributes = new LinkedHashMap<>();
        order.attributes.put("colour", 7);
        order.attributes.put("size", 3);
        order.discount = 0;
        order.ratio = 0.25;
        order.active = false;
        order.payload = new byte[]{1, 2, 3};
        order.tags = new ArrayList<>(List.of("red", "green"));
        return order;
    }

    private static DynamicMessage address(Descriptor address) {
        return DynamicMessage.newBuilder(address).setField(field(address, "street"), "1 Main St")
                .setField(field(address, "zip"), 12345).build();
    }

    private static DynamicMessage entry(Descriptor order, String key, int value) {
        Descriptor entry = order.findNestedTypeByName("AttributesEntry");
        return DynamicMessage.newBuilder(entry).setField(field(entry, "key"), key)
                .setField(field(entry, "value"), value).build();
    }

    private static FieldDescriptor field(Descriptor message, String name) {
        return message.findFieldByName(name);
    }

    private static FileDescriptor handWritten() throws Exception {
        FileDescriptorProto.Builder proto = FileDescriptorProto.newBuilder();
        TextFormat.merge(PROTO, proto);
        return FileDescriptor.buildFrom(proto.build(), new FileDescriptor[0]);
    }
}
