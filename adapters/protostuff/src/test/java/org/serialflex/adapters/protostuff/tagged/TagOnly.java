package org.serialflex.adapters.protostuff.tagged;

import io.protostuff.Tag;

/** Numbered by {@code @Tag} alone: what protostuff's documentation shows. */
public final class TagOnly {

    @Tag(9) String last;
    @Tag(2) int count;
    @Tag(5) String first;
}
