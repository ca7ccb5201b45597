package org.serialflex.adapters.jacksonstudy;

import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectMapper.DefaultTyping;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.databind.jsontype.PolymorphicTypeValidator;

/**
 * The reference study's two mapper set-ups, written once for the three Jackson-family formats
 * (JSON, Smile, BSON) so that they differ in the format only. Pass a fresh builder of the format:
 * {@code JsonMapper.builder()}, {@code SmileMapper.builder()}, {@code JsonMapper.builder(new BsonFactory())}.
 *
 * <p>The study wrote its "with types" mapper with the Jackson 2.9-era API; where today's
 * non-deprecated form differs, {@link #typed(MapperBuilder)} says how it was translated.
 */
public final class StudyMappers {

    private StudyMappers() {
    }

    /**
     * Plain: Jackson reads and writes the fields themselves (any visibility) and nothing else
     * (no getters, setters or creators), so a bean without accessors is still serialized, and
     * every other setting stays at Jackson's default, {@code FAIL_ON_UNKNOWN_PROPERTIES} included.
     * {@code PROPAGATE_TRANSIENT_MARKER} makes a {@code transient} field drop its whole property;
     * {@code FAIL_ON_EMPTY_BEANS} off lets a class without fields serialize as an empty object.
     */
    public static <M extends ObjectMapper, B extends MapperBuilder<M, B>> M plain(B builder) {
        return fieldsOnly(builder).build();
    }

    /**
     * With types: the study's mapper, feature by feature (its article lists them), so that every
     * non-final value carries its full class name and the reader is as lenient as Jackson allows.
     * Translated to today's API:
     * <ul>
     *   <li>{@code enableDefaultTyping(NON_FINAL)} (deprecated since 2.10, removed from the
     *       secure defaults) becomes {@code activateDefaultTyping(validator, NON_FINAL)} with the
     *       same {@code WRAPPER_ARRAY} inclusion; the validator admits only the kit's DTO packages
     *       and the JDK value types the criteria use, see {@link #studyTypes()}.</li>
     *   <li>{@code ALLOW_SINGLE_QUOTES} was {@code JsonParser.Feature} (deprecated); it is now
     *       {@link JsonReadFeature#ALLOW_SINGLE_QUOTES}, which only a {@link JsonMapper.Builder}
     *       accepts. Smile is binary and has no quotes, so the study's flag did nothing there and is
     *       left out; on BSON (a {@code JsonMapper} over bson4jackson's factory) it is set and is
     *       equally inert.</li>
     *   <li>{@code MapperFeature} is set on the builder ({@code ObjectMapper.enable(MapperFeature)}
     *       is deprecated since 2.13).</li>
     *   <li>The study called {@code setVisibility(FIELD, ANY)} and then {@code setVisibility(ALL, NONE)};
     *       in that order Jackson resets the field visibility to NONE as well, which contradicts the
     *       sample JSON the study shows (fields written). The stated intent, fields ANY and
     *       everything else NONE, is applied.</li>
     * </ul>
     * {@code WRAP_EXCEPTIONS} is the {@code DeserializationFeature} one, as in the study's
     * {@code disable(DeserializationFeature...)} call.
     */
    public static <M extends ObjectMapper, B extends MapperBuilder<M, B>> M typed(B builder) {
        fieldsOnly(builder)
                .enable(DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY,
                        DeserializationFeature.ACCEPT_EMPTY_STRING_AS_NULL_OBJECT,
                        DeserializationFeature.ACCEPT_EMPTY_ARRAY_AS_NULL_OBJECT,
                        DeserializationFeature.READ_UNKNOWN_ENUM_VALUES_AS_NULL,
                        DeserializationFeature.UNWRAP_SINGLE_VALUE_ARRAYS)
                .disable(DeserializationFeature.FAIL_ON_INVALID_SUBTYPE,
                        DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES,
                        DeserializationFeature.FAIL_ON_IGNORED_PROPERTIES,
                        DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES,
                        DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS,
                        DeserializationFeature.FAIL_ON_UNRESOLVED_OBJECT_IDS,
                        DeserializationFeature.WRAP_EXCEPTIONS)
                .activateDefaultTyping(studyTypes(), DefaultTyping.NON_FINAL);
        if (builder instanceof JsonMapper.Builder json) {
            json.enable(JsonReadFeature.ALLOW_SINGLE_QUOTES);
        }
        return builder.build();
    }

    /**
     * The typed mapper hardened as Jackson's documentation advises for untrusted input ("On Jackson
     * CVEs: Don't Panic", the 2.10 {@code PolymorphicTypeValidator} notes): default typing kept (the
     * format needs the class names) but validated against exactly the application's classes and the
     * JDK classes they hold, no name prefix, and none of the study's leniencies: Jackson's defaults
     * ({@code FAIL_ON_UNKNOWN_PROPERTIES}, {@code FAIL_ON_INVALID_SUBTYPE}, ...) plus
     * {@code FAIL_ON_TRAILING_TOKENS}. Jackson's {@code StreamReadConstraints} (nesting depth, number
     * and string lengths) apply at their defaults.
     *
     * @param applicationClasses binary names of the classes a type id may name, resolved in {@code loader}
     */
    public static <M extends ObjectMapper, B extends MapperBuilder<M, B>> M hardenedTyped(
            B builder, java.util.Set<String> applicationClasses, ClassLoader loader) {
        return hardenedTyped(builder, applicationClasses, loader, true);
    }

    /**
     * As {@link #hardenedTyped(MapperBuilder, java.util.Set, ClassLoader)}, with
     * {@code FAIL_ON_TRAILING_TOKENS} left off when {@code failOnTrailingTokens} is false: bson4jackson's
     * parser reports the end of the document it writes around a root type wrapper as an element outside
     * the document, so the check would refuse every payload.
     */
    public static <M extends ObjectMapper, B extends MapperBuilder<M, B>> M hardenedTyped(
            B builder, java.util.Set<String> applicationClasses, ClassLoader loader, boolean failOnTrailingTokens) {
        BasicPolymorphicTypeValidator.Builder validator = BasicPolymorphicTypeValidator.builder();
        for (Class<?> jdk : new Class<?>[]{java.util.ArrayList.class, java.util.HashMap.class,
                java.util.LinkedHashMap.class, java.math.BigDecimal.class, java.math.BigInteger.class, Byte.class,
                Short.class, Long.class, Float.class, Character.class}) {
            validator.allowIfSubType(jdk);
        }
        for (String name : new java.util.TreeSet<>(applicationClasses)) {
            try {
                validator.allowIfSubType(Class.forName(name, false, loader));
            } catch (ClassNotFoundException e) {
                throw new IllegalArgumentException("Application class " + name + " is not visible to " + loader, e);
            }
        }
        fieldsOnly(builder).activateDefaultTyping(validator.allowIfSubTypeIsArray().build(), DefaultTyping.NON_FINAL);
        if (failOnTrailingTokens) {
            builder.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        }
        return builder.build();
    }

    private static <M extends ObjectMapper, B extends MapperBuilder<M, B>> B fieldsOnly(B builder) {
        // ALL first: it sets every accessor, FIELD included; FIELD then re-opens the fields.
        return builder
                .visibility(PropertyAccessor.ALL, Visibility.NONE)
                .visibility(PropertyAccessor.FIELD, Visibility.ANY)
                .enable(MapperFeature.PROPAGATE_TRANSIENT_MARKER)
                .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS);
    }

    /**
     * The classes a type id may name: the kit's DTOs, the JDK collections and maps, BigDecimal and
     * BigInteger, the boxed primitives that Jackson tags when they sit in an {@code Object} slot
     * (String, Integer, Double and Boolean are "natural" JSON values, never tagged, so not listed),
     * and arrays (Jackson still checks each element's own type id).
     */
    static PolymorphicTypeValidator studyTypes() {
        return BasicPolymorphicTypeValidator.builder()
                .allowIfSubType("org.serialflex.dto.")
                .allowIfSubType("java.util.")
                .allowIfSubType("java.math.")
                .allowIfSubType(Byte.class)
                .allowIfSubType(Short.class)
                .allowIfSubType(Long.class)
                .allowIfSubType(Float.class)
                .allowIfSubType(Character.class)
                .allowIfSubTypeIsArray()
                .build();
    }
}
