package org.serialflex.adapters.avro;

import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.generic.GenericRecord;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.EncoderFactory;
import org.junit.jupiter.api.Test;
import org.serialflex.versions.runtime.FieldId;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Shows that the schemas {@link SchemaDerivation} derives are the ones a careful author writes by
 * hand: {@code customer-v1.avsc} and {@code customer-v2.avsc} are written independently of the
 * derivation, and the derived v2 schema, given the hand-written v1 as the writer's, must equal the
 * hand-written v2 to the last alias and default. Then bytes written with the hand-written v1 schema
 * alone are read through the adapter, as a v2 service reads v1 data.
 */
class AvroSchemaDerivationTest {

    /** Version 2 of the customer, numbered as class-versions numbers a case. */
    public static class Customer {
        @FieldId(1) String name;
        @FieldId(2) int age;
        @FieldId(3) String phoneNumber;
        @FieldId(4) Colour colour;
        @FieldId(5) BigDecimal price;
        @FieldId(6) List<String> tags;
        @FieldId(7) Map<Integer, Long> scoresByDay;
        @FieldId(10) Address address;
        transient String cache;
    }

    /** Version 2 of the colour: BLUE is gone. */
    public enum Colour { RED, GREEN }

    /** A nested record with a String-keyed map. */
    public static class Address {
        @FieldId(8) String street;
        @FieldId(9) Map<String, String> attributes;
    }

    /** A team's own class, without {@code @FieldId}: fields match by name alone, as Avro matches them. */
    public static class Unnumbered {
        String name;
        long total;
    }

    /** A subclass that shadows a field of its superclass. */
    public static class Shadowing extends Unnumbered {
        String name;
    }

    @Test
    void aClassWithoutFieldIdsGetsNoNumbersAndNoAliasesAndStillReads() throws Exception {
        Schema schema = SchemaDerivation.writerSchema(Unnumbered.class);
        assertNull(schema.getField("name").getObjectProp(SchemaDerivation.FIELD_ID));
        Unnumbered written = new Unnumbered();
        written.name = "Ann";
        written.total = 7L;
        AvroSchemaAdapter writer = new AvroSchemaAdapter();
        AvroSchemaAdapter reader = new AvroSchemaAdapter();
        reader.acceptMetadata(writer.exportMetadata(written));
        Unnumbered read = (Unnumbered) reader.read(writer.write(written), Unnumbered.class);
        assertEquals("Ann", read.name);
        assertEquals(7L, read.total);
        assertEquals(Set.of(), SchemaDerivation.readerSchema(Unnumbered.class, schema).getField("name").aliases());
    }

    @Test
    void aShadowedFieldIsRefusedWithBothClassesNamed() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> SchemaDerivation.writerSchema(Shadowing.class));
        assertEquals(Shadowing.class.getName() + ": field name of Shadowing shadows the one "
                + "of Unnumbered; an Avro record has one field per name", refused.getMessage());
    }

    @Test
    void theReadersSchemaIsTheHandWrittenOneWithAliasesAndDefaults() throws IOException {
        Schema derived = SchemaDerivation.readerSchema(Customer.class, handWritten("customer-v1.avsc"));
        assertEquals(withoutDoc(handWritten("customer-v2.avsc")).toString(true), derived.toString(true));
    }

    @Test
    void theWritersSchemaIsTheSameWithoutAliases() throws IOException {
        Schema derived = SchemaDerivation.writerSchema(Customer.class);
        assertEquals(withoutDoc(handWritten("customer-v2.avsc")), derived, "Schema.equals compares all but aliases");
        assertEquals(Set.of(), derived.getField("phoneNumber").aliases());
    }

    @Test
    void version2ReadsVersion1DataThroughTheAliasAndTheDefaults() throws Exception {
        Schema v1 = handWritten("customer-v1.avsc");
        GenericRecord written = new GenericData.Record(v1);
        written.put("name", "Ann");
        written.put("age", 42);
        written.put("phone", "555-0100");
        written.put("colour", new GenericData.EnumSymbol(v1.getField("colour").schema().getTypes().get(1), "BLUE"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BinaryEncoder encoder = EncoderFactory.get().binaryEncoder(out, null);
        new GenericDatumWriter<GenericRecord>(v1).write(written, encoder);
        encoder.flush();

        AvroSchemaAdapter reader = new AvroSchemaAdapter();
        reader.acceptMetadata(v1.toString().getBytes(StandardCharsets.UTF_8));
        Customer read = (Customer) reader.read(out.toByteArray(), Customer.class);

        assertEquals("Ann", read.name);
        assertEquals(42, read.age);
        assertEquals("555-0100", read.phoneNumber, "the renamed field arrives through its alias");
        assertNull(read.colour, "a constant the reader lacks reads as the default symbol, which is no constant");
        assertNull(read.address);
        assertNull(read.tags);
    }

    private static Schema handWritten(String name) throws IOException {
        try (InputStream in = AvroSchemaDerivationTest.class.getResourceAsStream("/avro-schema/" + name)) {
            return new Schema.Parser().parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    /** The hand-written files explain themselves in {@code doc}; the derivation writes none. */
    private static Schema withoutDoc(Schema schema) {
        return new Schema.Parser().parse(schema.toString().replaceFirst("\"doc\":\"[^\"]*\",", ""));
    }
}
