package org.serialflex.adapters.jacksonstudy;

import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.introspect.BeanPropertyDefinition;
import org.serialflex.spi.Hardening;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The write and read every Jackson-family adapter shares: the whole object through one
 * {@link ObjectMapper}, read back as the reader's class of the root. When the reader world lacks
 * that class it reads as {@code Object}: a plain mapper then returns a Map, a typed one fails to
 * resolve the type id, and either is the verdict. Exceptions are never caught.
 *
 * <p>A plain mapper has no hardened configuration (see {@link #hardening}); the typed adapters
 * override it with {@link StudyMappers#hardenedTyped}.
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

    /**
     * Jackson 2 before 2.15 reads a {@code Charset} held as the root (the value zoo's) as a bean and so reflects into
     * the JDK's {@code sun.nio.cs} class of it and {@code java.nio.charset}'s fields; a team holding one must export and open them, as the kit's lanes to
     * those versions do.
     */
    @Override
    public java.util.List<org.serialflex.spi.JvmOption> requiredJvmOptions() {
        return java.util.List.of(new org.serialflex.spi.JvmOption("--add-exports=java.base/sun.nio.cs=ALL-UNNAMED"),
                org.serialflex.spi.JvmOption.addOpens("java.base", "java.nio.charset"));
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

    /** The property names this mapper's own introspection gives the fields of {@code type}, where they differ. */
    @Override
    public Map<String, String> propertyNames(Class<?> type) {
        BeanDescription description = mapper.getSerializationConfig().introspect(mapper.constructType(type));
        Map<String, String> names = new LinkedHashMap<>();
        for (BeanPropertyDefinition property : description.findProperties()) {
            if (property.hasField() && !property.getField().getName().equals(property.getName())) {
                names.put(property.getField().getName(), property.getName());
            }
        }
        return names;
    }

    /**
     * None for a plain mapper: the bytes name no class, the reader builds only the class it asks for,
     * and Jackson's {@code StreamReadConstraints} already bound nesting and lengths by default.
     */
    @Override
    public Hardening hardening(Set<String> applicationClasses) {
        return Hardening.none("not needed by Jackson's docs: a plain mapper reads no class names and builds only "
                + "the class it is asked for; StreamReadConstraints bound nesting (1000) and lengths by default");
    }

    /** A typed adapter's hardened configuration over {@code mapper}, a {@link StudyMappers#hardenedTyped} mapper. */
    protected Hardening hardenedTyped(ObjectMapper mapper) {
        return hardenedTyped(mapper, "FAIL_ON_TRAILING_TOKENS");
    }

    /** As {@link #hardenedTyped(ObjectMapper)}, {@code extra} ending the description. */
    protected Hardening hardenedTyped(ObjectMapper mapper, String extra) {
        return Hardening.of("Jackson's advice for polymorphic typing of untrusted input: a PolymorphicTypeValidator "
                + "admitting exactly the application's classes and the JDK classes they hold (no package prefix), "
                + "Jackson's strict defaults instead of the study's leniencies, " + extra,
                new Configured(id + "-hardened", displayName + " hardened", library, mapper));
    }

    /** A mapper adapter of a given configuration, for hardened variants. */
    private static final class Configured extends StudyMapperAdapter {
        Configured(String id, String displayName, Library library, ObjectMapper mapper) {
            super(id, displayName, library, mapper);
        }
    }
}
