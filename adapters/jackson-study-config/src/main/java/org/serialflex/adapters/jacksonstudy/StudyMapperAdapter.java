package org.serialflex.adapters.jacksonstudy;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

/**
 * The write and read every Jackson-family adapter shares: the whole object through one
 * {@link ObjectMapper}, read back as the reader's class of the root. When the reader world lacks
 * that class it reads as {@code Object}: a plain mapper then returns a Map, a typed one fails to
 * resolve the type id, and either is the verdict. Exceptions are never caught.
 */
public abstract class StudyMapperAdapter implements SerializerAdapter {

    private final String id;
    private final String displayName;
    private final Library library;
    /** One per adapter instance, hence one per world: no Jackson cache is shared between worlds. */
    private final ObjectMapper mapper;

    /**
     * @param id          the adapter id, e.g. {@code jackson-smile-typed}
     * @param displayName the name in the matrix, e.g. {@code Jackson Smile (with types)}
     * @param library     the library scored, as loaded
     * @param mapper      a mapper from {@link StudyMappers}
     */
    protected StudyMapperAdapter(String id, String displayName, Library library, ObjectMapper mapper) {
        this.id = id;
        this.displayName = displayName;
        this.library = library;
        this.mapper = mapper;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String displayName() {
        return displayName;
    }

    @Override
    public final Library library() {
        return library;
    }

    @Override
    public byte[] write(Object value) throws Exception {
        return mapper.writeValueAsBytes(value);
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) throws Exception {
        Class<?> type = rootType == null ? Object.class : rootType;
        return mapper.readValue(bytes, type);
    }
}
