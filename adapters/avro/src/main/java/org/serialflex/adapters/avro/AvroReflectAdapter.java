package org.serialflex.adapters.avro;

import org.apache.avro.Schema;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.reflect.ReflectData;
import org.apache.avro.reflect.ReflectDatumReader;
import org.apache.avro.reflect.ReflectDatumWriter;
import org.apache.avro.util.ClassSecurityValidator;
import org.apache.avro.util.ClassSecurityValidator.ClassSecurityPredicate;
import org.serialflex.spi.Hardening;
import org.serialflex.spi.CaseInfo;
import org.serialflex.spi.CaseTrait;
import org.serialflex.spi.JvmOption;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

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

    /**
     * The JDK classes the kit's payloads name in their schemas beyond Avro's own trusted list
     * ({@code ClassSecurityValidator.DEFAULT_TRUSTED_CLASSES}: boxed primitives, String,
     * BigDecimal, BigInteger, ...): the collection interfaces and classes of their fields.
     */
    private static final List<String> JDK_COLLECTIONS = List.of("java.util.Collection", "java.util.List",
            "java.util.ArrayList", "java.util.Map", "java.util.HashMap", "java.util.LinkedHashMap", "java.util.Set",
            "java.util.HashSet", "java.util.LinkedHashSet");

    private final ReflectData data = ReflectData.AllowNull.get();
    /** The writer's schema of the case, from {@link #acceptMetadata}; one adapter per world, one case per world. */
    private Schema writerSchema;
    /** The hardened configuration's trust list, installed at its first read or write; {@code null} by default. */
    private final ClassSecurityPredicate trusted;
    private boolean installed;

    /** Registered through META-INF/services; the kit creates one per world. */
    public AvroReflectAdapter() {
        this(null);
    }

    private AvroReflectAdapter(ClassSecurityPredicate trusted) {
        this.trusted = trusted;
    }

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
        // the opens: ReflectData maps a JDK value without a schema of its own (UUID, Pattern, the atomics: the value
        // zoo's) to a record of its private fields
        return java.util.stream.Stream.concat(java.util.stream.Stream.of(JvmOption.systemProperty("org.apache.avro.SERIALIZABLE_PACKAGES",
                        "org.serialflex.dto,java.util")), java.util.stream.Stream.of("java.lang", "java.util", "java.util.regex",
                        "java.util.concurrent.atomic").map(p -> JvmOption.addOpens("java.base", p))).toList();
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

    /**
     * Avro's own control over which classes bytes may make it load, by exact name: a
     * {@link ClassSecurityValidator} built with {@code ClassSecurityValidator.builder().add(...)} and
     * installed with {@code setGlobal} ("you can set them via the API (see
     * org.apache.avro.util.ClassSecurityValidator)", Avro 1.12's message; AVRO-4189, CVE-2024-47561's
     * follow-up), admitting the application's classes and the JDK collections they hold, beside
     * Avro's default trusted {@code java.lang}/{@code java.math} classes; instead of the default
     * configuration's {@code org.apache.avro.SERIALIZABLE_PACKAGES} prefixes, which admit every
     * class below {@code org.serialflex.dto} and {@code java.util}. {@code setGlobal} is global to
     * this world's copy of Avro, so the hardened adapter installs it at its first read or write, not
     * when the kit merely asks for the configuration. Avro has no depth or length limit to set.
     */
    @Override
    public Hardening hardening(Set<String> applicationClasses) {
        ClassSecurityValidator.Builder exact = ClassSecurityValidator.builder();
        new TreeSet<>(applicationClasses).forEach(exact::add);
        JDK_COLLECTIONS.forEach(exact::add);
        ClassSecurityPredicate trust = ClassSecurityValidator.composite(ClassSecurityValidator.DEFAULT_TRUSTED_CLASSES,
                exact.build());
        return Hardening.of("Avro's ClassSecurityValidator by exact class (builder().add(name), setGlobal): the "
                + "application's classes, the JDK collections they hold and Avro's default trusted java.lang/java.math "
                + "classes, instead of the default configuration's SERIALIZABLE_PACKAGES prefixes; Avro has no depth "
                + "or length limit", new AvroReflectAdapter(trust));
    }

    /**
     * The trust check refuses to write a class outside the trusted packages, and a field declared
     * {@code Object} has no schema for the object it holds: an {@link UnrestrictedAvroWriter} writes
     * what an attacker would, for the unexpected-class probe.
     */
    @Override
    public Optional<SerializerAdapter> unrestrictedWriter() {
        return Optional.of(new UnrestrictedAvroWriter());
    }

    private void installTrust() {
        if (trusted != null && !installed) {
            ClassSecurityValidator.setGlobal(trusted);
            installed = true;
        }
    }

    @Override
    public byte[] write(Object value) throws Exception {
        installTrust();
        return binary(value, schemaOf(value), data);
    }

    /** {@code value} in Avro's binary encoding with {@code schema}, written by reflection through {@code data}. */
    static byte[] binary(Object value, Schema schema, ReflectData data) throws java.io.IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BinaryEncoder encoder = EncoderFactory.get().binaryEncoder(out, null);
        new ReflectDatumWriter<>(schema, data).write(value, encoder);
        encoder.flush();
        return out.toByteArray();
    }

    @Override
    public byte[] exportMetadata(Object written) {
        installTrust();
        return schemaOf(written).toString().getBytes(StandardCharsets.UTF_8);
    }

    private Schema schemaOf(Object value) {
        return data.getSchema(value.getClass());
    }

    @Override
    public void acceptMetadata(byte[] metadata) {
        installTrust();
        writerSchema = new Schema.Parser().parse(new String(metadata, StandardCharsets.UTF_8));
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) throws Exception {
        installTrust();
        if (writerSchema == null) {
            throw new IllegalStateException("No writer's schema arrived: the kit must call acceptMetadata before read");
        }
        Schema readerSchema = rootType == null ? writerSchema : data.getSchema(rootType);
        ReflectDatumReader<Object> reader = new ReflectDatumReader<>(writerSchema, readerSchema, data);
        return reader.read(null, DecoderFactory.get().binaryDecoder(bytes, null));
    }
}
