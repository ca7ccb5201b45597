package org.serialflex.adapters.jackson3;

import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;
import tools.jackson.databind.ObjectMapper;

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
}
