package org.serialflex.adapters.avro;

import org.apache.avro.Schema;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.EncoderFactory;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.io.ByteArrayOutputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * Avro binary as an attacker writes it, for the safety profile's unexpected-class probe only: a
 * field of the root declared {@code Object}, an interface or an abstract class, which
 * {@link AvroSchemaAdapter} refuses to write, is written with the schema of the record of the value
 * it holds ({@code ["null", Gadget]}), and that schema travels as the metadata. Never reads.
 */
final class UnrestrictedAvroSchemaWriter implements SerializerAdapter {

    private Schema schema;

    @Override
    public String id() {
        return "avro-schema";
    }

    @Override
    public String displayName() {
        return "Avro (schemas), unrestricted writer";
    }

    @Override
    public Library library() {
        return Library.fromPomProperties("org.apache.avro", "avro", Schema.class);
    }

    @Override
    public byte[] write(Object value) throws Exception {
        schema = schemaOf(value);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BinaryEncoder encoder = EncoderFactory.get().binaryEncoder(out, null);
        new GenericDatumWriter<>(schema).write(ToGeneric.datum(value, schema), encoder);
        encoder.flush();
        return out.toByteArray();
    }

    @Override
    public byte[] exportMetadata(Object written) throws IllegalAccessException {
        return schemaOf(written).toString().getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) {
        throw new UnsupportedOperationException("the unrestricted writer only writes");
    }

    private static Schema schemaOf(Object value) throws IllegalAccessException {
        Map<Field, Class<?>> held = new HashMap<>();
        for (Field field : JavaFields.of(value.getClass()).values()) {
            Class<?> declared = field.getType();
            Object content = field.get(value);
            boolean open = declared == Object.class || declared.isInterface() && !declared.getName().startsWith("java.")
                    || Modifier.isAbstract(declared.getModifiers()) && !declared.isPrimitive() && !declared.isArray()
                    && !declared.getName().startsWith("java.");
            if (open && content != null) {
                held.put(field, content.getClass());
            }
        }
        return SchemaDerivation.writerSchema(value.getClass(), held);
    }
}
