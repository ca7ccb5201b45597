package org.serialflex.versions;

import java.util.Map;

/** Writes a generated enum (and its constant bodies) with ASM. */
final class EnumWriter {

    private EnumWriter() {
    }

    static Map<String, byte[]> write(DtoSpec spec) {
        throw new UnsupportedOperationException("enums are not generated yet: " + spec.className());
    }
}
