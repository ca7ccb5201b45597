package org.serialflex.adapters.avro;

import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericDatumReader;
import org.apache.avro.generic.GenericDatumWriter;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.serialflex.spi.CaseInfo;
import org.serialflex.spi.CaseTrait;
import org.serialflex.spi.Hardening;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Apache Avro as a schema-first team uses it: each side has the schema a careful author writes for
 * its own class version, and Avro's schema resolution reconciles them (specification, "Schema
 * Resolution", https://avro.apache.org/docs/1.12.0/specification/#schema-resolution). The writer's
 * schema travels as the out-of-band metadata ({@link #exportMetadata}, {@link #acceptMetadata}), as a
 * schema registry or an Avro container file's header carries it; the reader reads with
 * {@code new GenericDatumReader(writerSchema, readerSchema)}.
 *
 * <p>The careful author's discipline is {@link SchemaDerivation}'s: every field of a schema has a
 * default (null for a nullable field, the zero of a primitive), a renamed field gets its old name
 * as an alias (found through {@code @FieldId}: the field of the writer's record with the same
 * number; a class without {@code @FieldId} gets no aliases and its fields match by name only, as
 * Avro matches them anyway), and every enum has a default symbol for constants the reader lacks.
 *
 * <p>Why the generic API with a mapping of our own rather than {@code ReflectDatumReader} with both
 * schemas: the reflect API builds objects from the {@code java-class} attributes and reflection
 * rules of its own (no Java records, Avro 1.12's trusted-class checks on every class the schema
 * names), so its result would measure the reflect API again ({@code avro-reflect}, beside this
 * row), not the schemas. Through {@code GenericRecord} the schema is the whole contract, exactly
 * what a hand-written {@code .avsc} says ({@code AvroSchemaDerivationTest} compares one), the bytes
 * never name a Java class, and the same code runs on Avro 1.11 and 1.12. Mapping to and from the
 * application's classes is {@link ToGeneric} and {@link FromGeneric}, as a team's own mapper would.
 *
 * <p>Cases declared {@link #unsupported}: a field declared {@code Object}, an interface or an
 * abstract class (Avro can hold it only in a union whose branches the author lists, and the class
 * declarations name no subtypes), a root collection (its class names no element type), a cyclic
 * graph (Avro data is a tree: no references). An {@code Externalizable} class is not declared
 * unsupported: its hooks have no place in a schema, but its fields do, and a careful author's
 * schema carries them; the kit then measures the hooks ignored and the values arrived (DEGRADED).
 * A reader without the root class reads with the writer's schema alone and gets Avro's
 * {@code GenericData.Record}.
 */
public final class AvroSchemaAdapter implements SerializerAdapter {

    /** The writer's schema of the case, from {@link #acceptMetadata}; one adapter per world, one case per world. */
    private Schema writerSchema;
    /**
     * Schemas derived once per class and writer's schema, as a service keeps them: deriving a reader's schema per
     * read leaks, because Avro's per-thread resolver cache holds every new one (a races run filled a 1 GB heap).
     */
    private final Map<Class<?>, Schema> writerSchemas = new HashMap<>();
    private final Map<Class<?>, Schema> readerSchemas = new HashMap<>();
    private Schema genericReaderSchema;

    @Override
    public String id() {
        return "avro-schema";
    }

    @Override
    public String displayName() {
        return "Avro (schemas, aliases, defaults)";
    }

    /** The schema is derived from the classes, and a JDK value Avro has no schema for (the value zoo's UUID, java.time, Pattern, the atomics) is mapped to a record of its private fields. */
    @Override
    public java.util.List<org.serialflex.spi.JvmOption> requiredJvmOptions() {
        return java.util.List.of(org.serialflex.spi.JvmOption.addOpens("java.base", "java.lang"),
                org.serialflex.spi.JvmOption.addOpens("java.base", "java.math"),
                org.serialflex.spi.JvmOption.addOpens("java.base", "java.net"),
                org.serialflex.spi.JvmOption.addOpens("java.base", "java.nio.charset"),
                org.serialflex.spi.JvmOption.addOpens("java.base", "java.time"),
                org.serialflex.spi.JvmOption.addOpens("java.base", "java.util"),
                org.serialflex.spi.JvmOption.addOpens("java.base", "java.util.regex"),
                org.serialflex.spi.JvmOption.addOpens("java.base", "java.util.concurrent.atomic"),
                new org.serialflex.spi.JvmOption("--add-exports=java.base/sun.nio.cs=ALL-UNNAMED"));
    }

    @Override
    public Library library() {
        return Library.fromPomProperties("org.apache.avro", "avro", Schema.class);
    }

    @Override
    public Optional<String> unsupported(CaseInfo caseInfo) {
        if (caseInfo.has(CaseTrait.ROOT_COLLECTION)) {
            return Optional.of("a root collection's or map's class names no element type, so no schema can be "
                    + "derived for it from a declaration");
        }
        if (caseInfo.has(CaseTrait.CYCLE)) {
            return Optional.of("Avro data is a tree of values without references, so a cyclic graph has no Avro "
                    + "value (the specification has no identity or back reference)");
        }
        return Polymorphic.firstField(rootClass(caseInfo)).map(field -> "the root class reaches values declared "
                + "Object, an interface or an abstract class (first: " + field + "): Avro holds such a value only "
                + "in a union whose branches the schema's author lists by hand, and the declarations name no "
                + "subtypes to list");
    }

    private static Class<?> rootClass(CaseInfo caseInfo) {
        try {
            return Class.forName(caseInfo.rootClassName(), false, AvroSchemaAdapter.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("The writer world has no class " + caseInfo.rootClassName(), e);
        }
    }

    /**
     * None: the reader's schema is its own, derived from its classes, and the generic reader never
     * loads a class a schema or the bytes name; Avro's only other controls for hostile input, the
     * {@code org.apache.avro.limits.*} system properties (1.11.3+), are JVM-wide, and a world may not
     * set what every other world in its JVM would see.
     */
    @Override
    public Hardening hardening(Set<String> applicationClasses) {
        return Hardening.none("the generic reader already reads into the reader's own schema and loads no class "
                + "the bytes or the writer's schema name; Avro's remaining controls, the org.apache.avro.limits.* "
                + "system properties, are JVM-wide, not a configuration of one reader");
    }

    /**
     * The writer refuses a field declared {@code Object}: an {@link UnrestrictedAvroSchemaWriter}
     * writes the gadget there as an attacker would, for the unexpected-class probe.
     */
    @Override
    public Optional<SerializerAdapter> unrestrictedWriter() {
        return Optional.of(new UnrestrictedAvroSchemaWriter());
    }

    @Override
    public byte[] write(Object value) throws Exception {
        Schema schema = schemaOf(value);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BinaryEncoder encoder = EncoderFactory.get().binaryEncoder(out, null);
        new GenericDatumWriter<>(schema).write(ToGeneric.datum(value, schema), encoder);
        encoder.flush();
        return out.toByteArray();
    }

    @Override
    public byte[] exportMetadata(Object written) {
        return schemaOf(written).toString().getBytes(StandardCharsets.UTF_8);
    }

    private Schema schemaOf(Object value) {
        Class<?> type = value instanceof Enum<?> constant ? constant.getDeclaringClass() : value.getClass();
        return writerSchemas.computeIfAbsent(type, SchemaDerivation::writerSchema);
    }

    @Override
    public void acceptMetadata(byte[] metadata) {
        writerSchema = new Schema.Parser().parse(new String(metadata, StandardCharsets.UTF_8));
        readerSchemas.clear();
        genericReaderSchema = null;
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) throws Exception {
        if (writerSchema == null) {
            throw new IllegalStateException("No writer's schema arrived: the kit must call acceptMetadata before read");
        }
        Schema readerSchema = rootType == null ? genericReaderSchema()
                : readerSchemas.computeIfAbsent(rootType, type -> SchemaDerivation.readerSchema(type, writerSchema));
        Object datum = new GenericDatumReader<>(writerSchema, readerSchema)
                .read(null, DecoderFactory.get().binaryDecoder(bytes, null));
        return rootType == null ? datum : FromGeneric.value(datum, rootType);
    }

    /**
     * A reader without the root class reads into generic records with the writer's schema, its
     * strings as {@code java.lang.String} (the {@code avro.java.string} attribute on every string,
     * what the avro-maven-plugin's {@code stringType=String} writes) rather than Avro's {@code Utf8}.
     */
    private Schema genericReaderSchema() {
        if (genericReaderSchema == null) {
            genericReaderSchema = new Schema.Parser().parse(writerSchema.toString());
            javaStrings(genericReaderSchema, new HashSet<>());
        }
        return genericReaderSchema;
    }

    private static void javaStrings(Schema schema, Set<String> seen) {
        switch (schema.getType()) {
            case STRING -> {
                if (schema.getProp(GenericData.STRING_PROP) == null) {
                    schema.addProp(GenericData.STRING_PROP, GenericData.StringType.String.name());
                }
            }
            case UNION -> schema.getTypes().forEach(branch -> javaStrings(branch, seen));
            case ARRAY -> javaStrings(schema.getElementType(), seen);
            case MAP -> javaStrings(schema.getValueType(), seen);
            case RECORD -> {
                if (seen.add(schema.getFullName())) {
                    schema.getFields().forEach(field -> javaStrings(field.schema(), seen));
                }
            }
            default -> {
            }
        }
    }
}
