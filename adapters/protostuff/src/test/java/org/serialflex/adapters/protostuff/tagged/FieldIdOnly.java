package org.serialflex.adapters.protostuff.tagged;

import org.serialflex.versions.runtime.FieldId;

/** {@link TagOnly}'s twin numbered by {@code @FieldId} alone, as the kit's generated classes are. */
public final class FieldIdOnly {

    @FieldId(9) String last;
    @FieldId(2) int count;
    @FieldId(5) String first;
}
