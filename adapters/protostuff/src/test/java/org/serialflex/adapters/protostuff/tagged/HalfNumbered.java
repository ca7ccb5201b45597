package org.serialflex.adapters.protostuff.tagged;

import org.serialflex.versions.runtime.FieldId;

/** Some fields numbered, one not: protostuff refuses such a class under {@code @Tag}, so the adapter does too. */
public final class HalfNumbered {

    @FieldId(1) String numbered;
    String forgotten;
}
