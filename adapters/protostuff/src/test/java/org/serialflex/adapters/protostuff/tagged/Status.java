package org.serialflex.adapters.protostuff.tagged;

import io.protostuff.Tag;
import org.serialflex.versions.runtime.FieldId;

/** Constants numbered both ways, not by ordinal, so an ordinal on the wire would show. */
public enum Status {
    @Tag(30) @FieldId(30) OPEN,
    @Tag(10) @FieldId(10) PAID,
    @Tag(20) @FieldId(20) SHIPPED
}
