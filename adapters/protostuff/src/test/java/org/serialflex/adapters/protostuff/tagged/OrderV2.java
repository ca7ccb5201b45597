package org.serialflex.adapters.protostuff.tagged;

import io.protostuff.Tag;
import org.serialflex.versions.runtime.FieldId;

import java.util.List;

/**
 * Version 2 of {@link OrderV1}, as a careful author evolves it: {@code phone} renamed
 * {@code phoneNumber} (number 2 kept), {@code priority} added between existing fields (a fresh
 * number, 8), the declarations reordered, {@code note} retired with {@code @Deprecated} (protostuff
 * skips it; its number 6 stays unused) and {@code city} removed (number 3 never reused).
 */
public final class OrderV2 {

    @Tag(4) @FieldId(4) Customer customer;
    @Tag(2) @FieldId(2) String phoneNumber;
    @Tag(8) @FieldId(8) int priority;
    @Tag(1) @FieldId(1) long id;
    @Deprecated @Tag(6) @FieldId(6) String note;
    @Tag(7) @FieldId(7) Object extra;
    @Tag(9) @FieldId(9) Status status;
    @Tag(10) @FieldId(10) List<Status> history;
    @Tag(5) @FieldId(5) List<String> tags;
}
