package org.serialflex.adapters.jackson3;

import java.util.LinkedHashMap;
import java.util.Map;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;
import tools.jackson.databind.BeanDescription;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.SerializationConfig;
import tools.jackson.databind.introspect.BeanPropertyDefinition;
import tools.jackson.databind.introspect.ClassIntrospector;

/**
 * The write and read both Jackson 3 adapters share: the whole object through one
 * {@link ObjectMapper}, read back as the reader's class of the root, or as {@code Object} when the
 * reader world lacks that class (a plain mapper then returns a Map, a typed one fails to resolve
 * the type id; either is the verdict). Jackson 3's exceptions are unchecked and never caught.
 */
abstract class Jackson3Adapter implements SerializerAdapter {

    /** One per adapter instance, hence one per world: no Jackson cache is shared between worlds. */
    private final ObjectMapper mapper;

    Jackson3Adapter(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    public final Library library() {
        return Library.fromPomProperties("tools.jackson.core", "jackson-databind", ObjectMapper.class);
    }

    @Override
    public final byte[] write(Object value) {
        return mapper.writeValueAsBytes(value);
    }

    @Override
    public final Object read(byte[] bytes, Class<?> rootType) {
        Class<?> type = rootType == null ? Object.class : rootType;
        return mapper.readValue(bytes, type);
    }

    /**
     * The property names this mapper's own introspection gives the fields of {@code type}, where
     * they differ from the Java names ({@code @JsonProperty}, a naming strategy), so that a check
     * of a team's classes matches fields as the bytes name them.
     */
    @Override
    public final Map<String, String> propertyNames(Class<?> type) {
        SerializationConfig config = mapper.serializationConfig();
        JavaType javaType = config.constructType(type);
        ClassIntrospector introspector = config.classIntrospectorInstance().forOperation(config);
        BeanDescription description = introspector.introspectForSerialization(javaType,
                introspector.introspectClassAnnotations(javaType));
        Map<String, String> names = new LinkedHashMap<>();
        for (BeanPropertyDefinition property : description.findProperties()) {
            if (property.hasField() && !property.getField().getName().equals(property.getName())) {
                names.put(property.getField().getName(), property.getName());
            }
        }
        return names;
    }
}
