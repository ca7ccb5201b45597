package org.serialflex.adapters.protostuff.tagged;

import io.protostuff.Tag;
import org.serialflex.versions.runtime.FieldId;

/** A class that refers to itself: its schema's field needs its own schema, registered before it is built. */
public final class Node {

    @Tag(2) @FieldId(2) String name;
    @Tag(1) @FieldId(1) Node parent;
}
