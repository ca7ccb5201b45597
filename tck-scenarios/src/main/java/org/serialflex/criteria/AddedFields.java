package org.serialflex.criteria;

import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.Dto;
import org.serialflex.versions.TypeRef;

import java.util.List;

/**
 * The classes C05 and C06 share: v2 of the baseline bean appends a primitive, a String, a nested
 * bean and a list ({@link #versions}), or only one of them ({@link #adding}). The primitive and the
 * String have initializers, so a reader may show either the Java default or its own initializer
 * value.
 */
final class AddedFields {

    static final int RETRIES_INITIALIZER = 3;
    static final String STATUS_INITIALIZER = "NEW";

    final String order;
    final String address;
    final String shipment;
    /** v2 with all four fields added. */
    final ClassVersions versions;

    AddedFields(String packageName) {
        order = packageName + ".Order";
        address = packageName + ".Address";
        shipment = packageName + ".Shipment";
        versions = adding(Kind.values());
    }

    /** One kind of added field, named by its field. */
    enum Kind {
        PRIMITIVE("retries"), STRING("status"), BEAN("shipment"), LIST("history");

        final String field;

        Kind(String field) {
            this.field = field;
        }
    }

    /** v1 and a v2 that appends the fields of {@code kinds}, in this order: retries, status, shipment, history. */
    ClassVersions adding(Kind... kinds) {
        List<Kind> added = List.of(kinds);
        Dto v1 = Baseline.bean(order, address);
        Dto v2 = v1;
        if (added.contains(Kind.PRIMITIVE)) {
            v2 = v2.fieldWithInitializer("retries", int.class, RETRIES_INITIALIZER);
        }
        if (added.contains(Kind.STRING)) {
            v2 = v2.fieldWithInitializer("status", String.class, STATUS_INITIALIZER);
        }
        if (added.contains(Kind.BEAN)) {
            v2 = v2.field("shipment", TypeRef.generated(shipment));
        }
        if (added.contains(Kind.LIST)) {
            v2 = v2.field("history", TypeRef.listOf(TypeRef.of(String.class)));
        }
        Dto shipmentDto = Dto.bean(shipment).field("carrier", String.class).field("weight", int.class);
        return ClassVersions.of(List.of(v1, Baseline.address(address)),
                List.of(v2, Baseline.address(address), shipmentDto));
    }
}
