package org.serialflex.adapters.protobuf;

import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.TextFormat;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The oracle side of {@link RetypedFieldOracleTest}: protobuf-java alone, no kit, no adapter.
 * {@code write <v1 type> <value> <file>} writes {@code message Holder { <v1 type> amount = 1;
 * string name = 2; }} with a hand-written descriptor; {@code read <v2 type> <file>} parses the bytes
 * with {@code message Holder { <v2 type> amount = 1; string name = 2; }} and prints what the reader
 * sees: whether {@code amount} is set, its value, {@code name}, and the unknown field numbers.
 */
public final class RetypedFieldOracle {

    private RetypedFieldOracle() {
    }

    public static void main(String[] args) throws Exception {
        if (args[0].equals("write")) {
            Descriptor holder = holder(args[1]);
            DynamicMessage.Builder message = DynamicMessage.newBuilder(holder);
            TextFormat.merge("amount: " + args[2] + " name: \"Ann\"", message);
            Files.write(Path.of(args[3]), message.build().toByteArray());
        } else {
            Descriptor holder = holder(args[1]);
            DynamicMessage read = DynamicMessage.parseFrom(holder, Files.readAllBytes(Path.of(args[2])));
            FieldDescriptor amount = holder.findFieldByName("amount");
            System.out.println("amount set=" + read.hasField(amount) + " value=" + read.getField(amount)
                    + " name=" + read.getField(holder.findFieldByName("name"))
                    + " unknown=" + read.getUnknownFields().asMap().keySet());
        }
    }

    private static Descriptor holder(String amountType) throws Exception {
        FileDescriptorProto.Builder proto = FileDescriptorProto.newBuilder();
        TextFormat.merge("name: \"holder.proto\" syntax: \"proto3\" message_type { name: \"Holder\" "
                + "field { name: \"amount\" number: 1 label: LABEL_OPTIONAL type: " + amountType + " } "
                + "field { name: \"name\" number: 2 label: LABEL_OPTIONAL type: TYPE_STRING } }", proto);
        return FileDescriptor.buildFrom(proto.build(), new FileDescriptor[0]).findMessageTypeByName("Holder");
    }
}
