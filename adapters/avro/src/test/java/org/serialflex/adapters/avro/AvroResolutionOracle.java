package org.serialflex.adapters.avro;

import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;

import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One side of {@link AvroResolutionOracleTest}, run as its own {@code java} process: Avro alone,
 * with schemas written by hand here, none of the adapter's code and none of the kit's. {@code write
 * <scenario> <file>} writes the scenario's v1 record; {@code read <scenario> <file>} reads it with
 * the v2 schema and prints the value of the scenario's field, or the exception's class and message.
 */
final class AvroResolutionOracle {

    private AvroResolutionOracle() {
    }

    /** A writer's and a reader's hand-written schema, the field to look at and the value v1 writes. */
    private record Scenario(String writer, String reader, String field, Object value) {
    }

    private static Scenario scenario(String name) {
        return switch (name) {
            // C08.long-to-int: the spec promotes int to long, never long to int.
            case "long-to-int" -> new Scenario(
                    "{\"type\":\"record\",\"name\":\"Holder\",\"fields\":[{\"name\":\"amount\",\"type\":\"long\",\"default\":0}]}",
                    "{\"type\":\"record\",\"name\":\"Holder\",\"fields\":[{\"name\":\"amount\",\"type\":\"int\",\"default\":0}]}",
                    "amount", 42L);
            // C07.renamed.old-to-new: the reader's alias names the writer's field.
            case "renamed-with-alias" -> new Scenario(
                    "{\"type\":\"record\",\"name\":\"Person\",\"fields\":[{\"name\":\"phone\",\"type\":[\"null\",\"string\"],\"default\":null}]}",
                    "{\"type\":\"record\",\"name\":\"Person\",\"fields\":[{\"name\":\"phoneNumber\",\"aliases\":[\"phone\"],"
                            + "\"type\":[\"null\",\"string\"],\"default\":null}]}",
                    "phone", "555-0100");
            // C14.missing-constant.new-to-old: a symbol the reader lacks reads as the enum's default.
            case "unknown-symbol" -> new Scenario(
                    "{\"type\":\"record\",\"name\":\"Order\",\"fields\":[{\"name\":\"colour\",\"type\":{\"type\":\"enum\","
                            + "\"name\":\"Colour\",\"symbols\":[\"RED\",\"GREEN\",\"BLUE\"]}}]}",
                    "{\"type\":\"record\",\"name\":\"Order\",\"fields\":[{\"name\":\"colour\",\"type\":{\"type\":\"enum\","
                            + "\"name\":\"Colour\",\"symbols\":[\"RED\",\"GREEN\",\"UNKNOWN\"],\"default\":\"UNKNOWN\"}}]}",
                    "colour", "BLUE");
            default -> throw new IllegalArgumentException("no scenario " + name);
        };
    }

    public static void main(String[] args) throws Exception {
        Scenario scenario = scenario(args[1]);
        Path file = Path.of(args[2]);
        Schema writer = new Schema.Parser().parse(scenario.writer());
        if (args[0].equals("write")) {
            GenericRecord record = new GenericData.Record(writer);
            Schema fieldSchema = writer.getField(scenario.field()).schema();
            record.put(scenario.field(), fieldSchema.getType() == Schema.Type.ENUM
                    ? new GenericData.EnumSymbol(fieldSchema, scenario.value()) : scenario.value());
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            BinaryEncoder encoder = EncoderFactory.get().binaryEncoder(out, null);
            new GenericDatumWriter<GenericRecord>(writer).write(record, encoder);
            encoder.flush();
            Files.write(file, out.toByteArray());
            return;
        }
        Schema reader = new Schema.Parser().parse(scenario.reader());
        try {
            GenericRecord read = new GenericDatumReader<GenericRecord>(writer, reader)
                    .read(null, DecoderFactory.get().binaryDecoder(Files.readAllBytes(file), null));
            System.out.println("read " + read.get(reader.getFields().get(0).name()));
        } catch (Exception e) {
            System.out.println("threw " + e.getClass().getName() + ": " + e.getMessage());
        }
    }
}
