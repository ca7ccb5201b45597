package org.serialflex.adapters.avro;

import org.apache.avro.JsonProperties;
import org.apache.avro.Schema;
import org.apache.avro.reflect.ReflectData;
import org.apache.avro.util.ClassSecurityValidator;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Avro binary as an attacker writes it, for the safety profile's unexpected-class probe only: it
 * trusts every class (Avro's trust check is the writer's refusal that would leave the probe with
 * no bytes), and its schema follows the object it writes, not the declared types: a field declared
 * {@code Object}, whose reflected schema admits only an empty {@code java.lang.Object} record, is
 * written as a union of null and the record of the value's own class. The schema travels as the
 * metadata, as {@link AvroReflectAdapter}'s does. Never reads.
 */
final class UnrestrictedAvroWriter implements SerializerAdapter {

    private static final String OBJECT = Object.class.getName();

    private final ReflectData data = ReflectData.AllowNull.get();

    @Override
    public String id() {
        return "avro-reflect";
    }

    @Override
    public String displayName() {
        return "Avro (reflect), unrestricted writer";
    }

    @Override
    public Library library() {
        return Library.fromPomProperties("org.apache.avro", "avro", Schema.class);
    }

    @Override
    public byte[] write(Object value) throws Exception {
        // Global in this world's copy of Avro: the writer world, which no reader shares.
        ClassSecurityValidator.setGlobal(clazz -> true);
        return AvroReflectAdapter.binary(value, schemaOf(value), data);
    }

    @Override
    public byte[] exportMetadata(Object written) {
        return schemaOf(written).toString().getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) {
        throw new UnsupportedOperationException("the unrestricted writer only writes");
    }

    private Schema schemaOf(Object value) {
        Schema declared = data.getSchema(value.getClass());
        if (declared.getType() != Schema.Type.RECORD) {
            return declared;
        }
        List<Schema.Field> fields = new ArrayList<>();
        boolean changed = false;
        for (Schema.Field field : declared.getFields()) {
            Object held = data.getField(value, field.name(), field.pos());
            if (held != null && admitsOnlyObject(field.schema())) {
                fields.add(new Schema.Field(field.name(), Schema.createUnion(Schema.create(Schema.Type.NULL),
                        schemaOf(held)), field.doc(), JsonProperties.NULL_VALUE));
                changed = true;
            } else {
                fields.add(new Schema.Field(field, field.schema()));
            }
        }
        if (!changed) {
            return declared;
        }
        Schema record = Schema.createRecord(declared.getName(), declared.getDoc(), declared.getNamespace(), false);
        record.setFields(fields);
        declared.getObjectProps().forEach(record::addProp);
        return record;
    }

    private static boolean admitsOnlyObject(Schema schema) {
        return schema.getType() == Schema.Type.UNION && schema.getTypes().stream()
                .anyMatch(branch -> branch.getType() == Schema.Type.RECORD && OBJECT.equals(branch.getFullName()));
    }
}
