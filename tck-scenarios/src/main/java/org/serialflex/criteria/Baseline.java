package org.serialflex.criteria;

import org.serialflex.runner.WorldObjects;
import org.serialflex.verdicts.Expect;
import org.serialflex.verdicts.Expected;
import org.serialflex.versions.Dto;
import org.serialflex.versions.TypeRef;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The well-behaved bean every criterion starts from and changes in ONE respect: a public
 * Serializable class ({@code serialVersionUID = 1L}) with a public no-arg constructor, private
 * fields with getters and setters, of the common types, some of them null, and a nested bean.
 *
 * <p>The list holds an {@link ArrayList} and the map a {@link LinkedHashMap}. Their content is
 * checked everywhere; whether their concrete classes survive is the subject of C17 and C18 and is
 * not counted again in every other criterion (see {@link #COLLECTION_FIELDS}).
 */
final class Baseline {

    /**
     * The baseline's List and Map fields. Their content is checked in every criterion, their
     * concrete class only in C17 and C18, whose subject it is; otherwise a library that builds a
     * HashMap for every declared Map would lose half a point on every criterion for one trait.
     */
    static final java.util.Set<String> COLLECTION_FIELDS = java.util.Set.of("tags", "attributes");

    static final String NAME = "Ann Example";
    static final int COUNT = 42;
    static final long ID = 9_000_000_001L;
    static final double RATIO = 0.25;
    static final BigDecimal PRICE = new BigDecimal("9.99");

    private Baseline() {
    }

    /** The nested bean: {@code street} and {@code zip}. */
    static Dto address(String className) {
        return Dto.bean(className).field("street", String.class).field("zip", int.class);
    }

    /** The baseline bean {@code className} whose {@code address} field is of {@code addressClass}. */
    static Dto bean(String className, String addressClass) {
        return withBaselineFields(Dto.bean(className), addressClass);
    }

    /** The baseline as a record: the baseline fields, in the same order, as its components. */
    static Dto record(String className, String addressClass) {
        return withBaselineFields(Dto.record(className), addressClass);
    }

    private static Dto withBaselineFields(Dto dto, String addressClass) {
        return dto
                .field("name", String.class)
                .field("count", int.class)
                .field("id", long.class)
                .field("ratio", double.class)
                .field("active", boolean.class)
                .field("boxedCount", Integer.class)
                .field("boxedId", Long.class)
                .field("price", BigDecimal.class)
                .field("payload", byte[].class)
                .field("tags", TypeRef.listOf(TypeRef.of(String.class)))
                .field("attributes", TypeRef.mapOf(TypeRef.of(String.class), TypeRef.of(String.class)))
                .field("address", TypeRef.generated(addressClass))
                .field("note", String.class);
    }

    /** Names and values of the baseline fields as the writer sets them ({@code boxedId} and {@code note} stay null). */
    static Object[] values(WorldObjects w, String addressClass) {
        return new Object[]{
                "name", NAME, "count", COUNT, "id", ID, "ratio", RATIO, "active", true,
                "boxedCount", 7, "boxedId", null, "price", PRICE, "payload", new byte[]{1, 2, 3},
                "tags", new ArrayList<>(List.of("red", "green")),
                "attributes", new LinkedHashMap<>(Map.of("colour", "blue")),
                "address", w.bean(addressClass, "street", "1 Main St", "zip", 12345),
                "note", null};
    }

    /** A writer-world baseline bean {@code className} with every baseline value plus {@code extra} name/value pairs. */
    static Object write(WorldObjects w, String className, String addressClass, Object... extra) {
        Object bean = w.bean(className, values(w, addressClass));
        for (int i = 0; i < extra.length; i += 2) {
            w.set(bean, (String) extra[i], extra[i + 1]);
        }
        return bean;
    }

    /** The baseline values in the reader's terms, for a reader class {@code className}. */
    static Expected.Bean expected(String className, String addressClass) {
        return Expect.bean(className)
                .field("name", NAME).field("count", COUNT).field("id", ID).field("ratio", RATIO)
                .field("active", true).field("boxedCount", 7).field("boxedId", null).field("price", PRICE)
                .field("payload", new byte[]{1, 2, 3})
                .field("tags", Expect.anyImplementation(new ArrayList<>(List.of("red", "green"))))
                .field("attributes", Expect.anyImplementation(new LinkedHashMap<>(Map.of("colour", "blue"))))
                .field("address", Expect.bean(addressClass).field("street", "1 Main St").field("zip", 12345))
                .field("note", null);
    }
}
