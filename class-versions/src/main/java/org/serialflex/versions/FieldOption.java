package org.serialflex.versions;

/**
 * A modifier of a generated field, added to the default {@code private} visibility.
 *
 * <pre>{@code
 * Dto.bean("org.x.Order").field("items", TypeRef.listOf(String.class), FieldOption.FINAL)
 * }</pre>
 */
public enum FieldOption {
    /** The field is {@code final}; constructors taking arguments assign it. */
    FINAL,
    /** The field is {@code transient}; it is not a constructor parameter. */
    TRANSIENT,
    /** The field is {@code static}; it has no accessors and is not a constructor parameter. */
    STATIC
}
