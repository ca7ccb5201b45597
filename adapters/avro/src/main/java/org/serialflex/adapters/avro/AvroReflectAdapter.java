package org.serialflex.adapters.avro;

import org.apache.avro.Schema;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.reflect.ReflectData;
import org.apache.avro.reflect.ReflectDatumReader;
import org.apache.avro.reflect.ReflectDatumWriter;
import org.serialflex.spi.CaseInfo;
import org.serialflex.spi.CaseTrait;
import org.serialflex.spi.JvmOption;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/**
 * Apache Avro's reflect API on existing classes, with schema resolution: the writer derives its
 * schema from its class and writes Avro binary with {@link ReflectDatumWriter}; the writer's schema
 * travels beside the bytes as the out-of-band metadata; the reader derives the schema of its own
 * class and reads with {@code new ReflectDatumReader(writerSchema, readerSchema)}. Resolving the
 * writer's schema against the reader's is how Avro handles evolution (specification, "Schema
 * Resolution", https://avro.apache.org/docs/1.12.0/specification/#schema-resolution): fields are
 * matched by name, fields the reader lacks are skipped, fields the writer lacks take the reader
 * field's default (or fail), and numbers are promoted (int to long, float, double).
 *
 * <p>The data model is {@link ReflectData.AllowNull}, not plain {@link ReflectData}. The reflect
 * package documentation (https://avro.apache.org/docs/1.12.0/api/java/org/apache/avro/reflect/package-summary.html)
 * says fields "are not permitted to be null unless annotated by Nullable or a Union containing
 * Void"; {@code AllowNull} is the library's own unannotated equivalent ("ReflectData implementation
 * that permits null field values. The schema generated for each field is a union of its declared
 * type and null"). The kit's beans carry null fields as ordinary data and are not annotated for
 * Avro, so plain ReflectData would fail every case at the first null before evolution is even
 * looked at. A nullable field's schema default is {@code null}; a primitive field has no default,
 * so a primitive added at the reader is an error under Avro's rules. Nothing else is configured
 * ({@code setDefaultsGenerated} stays off, as it is by default).
 *
 * <p>The same documentation maps classes to records, "Only concrete classes with a no-argument
 * constructor", and reserves interfaces, abstract classes "and other uses of polymorphism" to the
 * {@code @Union} annotation. So the cases whose classes declare a field of type {@code Object},
 * an interface or an abstract class (see {@link Polymorphic}) and a root collection, whose class
 * names no element type, are declared {@link #unsupported}. A reader without the root class reads
 * with the writer's schema and gets what Avro returns then, a {@code GenericData.Record}.
 */
public final class AvroReflectAdapter implements SerializerAdapter {

    private final ReflectData data = ReflectData.AllowNull.get();
    /** The writer's schema of the case, from {@link #acceptMetadata}; one adapter per world, one case per world. */
    private Schema writerSchema;

    @Override
    public String id() {
        return "avro-reflect";
    }

    @Override
    public String displayName() {
        return "Avro (reflect)";
    }

    @Override
    public Library library() {
        return Library.fromPomProperties("org.apache.avro", "avro", Schema.class);
    }

    /**
     * Avro 1.12.2 resolves a class named by a schema only if it is trusted
     * ({@code org.apache.avro.util.ClassSecurityValidator}, AVRO-4189): 16 {@code java.lang} and
     * {@code java.math} classes by default, others through the system properties
     * {@code org.apache.avro.SERIALIZABLE_CLASSES} or {@code org.apache.avro.SERIALIZABLE_PACKAGES}.
     * Otherwise every schema fails: "Forbidden org.serialflex.dto.c01.PlainPerson! This class is not
     * trusted to be included in Avro schemas. You may either use the system properties
     * org.apache.avro.SERIALIZABLE_CLASSES and org.apache.avro.SERIALIZABLE_PACKAGES ...", and, once
     * the application's classes are trusted, "Forbidden java.util.List!" for every collection field,
     * whose schema names its class in {@code java-class}. So an application trusts its own DTO
     * packages and {@code java.util}; this adapter trusts the kit's DTOs ({@code org.serialflex.dto}
     * and below) and {@code java.util}, nothing else.
     */
    @Override
    public List<JvmOption> requiredJvmOptions() {
        return List.of(JvmOption.systemProperty("org.apache.avro.SERIALIZABLE_PACKAGES", "org.serialflex.dto,java.util"));
    }

    @Override
    public Optional<String> unsupported(CaseInfo caseInfo) {
        if (caseInfo.has(CaseTrait.ROOT_COLLECTION)) {
            return Optional.of("ReflectData derives a schema from a class, and a root collection's or map's class "
                    + "names no element type (ReflectData: \"Can't find element type of Collection\")");
        }
        return Polymorphic.firstField(rootClass(caseInfo)).map(field -> field
                + ": Avro's reflect API maps a class to a record of its own fields, so a field declared Object, "
                + "an interface or an abstract class has no schema for the object it holds unless annotated "
                + "with @Union (reflect package documentation)");
    }

    private static Class<?> rootClass(CaseInfo caseInfo) {
        try {
            return Class.forName(caseInfo.rootClassName(), false, AvroReflectAdapter.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("The writer world has no class " + caseInfo.rootClassName(), e);
        }
    }

    @Override
    public byte[] write(Object value) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BinaryEncoder encoder = EncoderFactory.get().binaryEncoder(out, null);
        new ReflectDatumWriter<>(schemaOf(value), data).write(value, encoder);
        encoder.flush();
        return out.toByteArray();
    }

    @Override
    public byte[] exportMetadata(Object written) {
        return schemaOf(written).toString().getBytes(StandardCharsets.UTF_8);
    }

    private Schema schemaOf(Object value) {
        return data.getSchema(value.getClass());
    }

    @Override
    public void acceptMetadata(byte[] metadata) {
        writerSchema = new Schema.Parser().parse(new String(metadata, StandardCharsets.UTF_8));
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) throws Exception {
        if (writerSchema == null) {
            throw new IllegalStateException("No writer's schema arrived: the kit must call acceptMetadata before read");
        }
        Schema readerSchema = rootType == null ? writerSchema : data.getSchema(rootType);
        ReflectDatumReader<Object> reader = new ReflectDatumReader<>(writerSchema, readerSchema, data);
        return reader.read(null, DecoderFactory.get().binaryDecoder(bytes, null));
    }
}
