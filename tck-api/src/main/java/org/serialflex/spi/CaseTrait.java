package org.serialflex.spi;

/**
 * Facts about a case that a format may be unable to express, for
 * {@link SerializerAdapter#unsupported(CaseInfo)}.
 */
public enum CaseTrait {
    /** The root object is a collection or a map rather than a bean. */
    ROOT_COLLECTION,
    /** The root object is a record. */
    ROOT_RECORD,
    /** The root object is an enum constant. */
    ROOT_ENUM,
    /**
     * The root object is a single JDK value rather than a bean, record, enum constant, collection or map: a
     * {@code String}, a boxed number, a {@code UUID}, a date, an {@code Optional}, an array (the value zoo's
     * values held as the root). A format whose root must be a document or a message cannot write one.
     */
    ROOT_VALUE,
    /** The root object's class does not exist in the reader world. */
    ROOT_CLASS_MISSING_AT_READER,
    /** The object graph contains a cycle. */
    CYCLE,
    /** The case needs {@link java.io.Externalizable} support to pass. */
    EXTERNALIZABLE,
    /** The root or a field holds a value whose class does not implement {@link java.io.Serializable}. */
    NOT_SERIALIZABLE
}
