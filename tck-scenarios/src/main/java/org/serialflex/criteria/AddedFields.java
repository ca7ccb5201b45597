package org.serialflex.criteria;

import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.Dto;
import org.serialflex.versions.TypeRef;

import java.util.List;

/**
 * The classes C05 and C06 share: v2 of the baseline bean appends a primitive, a String, a nested
 * bean and a list. The primitive and the String have initializers, so a reader may show either
 * the Java default or its own initializer value.
 */
final class AddedFields {

    static final int RETRIES_INITIALIZER = 3;
    static final String STATUS_INITIALIZER = "NEW";

    final String order;
    final String address;
    final String shipment;
    final ClassVersions versions;

    AddedFields(String packageName) {
        order = packageName + ".Order";
        address = packageName + ".Address";
        shipment = packageName + ".Shipment";
        Dto v1 = Baseline.bean(order, address);
        Dto v2 = v1
                .fieldWithInitializer("retries", int.class, RETRIES_INITIALIZER)
                .fieldWithInitializer("status", String.class, STATUS_INITIALIZER)
                .field("shipment", TypeRef.generated(shipment))
                .field("history", TypeRef.listOf(TypeRef.of(String.class)));
        Dto shipmentDto = Dto.bean(shipment).field("carrier", String.class).field("weight", int.class);
        versions = ClassVersions.of(List.of(v1, Baseline.address(address)),
                List.of(v2, Baseline.address(address), shipmentDto));
    }
}
