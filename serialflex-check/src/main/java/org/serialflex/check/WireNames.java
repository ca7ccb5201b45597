package org.serialflex.check;

/**
 * The name a library puts in the bytes for a Java field (Jackson's property name, Gson's serialized
 * name), so that the structural diff matches the old and new fields as the library does: a field
 * renamed in Java that keeps its wire name is no change at all, and a field that keeps its Java name
 * but gets another wire name is a rename.
 */
@FunctionalInterface
public interface WireNames {

    /** Which of the two versions a class belongs to. */
    enum Version { OLD, NEW }

    /** Every field is written under its Java name (Java serialization, Kryo, Fory...). */
    WireNames JAVA_NAMES = (className, fieldName, version) -> fieldName;

    /**
     * @param className the class whose objects are written (binary name): the field may be declared
     *                  in one of its superclasses
     * @param fieldName the field's Java name
     * @param version   the version {@code className} belongs to
     * @return the field's name in the bytes; {@code null} means its Java name
     */
    String of(String className, String fieldName, Version version);
}
