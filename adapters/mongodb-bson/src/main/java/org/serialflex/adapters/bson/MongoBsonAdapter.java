package org.serialflex.adapters.bson;

import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonBinaryWriterSettings;
import org.bson.BsonWriterSettings;
import org.bson.Document;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.Conventions;
import org.bson.codecs.pojo.PojoCodecProvider;
import org.bson.codecs.record.RecordCodecProvider;
import org.bson.conversions.Bson;
import org.bson.io.BasicOutputBuffer;
import org.serialflex.spi.CaseInfo;
import org.serialflex.spi.CaseTrait;
import org.serialflex.spi.Hardening;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * MongoDB's bson library, the way a driver user maps POJOs: the library's default codecs
 * ({@link Bson#DEFAULT_CODEC_REGISTRY}: values, BSON values, Document, collections, maps, JSR-310,
 * enums) first, then the record codec of {@code org.mongodb:bson-record-codec}
 * ({@link RecordCodecProvider}), then an automatic {@link PojoCodecProvider} for every other class.
 * The driver's default registry ({@code MongoClientSettings.getDefaultCodecRegistry()}) holds the
 * record codec ahead of anything a user adds, and the driver depends on the artifact, so a driver
 * user maps records this way without asking for it. The root object
 * is encoded with {@link BsonBinaryWriter} into a {@link BasicOutputBuffer} and decoded with
 * {@link BsonBinaryReader} by the reader's codec for the root class.
 *
 * <p>Conventions: {@link Conventions#DEFAULT_CONVENTIONS} (property discovery through getters and
 * setters, bson annotations, ObjectId generation) plus {@link Conventions#SET_PRIVATE_FIELDS_CONVENTION},
 * so a private field without a setter is still set through reflection on read. Writing still needs
 * a getter (or a public field): no convention reads private fields. {@link Conventions#USE_GETTERS_FOR_SETTERS}
 * is left out: it fills a collection the getter returns instead, fails when that getter returns
 * {@code null}, and cannot be combined with the private-field convention on the same property
 * (each refuses an accessor the other installed).
 *
 * <p>A BSON stream's root is a document, so a root collection, map or enum constant cannot be
 * written (see {@link #unsupported}). When the reader lacks the root class, it decodes the document
 * as an {@link org.bson.Document}, which is what a MongoDB user does with a document of unknown
 * shape.
 */
public final class MongoBsonAdapter implements SerializerAdapter {

    private final CodecRegistry registry = CodecRegistries.fromRegistries(
            Bson.DEFAULT_CODEC_REGISTRY,
            CodecRegistries.fromProviders(new RecordCodecProvider()),
            CodecRegistries.fromProviders(PojoCodecProvider.builder()
                    .automatic(true)
                    .conventions(conventions())
                    .build()));

    private static List<org.bson.codecs.pojo.Convention> conventions() {
        List<org.bson.codecs.pojo.Convention> conventions = new ArrayList<>(Conventions.DEFAULT_CONVENTIONS);
        conventions.add(Conventions.SET_PRIVATE_FIELDS_CONVENTION);
        return conventions;
    }

    /** The writer's nesting limit, {@code null} for the driver's default (1 024, BsonWriterSettings). */
    private final Integer maxSerializationDepth;

    /** Registered through META-INF/services; the kit creates one per world. */
    public MongoBsonAdapter() {
        this(null);
    }

    private MongoBsonAdapter(Integer maxSerializationDepth) {
        this.maxSerializationDepth = maxSerializationDepth;
    }

    @Override
    public String id() {
        return "mongodb-bson";
    }

    @Override
    public String displayName() {
        return "BSON MongoDb";
    }

    @Override
    public Library library() {
        return Library.fromPomProperties("org.mongodb", "bson", Document.class);
    }

    @Override
    public Optional<String> unsupported(CaseInfo caseInfo) {
        if (caseInfo.has(CaseTrait.ROOT_COLLECTION) || caseInfo.has(CaseTrait.ROOT_ENUM)
                || caseInfo.has(CaseTrait.ROOT_VALUE)) {
            return Optional.of("a BSON stream's root must be a document; BsonBinaryWriter refuses to start "
                    + "with an array or a single value, so a root collection, map, enum constant or single value "
                    + "(a String, a number, a UUID, a date) has no encoding");
        }
        return Optional.empty();
    }

    @Override
    @SuppressWarnings("unchecked")
    public byte[] write(Object value) {
        Codec<Object> codec = (Codec<Object>) registry.get(value.getClass());
        BasicOutputBuffer buffer = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = maxSerializationDepth == null ? new BsonBinaryWriter(buffer)
                : new BsonBinaryWriter(new BsonWriterSettings(maxSerializationDepth), new BsonBinaryWriterSettings(),
                buffer)) {
            codec.encode(writer, value, EncoderContext.builder().build());
        }
        return buffer.toByteArray();
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) {
        Class<?> type = rootType == null ? Document.class : rootType;
        Codec<?> codec = registry.get(type);
        try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(bytes))) {
            return codec.decode(reader, DecoderContext.builder().build());
        }
    }

    /**
     * The same codecs with the writer's nesting limit ({@code BsonWriterSettings.maxSerializationDepth},
     * 1 024 by default) lifted: the reader has no such limit, and the safety profile's depth bombs need
     * a lists bomb the kit cannot splice (a document in an array in a document per level).
     */
    @Override
    public Optional<SerializerAdapter> unrestrictedWriter() {
        return Optional.of(new MongoBsonAdapter(Integer.MAX_VALUE));
    }

    /** None: the codecs build only the class asked for, and the bson library documents no untrusted-input setting. */
    @Override
    public Hardening hardening(Set<String> applicationClasses) {
        return Hardening.none("nothing documented: the POJO codec decodes only the class it is asked for (no "
                + "discriminators are enabled) and the bson library offers no depth or size limit to set");
    }
}
