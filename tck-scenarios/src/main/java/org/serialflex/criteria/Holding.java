package org.serialflex.criteria;

/**
 * Where the {@link ValueZoo} holds a value, and so whether the bytes must say what the value is. A library writes a
 * class id (a registration number, a type code, a class name) for a value whose declared type does not tell it: as
 * the root, in a field declared {@code Object}, as an element or a map value; a final declared type needs none. An
 * upgrade that shifts a library's table of built-in ids breaks only the holdings that write one, so every value is
 * held all four ways.
 */
enum Holding {
    /** The value is the root object the adapter writes. */
    ROOT("as-root", "as the root"),
    /** A field declared with the value's own type (a {@code UUID} field for a {@code UUID}). */
    TYPED_FIELD("in-typed-field", "in a field of its type"),
    /** A field declared {@code Object}. */
    OBJECT_FIELD("as-object", "as Object"),
    /** An element of a {@code List<Object>} and a value of a {@code Map<String, Object>}, in one holder. */
    COLLECTIONS("in-collections", "in a List<Object> and a Map<String, Object>");

    final String idPart;
    final String titlePart;

    Holding(String idPart, String titlePart) {
        this.idPart = idPart;
        this.titlePart = titlePart;
    }
}
