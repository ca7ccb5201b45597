package org.serialflex.adapters.avro;

import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Java object as Avro's generic data for the writer's schema derived from its class
 * ({@link SchemaDerivation}): records as {@link GenericData.Record}, enums as
 * {@link GenericData.EnumSymbol}, collections and arrays as lists, {@code byte[]} as a
 * {@link ByteBuffer}, numbers and text as Avro's primitives. The schema drives the walk; the object
 * only supplies values.
 */
final class ToGeneric {

    private ToGeneric() {
    }

    static Object datum(Object value, Schema schema) {
        if (value == null) {
            return null;
        }
        return switch (schema.getType()) {
            case UNION -> datum(value, nonNull(schema));
            case INT -> value instanceof Character c ? (int) c : ((Number) value).intValue();
            case LONG -> ((Number) value).longValue();
            case FLOAT -> ((Number) value).floatValue();
            case DOUBLE -> ((Number) value).doubleValue();
            case BOOLEAN -> value;
            case STRING -> value.toString();
            case BYTES -> ByteBuffer.wrap((byte[]) value);
            case ENUM -> new GenericData.EnumSymbol(schema, ((Enum<?>) value).name());
            case ARRAY -> array(value, schema.getElementType());
            case MAP -> map((Map<?, ?>) value, schema.getValueType());
            case RECORD -> record(value, schema);
            default -> throw new IllegalStateException("SchemaDerivation makes no " + schema.getType());
        };
    }

    /** The one branch of a {@code ["null", T]} union that is not null. */
    static Schema nonNull(Schema union) {
        return union.getTypes().get(1);
    }

    private static List<Object> array(Object value, Schema element) {
        List<Object> items = new ArrayList<>();
        if (value instanceof Map<?, ?> map) {
            map.entrySet().forEach(entry -> items.add(datum(entry, element)));
        } else if (value instanceof Collection<?> collection) {
            collection.forEach(item -> items.add(datum(item, element)));
        } else {
            for (int i = 0; i < Array.getLength(value); i++) {
                items.add(datum(Array.get(value, i), element));
            }
        }
        return items;
    }

    private static Map<String, Object> map(Map<?, ?> value, Schema valueSchema) {
        Map<String, Object> map = new LinkedHashMap<>();
        value.forEach((key, item) -> map.put(key.toString(), datum(item, valueSchema)));
        return map;
    }

    private static GenericData.Record record(Object value, Schema schema) {
        GenericData.Record record = new GenericData.Record(schema);
        if (value instanceof Map.Entry<?, ?> entry) {
            record.put("key", datum(entry.getKey(), schema.getField("key").schema()));
            record.put("value", datum(entry.getValue(), schema.getField("value").schema()));
            return record;
        }
        Map<String, Field> fields = JavaFields.of(value.getClass());
        for (Schema.Field field : schema.getFields()) {
            try {
                record.put(field.pos(), datum(fields.get(field.name()).get(value), field.schema()));
            } catch (IllegalAccessException e) {
                throw new IllegalStateException("cannot read " + field.name() + " of " + value.getClass().getName(), e);
            }
        }
        return record;
    }
}
