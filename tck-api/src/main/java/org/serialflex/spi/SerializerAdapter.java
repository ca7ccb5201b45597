package org.serialflex.spi;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The one type a library author implements to have a serializer scored by the kit.
 *
 * <p>Two methods carry the work: {@link #write(Object)} turns an object into bytes in the
 * <em>writer world</em>, {@link #read(byte[], Class)} turns those bytes back into an object in the
 * <em>reader world</em>. Everything else is an optional hook with a safe default.
 *
 * <p>The kit creates a fresh instance in every world through {@link java.util.ServiceLoader}
 * (register the class in {@code META-INF/services/org.serialflex.spi.SerializerAdapter}). A world
 * is a class loader that holds its own copy of the library, of the adapter and of one version of
 * the DTO classes, so an instance never sees classes or static state of the other world; keep
 * library instances in fields of the adapter (one per world), never in static state shared with
 * the kit. The thread context class loader is the world's loader while a hook runs.
 *
 * <p>Implementations need a public no-arg constructor. Exceptions thrown by {@code write} and
 * {@code read} are verdicts ({@code WRITE_FAILED}, {@code READ_FAILED}); do not catch them.
 */
public interface SerializerAdapter {

    /** Stable, lower-case id used in file names, selection properties and reports, e.g. {@code kryo-unsafe}. */
    String id();

    /** Name shown in the matrix, e.g. {@code "Kryo (unsafe)"}. */
    String displayName();

    /** The library under test, as it is resolved on the class path of the adapter module. */
    Library library();

    /**
     * The wire format this adapter writes, e.g. {@code json}: two adapters that declare the same
     * format may form an upgrade lane, one writing and the other reading (Jackson 2's
     * {@code jackson-json} and Jackson 3's {@code jackson3-json} both write {@code json}). The
     * default, the adapter's id, pairs the adapter only with itself at another library version or JDK.
     */
    default String format() {
        return id();
    }

    /**
     * Serializes {@code value}, the root object of a case, in the writer world.
     *
     * @return the bytes that will be handed to the reader world; never {@code null}
     */
    byte[] write(Object value) throws Exception;

    /**
     * Deserializes {@code bytes} in the reader world.
     *
     * @param rootType the reader world's class of the root object the writer sent, or {@code null}
     *                 when the reader world has no such class (a class missing at the reader)
     */
    Object read(byte[] bytes, Class<?> rootType) throws Exception;

    /**
     * Declares up front that this adapter cannot express a case, e.g. a format whose root must be
     * a document. The case is scored {@code UNSUPPORTED} and never run.
     *
     * @return the reason, or empty when the case is supported (the default)
     */
    default Optional<String> unsupported(CaseInfo caseInfo) {
        return Optional.empty();
    }

    /**
     * Out-of-band metadata produced by the writer world after {@link #write(Object)}, for
     * libraries that exchange schemas beside the payload (one-nio's serializer snapshot). The
     * blob is handed to {@link #acceptMetadata(byte[])} in the reader world before
     * {@link #read(byte[], Class)}.
     *
     * @param written the object that was just written
     * @return the blob, or {@code null} when there is nothing to exchange (the default)
     */
    default byte[] exportMetadata(Object written) throws Exception {
        return null;
    }

    /** Receives the writer world's {@link #exportMetadata(Object)} blob; never called with {@code null}. */
    default void acceptMetadata(byte[] metadata) throws Exception {
    }

    /**
     * The names this adapter's library writes in its bytes for the fields of {@code type}, where they
     * are not the Java field names: Jackson's property names, Gson's serialized names, as the library's
     * own introspection and this adapter's configuration give them. Never scored on the criteria: the
     * check of a team's classes ({@code serialflex:check}) matches two class versions' fields by these
     * names, so that a Java rename which keeps its name in the bytes is no change at all, and a field
     * whose name in the bytes changed is one. Called in a world, on that world's class.
     *
     * @return Java field name → name in the bytes, for the fields whose two names differ; empty (the default)
     *         when the library names fields as Java does, or does not name them at all
     */
    default java.util.Map<String, String> propertyNames(Class<?> type) {
        return java.util.Map.of();
    }

    /**
     * JVM options the library needs, e.g. {@code --add-opens java.base/java.lang=ALL-UNNAMED}.
     * The kit checks them before any case runs and refuses to score with a message that prints
     * the missing ones, so a missing flag never shows up as a row of failed verdicts.
     */
    default List<JvmOption> requiredJvmOptions() {
        return List.of();
    }

    /**
     * The configuration this library's documentation recommends for untrusted input, for the
     * safety profile only (never scored on the criteria). The kit calls this on an adapter it
     * created in a world and uses the returned adapter in that same world.
     *
     * <p>An allow-list needs to know what the application expects: {@code applicationClasses}
     * names the classes (binary names) the probes send and read on purpose, all of them in the
     * package {@code org.serialflex.dto.safety}; an application would list its own DTOs. JDK value
     * and collection classes are for the adapter to admit as its library's docs advise.
     *
     * @return the hardened configuration, or {@link Hardening#none(String)} with the reason the
     *         library has none (the default says the adapter declared nothing)
     */
    default Hardening hardening(Set<String> applicationClasses) {
        return Hardening.none("the adapter declares no hardened configuration");
    }

    /**
     * A writer of this adapter's format with the library's own restrictions on what it writes lifted
     * (an allow list, a trust list, a registration requirement, a nesting limit), as an attacker
     * writes with a copy of the library configured for the purpose; empty (the default) when this
     * adapter's writer restricts nothing or the library offers no way to lift it. For the safety
     * profile only: when this adapter's writer refuses to write a class the reader never asked for,
     * or a depth bomb the kit cannot splice from its shallow bytes, the probe writes the bytes with
     * this one, so that it measures what the reader does with them.
     * Never read with, never scored. The kit calls this on an adapter it created in a world and uses
     * the returned writer in that same world, which no reader shares: a restriction lifted in the
     * library's static state lifts it for that world's writers only.
     */
    default Optional<SerializerAdapter> unrestrictedWriter() {
        return Optional.empty();
    }
}
