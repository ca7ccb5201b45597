package org.serialflex.adapters.avro;

import org.apache.avro.JsonProperties;
import org.apache.avro.Schema;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The Avro schema a careful author writes for a class, derived from the class's declarations:
 *
 * <ul>
 *   <li>a class or Java record becomes a record of its {@link JavaFields}, named by the class's
 *       full name; each field carries its {@code @FieldId} number as the attribute {@value #FIELD_ID}
 *       (metadata, which the specification permits and schema resolution ignores);</li>
 *   <li><b>every field has a default</b>: a reference type is the union {@code ["null", T]} with
 *       default {@code null}; a primitive is its Avro type with the type's zero;</li>
 *   <li><b>renames get aliases</b>: derived for a reader, each field whose number names a writer
 *       field of another name in the record of the same name gets that name as an alias;</li>
 *   <li>{@code boolean}, {@code int} ({@code byte}, {@code short}, {@code char} too), {@code long},
 *       {@code float}, {@code double}, {@code String}, {@code byte[]} are Avro's primitives;
 *       {@code BigDecimal} and {@code BigInteger} are {@code string}s (Avro's {@code decimal} needs one
 *       scale for every value, and 1.11 has no {@code big-decimal});</li>
 *   <li>an enum becomes an Avro enum of its constants' names with the default symbol
 *       {@value #UNKNOWN} (Avro 1.9+), appended when the enum has no such constant: a constant the
 *       reader lacks then reads as {@value #UNKNOWN}, which the reader's mapping turns into
 *       {@code null} instead of some other constant;</li>
 *   <li>arrays and collections become arrays of nullable elements; maps with {@code String} keys
 *       become Avro maps, other maps arrays of {@code key}/{@code value} records named
 *       {@code <Owner>_<field>Entry} (Avro map keys are strings).</li>
 * </ul>
 *
 * A value declared {@code Object}, an interface or an abstract class names no record, and is refused
 * here; the adapter declares such cases unsupported up front.
 */
final class SchemaDerivation {

    /** The field attribute carrying a field's {@code @FieldId}. */
    static final String FIELD_ID = "field-id";
    /** The default symbol of every enum. */
    static final String UNKNOWN = "UNKNOWN";

    /** Record full name, then field number, then the writer's field name; empty when deriving a writer's schema. */
    private final Map<String, Map<Integer, String>> writerNames;
    /** Fields whose schema follows the class of the value they hold, not their declaration; empty but for {@link UnrestrictedAvroSchemaWriter}. */
    private final Map<Field, Class<?>> held;
    private final Map<String, Schema> named = new HashMap<>();

    private SchemaDerivation(Map<String, Map<Integer, String>> writerNames, Map<Field, Class<?>> held) {
        this.writerNames = writerNames;
        this.held = held;
    }

    /** The writer's schema of {@code root}: its own class version, no aliases. */
    static Schema writerSchema(Class<?> root) {
        return writerSchema(root, Map.of());
    }

    /** The writer's schema of {@code root} with the given fields typed by the class of the value they hold. */
    static Schema writerSchema(Class<?> root, Map<Field, Class<?>> held) {
        return new SchemaDerivation(Map.of(), held).root(root);
    }

    /** The reader's schema of {@code root}, with aliases for the fields {@code writerSchema} names otherwise. */
    static Schema readerSchema(Class<?> root, Schema writerSchema) {
        return new SchemaDerivation(WriterFieldNames.of(writerSchema), Map.of()).root(root);
    }

    private Schema root(Class<?> root) {
        return root.isEnum() ? enumSchema(root) : record(root);
    }

    private Schema nullable(Type type, Class<?> owner, String field) {
        if (type instanceof Class<?> c && c.isPrimitive()) {
            return of(type, owner, field);
        }
        return Schema.createUnion(Schema.create(Schema.Type.NULL), of(type, owner, field));
    }

    private Schema of(Type type, Class<?> owner, String field) {
        if (type instanceof WildcardType wildcard) {
            return of(wildcard.getUpperBounds()[0], owner, field);
        }
        if (type instanceof ParameterizedType parameterized && parameterized.getRawType() instanceof Class<?> raw) {
            Type[] arguments = parameterized.getActualTypeArguments();
            if (Collection.class.isAssignableFrom(raw)) {
                return Schema.createArray(nullable(arguments[0], owner, field));
            }
            if (Map.class.isAssignableFrom(raw)) {
                return map(arguments[0], arguments[1], owner, field);
            }
        }
        if (!(type instanceof Class<?> c)) {
            throw refused(type, owner, field);
        }
        Schema primitive = primitive(c);
        if (primitive != null) {
            return primitive;
        }
        if (c.isArray()) {
            return Schema.createArray(nullable(c.getComponentType(), owner, field));
        }
        if (c.isEnum()) {
            return enumSchema(c);
        }
        if (c.isInterface() || Modifier.isAbstract(c.getModifiers()) || c.getName().startsWith("java.")) {
            throw refused(type, owner, field);
        }
        return record(c);
    }

    private static Schema primitive(Class<?> c) {
        if (c == boolean.class || c == Boolean.class) {
            return Schema.create(Schema.Type.BOOLEAN);
        }
        if (c == int.class || c == Integer.class || c == short.class || c == Short.class || c == byte.class
                || c == Byte.class || c == char.class || c == Character.class) {
            return Schema.create(Schema.Type.INT);
        }
        if (c == long.class || c == Long.class) {
            return Schema.create(Schema.Type.LONG);
        }
        if (c == float.class || c == Float.class) {
            return Schema.create(Schema.Type.FLOAT);
        }
        if (c == double.class || c == Double.class) {
            return Schema.create(Schema.Type.DOUBLE);
        }
        if (c == String.class || c == CharSequence.class || c == BigDecimal.class || c == BigInteger.class) {
            return Schema.create(Schema.Type.STRING);
        }
        return c == byte[].class ? Schema.create(Schema.Type.BYTES) : null;
    }

    private Schema map(Type key, Type value, Class<?> owner, String field) {
        if (key == String.class || key == CharSequence.class) {
            return Schema.createMap(nullable(value, owner, field));
        }
        String name = avroName(owner) + "_" + field + "Entry";
        Schema known = named.get(owner.getPackageName() + "." + name);
        if (known != null) {
            return Schema.createArray(known);
        }
        Schema entry = Schema.createRecord(name, null, owner.getPackageName(), false);
        named.put(entry.getFullName(), entry);
        entry.setFields(List.of(withDefault("key", nullable(key, owner, field)),
                withDefault("value", nullable(value, owner, field))));
        return Schema.createArray(entry);
    }

    private Schema enumSchema(Class<?> type) {
        String fullName = type.getPackageName() + "." + avroName(type);
        Schema known = named.get(fullName);
        if (known != null) {
            return known;
        }
        List<String> symbols = new ArrayList<>(Arrays.stream(type.getEnumConstants())
                .map(constant -> ((Enum<?>) constant).name()).toList());
        if (!symbols.contains(UNKNOWN)) {
            symbols.add(UNKNOWN);
        }
        Schema schema = Schema.createEnum(avroName(type), null, type.getPackageName(), symbols, UNKNOWN);
        named.put(fullName, schema);
        return schema;
    }

    private Schema record(Class<?> type) {
        String fullName = type.getPackageName() + "." + avroName(type);
        Schema known = named.get(fullName);
        if (known != null) {
            return known;
        }
        Schema record = Schema.createRecord(avroName(type), null, type.getPackageName(), false);
        named.put(fullName, record);
        Map<Integer, String> renamed = writerNames.getOrDefault(fullName, Map.of());
        List<Schema.Field> fields = new ArrayList<>();
        for (Field javaField : JavaFields.of(type).values()) {
            Type declared = held.containsKey(javaField) ? held.get(javaField) : javaField.getGenericType();
            Schema.Field field = withDefault(javaField.getName(), nullable(declared, type, javaField.getName()));
            OptionalInt id = JavaFields.fieldId(javaField);
            if (id.isPresent()) {
                field.addProp(FIELD_ID, id.getAsInt());
                String writerName = renamed.get(id.getAsInt());
                if (writerName != null && !writerName.equals(javaField.getName())) {
                    field.addAlias(writerName);
                }
            }
            fields.add(field);
        }
        record.setFields(fields);
        return record;
    }

    private static Schema.Field withDefault(String name, Schema schema) {
        Object zero = switch (schema.getType()) {
            case UNION -> JsonProperties.NULL_VALUE;
            case BOOLEAN -> false;
            case INT -> 0;
            case LONG -> 0L;
            case FLOAT -> 0.0f;
            case DOUBLE -> 0.0d;
            default -> throw new IllegalStateException("no zero for " + schema);
        };
        return new Schema.Field(name, schema, null, zero);
    }

    /** The class's name without its package; a nested class's {@code $} is not allowed in an Avro name. */
    static String avroName(Class<?> type) {
        String name = type.getName().substring(type.getPackageName().isEmpty() ? 0 : type.getPackageName().length() + 1);
        return name.replace('$', '_');
    }

    private static IllegalArgumentException refused(Type type, Class<?> owner, String field) {
        return new IllegalArgumentException("no Avro schema for " + owner.getSimpleName() + "." + field + " declared "
                + type.getTypeName() + ": only a union a schema author lists by hand can hold the subtypes of "
                + "Object, an interface or an abstract class, and its declaration names none");
    }
}
