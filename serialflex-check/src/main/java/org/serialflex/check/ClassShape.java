package org.serialflex.check;

import java.util.List;

/**
 * What the structural diff knows of one class of one version, read by reflection in a loader of
 * its own.
 *
 * @param name          binary name
 * @param kind          class, record, enum, interface or abstract class
 * @param superclass    binary name of the superclass, {@code null} for interfaces
 * @param fields        instance fields of the class and its superclasses among the team's classes, in
 *                      declaration order, superclass fields first
 * @param enumConstants an enum's constants in declaration order, else empty
 */
record ClassShape(String name, Kind kind, String superclass, List<FieldShape> fields, List<String> enumConstants) {

    /** What sort of type a class is. */
    enum Kind { CLASS, ABSTRACT, INTERFACE, ENUM, RECORD }

    /**
     * @param name          the field's name
     * @param type          its declared type as the source says it ({@code java.util.List<java.lang.String>})
     * @param rawType       its erasure's binary name
     * @param declaringClass the class that declares it
     * @param isTransient   whether it is {@code transient}
     */
    record FieldShape(String name, String type, String rawType, String declaringClass, boolean isTransient) {
    }

    ClassShape {
        fields = List.copyOf(fields);
        enumConstants = List.copyOf(enumConstants);
    }

    /** The field called {@code fieldName}, or {@code null}. */
    FieldShape field(String fieldName) {
        return fields.stream().filter(f -> f.name().equals(fieldName)).findFirst().orElse(null);
    }

    boolean concrete() {
        return kind == Kind.CLASS || kind == Kind.RECORD;
    }
}
