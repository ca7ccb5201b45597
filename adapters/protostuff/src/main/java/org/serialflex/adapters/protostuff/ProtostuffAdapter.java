package org.serialflex.adapters.protostuff;

import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.RuntimeSchema;
import org.serialflex.spi.CaseInfo;
import org.serialflex.spi.CaseTrait;
import org.serialflex.spi.Hardening;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.util.Optional;
import java.util.Set;

/**
 * protostuff-runtime as its documentation presents it for existing POJOs
 * (https://protostuff.github.io/docs/protostuff-runtime): {@link RuntimeSchema#getSchema(Class)}
 * builds the schema of a class at run time, and {@link ProtostuffIOUtil} writes the protobuf
 * binary format. Defaults throughout, in particular no {@code protostuff.runtime.*} system property.
 *
 * <p>What the documentation says about evolution: without {@code @Tag} annotations "the field's
 * number is ordered according to their declaration in the pojo (top to bottom)", and {@code @Tag}
 * gives "explicit control of the field numbers" for "forward-backward compatibility". The kit's
 * classes are a team's ordinary DTOs, not annotated for protostuff, so field numbers are
 * declaration positions: fields appended at the end evolve cleanly, fields inserted, reordered or
 * removed shift the numbers of the ones after them. That is what this adapter measures.
 *
 * <p>A protobuf message carries no name of its type, so the reader needs its own class of the
 * root: {@code rootType}. Hence the cases declared {@link #unsupported}: a root that is not a
 * message (a collection, a map, an enum constant) and a root whose class the reader lacks.
 */
public final class ProtostuffAdapter implements SerializerAdapter {

    private static final int BUFFER_SIZE = 512;

    @Override
    public String id() {
        return "protostuff";
    }

    @Override
    public String displayName() {
        return "Protostuff";
    }

    /** RuntimeSchema derives a schema from a JDK value's private fields where protostuff has no delegate (the value zoo's URI, Locale, Calendar, Charset), as a team storing them must allow on JDK 17. */
    @Override
    public java.util.List<org.serialflex.spi.JvmOption> requiredJvmOptions() {
        return java.util.List.of(org.serialflex.spi.JvmOption.addOpens("java.base", "java.util"),
                org.serialflex.spi.JvmOption.addOpens("java.base", "java.net"),
                new org.serialflex.spi.JvmOption("--add-exports=java.base/sun.nio.cs=ALL-UNNAMED"),
                new org.serialflex.spi.JvmOption("--add-exports=java.base/sun.util.calendar=ALL-UNNAMED"));
    }

    @Override
    public Library library() {
        return Library.fromPomProperties("io.protostuff", "protostuff-runtime", RuntimeSchema.class);
    }

    @Override
    public Optional<String> unsupported(CaseInfo caseInfo) {
        if (caseInfo.has(CaseTrait.ROOT_COLLECTION) || caseInfo.has(CaseTrait.ROOT_ENUM)
                || caseInfo.has(CaseTrait.ROOT_VALUE)) {
            return Optional.of("a protobuf stream's root is a message (a class with fields); RuntimeSchema has no "
                    + "schema for a collection, map, enum constant or single value (a String, a number, a UUID, a "
                    + "date) as the root");
        }
        if (caseInfo.has(CaseTrait.ROOT_CLASS_MISSING_AT_READER)) {
            return Optional.of("a protobuf message carries no type name, so a reader without the root class has "
                    + "no schema to read it with");
        }
        return Optional.empty();
    }

    @Override
    @SuppressWarnings("unchecked")
    public byte[] write(Object value) {
        Schema<Object> schema = RuntimeSchema.getSchema((Class<Object>) value.getClass());
        return ProtostuffIOUtil.toByteArray(value, schema, LinkedBuffer.allocate(BUFFER_SIZE));
    }

    @Override
    @SuppressWarnings("unchecked")
    public Object read(byte[] bytes, Class<?> rootType) {
        Schema<Object> schema = RuntimeSchema.getSchema((Class<Object>) rootType);
        Object message = schema.newMessage();
        ProtostuffIOUtil.mergeFrom(bytes, message, schema);
        return message;
    }

    /**
     * None: protostuff's documentation (https://protostuff.github.io/docs/protostuff-runtime) has no
     * section on untrusted input and names no class filter, registration requirement, depth or
     * length limit. A field declared {@code Object}, an interface or an abstract class carries the
     * class name of its value, which {@code DefaultIdStrategy} loads; the id strategies
     * ({@code ExplicitIdStrategy}) and the system property
     * {@code protostuff.runtime.auto_load_polymorphic_classes} are documented for polymorphic type
     * handling and speed, not as a defence, so declaring one a hardening would be the kit's
     * invention, not the library's advice.
     */
    @Override
    public Hardening hardening(Set<String> applicationClasses) {
        return Hardening.none("protostuff documents no configuration for untrusted input: no class filter, "
                + "registration requirement, depth or length limit; a field declared Object carries its value's "
                + "class name, which DefaultIdStrategy loads (its id strategies and "
                + "protostuff.runtime.auto_load_polymorphic_classes are documented for polymorphism, not as a defence)");
    }
}
