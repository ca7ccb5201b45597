package org.serialflex.adapters.protostuff.tagged;

import io.protostuff.Tag;
import org.serialflex.versions.runtime.FieldId;

import java.util.List;

/**
 * Version 1 of an order, numbered both ways; its numbers are not its declaration order, so an
 * untagged schema writes other bytes. {@code extra} is declared {@code Object}: its value's class
 * name travels, as in the kit's polymorphic cases.
 */
public final class OrderV1 {

    @Tag(3) @FieldId(3) String city;
    @Tag(1) @FieldId(1) long id;
    @Tag(2) @FieldId(2) String phone;
    @Tag(4) @FieldId(4) Customer customer;
    @Tag(5) @FieldId(5) List<String> tags;
    @Tag(6) @FieldId(6) String note;
    @Tag(7) @FieldId(7) Object extra;
    @Tag(9) @FieldId(9) Status status;
    @Tag(10) @FieldId(10) List<Status> history;
}
