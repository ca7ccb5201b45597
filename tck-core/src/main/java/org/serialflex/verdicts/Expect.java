package org.serialflex.verdicts;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Factory of {@link Expected} nodes, written in the reader's terms:
 * <pre>{@code
 * Expect.bean("org.serialflex.dto.c07.Contact")
 *       .field("name", "Ann")
 *       .field("phoneNumber", Expect.defaultOrCarried("555-0100"))
 * }</pre>
 */
public final class Expect {

    private Expect() {
    }

    /** A bean of the reader world; unlisted fields must hold their Java default. */
    public static Expected.Bean bean(String className) {
        return new Expected.Bean(className, Map.of());
    }

    /** A record of the reader world; unlisted components must hold their Java default. */
    public static Expected.Bean record(String className) {
        return bean(className);
    }

    /** The reader world's enum constant. */
    public static Expected enumConstant(String className, String name) {
        return new Expected.EnumConstant(className, name);
    }

    /** A field the reader added: Java default, or the value the reader's constructor assigns. */
    public static Expected defaultOrInitializer(Object initializerValue) {
        return new Expected.DefaultOr(initializerValue, "default or initializer");
    }

    /** A value the format may carry or leave out (a renamed field): Java default or the writer's value. */
    public static Expected defaultOrCarried(Object writerValue) {
        return new Expected.DefaultOr(writerValue, "default or carried");
    }

    /** PASS on {@code pass}, DEGRADED on {@code degraded} (explained by {@code degradedMeans}), CORRUPT otherwise. */
    public static Expected passOrDegraded(Object pass, Object degraded, String degradedMeans) {
        return new Expected.PassOrDegraded(pass, degraded, degradedMeans);
    }

    /**
     * A stand-in for an object of a class missing at the reader; {@code namesAndValues} alternates
     * field names and expected values.
     */
    public static Expected placeholder(String missingClassName, Object... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("placeholder needs name/value pairs, got " + namesAndValues.length
                    + " arguments");
        }
        Map<String, Object> fields = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            fields.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return new Expected.Placeholder(missingClassName, fields);
    }

    /** The reader world's own {@code instance} (a singleton); an equal copy is DEGRADED. */
    public static Expected sameInstance(Object instance) {
        return new Expected.SameInstance(instance);
    }

    /** A collection or map whose concrete class does not count, only its content (and order, if ordered). */
    public static Expected anyImplementation(Object collectionOrMap) {
        return new Expected.AnyImplementation(collectionOrMap);
    }

    /** {@code expected} with no collection's or map's concrete class judged anywhere in it, see {@link Expected.CollectionsByContent}. */
    public static Expected collectionsByContent(Object expected) {
        return new Expected.CollectionsByContent(expected);
    }

    /** {@code expected}, with the collections and maps in fields named {@code fieldNames} compared by content only. */
    public static Expected contentOnlyFields(Object expected, java.util.Set<String> fieldNames) {
        return new Expected.ContentOnlyFields(expected, fieldNames);
    }
}
