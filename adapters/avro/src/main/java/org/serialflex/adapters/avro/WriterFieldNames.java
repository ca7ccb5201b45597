package org.serialflex.adapters.avro;

import org.apache.avro.Schema;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The writer's field names by field number, per record, read from the {@value SchemaDerivation#FIELD_ID}
 * attributes of the writer's schema: what lets the reader's schema name a renamed field's old name
 * as its alias, as the author who renamed it would. Fields without a number give nothing.
 */
final class WriterFieldNames {

    private WriterFieldNames() {
    }

    /** Record full name, then field number, then the writer's field name. */
    static Map<String, Map<Integer, String>> of(Schema writerSchema) {
        Map<String, Map<Integer, String>> names = new HashMap<>();
        collect(writerSchema, names, new HashSet<>());
        return names;
    }

    private static void collect(Schema schema, Map<String, Map<Integer, String>> names, Set<String> seen) {
        switch (schema.getType()) {
            case UNION -> schema.getTypes().forEach(branch -> collect(branch, names, seen));
            case ARRAY -> collect(schema.getElementType(), names, seen);
            case MAP -> collect(schema.getValueType(), names, seen);
            case RECORD -> {
                if (!seen.add(schema.getFullName())) {
                    return;
                }
                Map<Integer, String> byId = names.computeIfAbsent(schema.getFullName(), name -> new HashMap<>());
                for (Schema.Field field : schema.getFields()) {
                    if (field.getObjectProp(SchemaDerivation.FIELD_ID) instanceof Number id) {
                        byId.put(id.intValue(), field.name());
                    }
                    collect(field.schema(), names, seen);
                }
            }
            default -> {
            }
        }
    }
}
