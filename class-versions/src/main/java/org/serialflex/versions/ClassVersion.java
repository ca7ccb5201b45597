package org.serialflex.versions;

/**
 * The two class versions (v1, v2) of the DTO classes of a criterion; not a library version.
 *
 * <p>Both versions use the same fully-qualified class names; a world holds exactly one of them.
 * <pre>{@code
 * Map<String, byte[]> writerClasses = versions.classBytes(ClassVersion.V1);
 * Map<String, byte[]> readerClasses = versions.classBytes(ClassVersion.V1.other());
 * }</pre>
 */
public enum ClassVersion {
    /** The older version of the classes. */
    V1,
    /** The newer version of the classes. */
    V2;

    /**
     * Returns the short lower-case label used in file names and case ids.
     *
     * @return {@code "v1"} or {@code "v2"}
     */
    public String label() {
        return this == V1 ? "v1" : "v2";
    }

    /**
     * Returns the opposite version.
     *
     * @return {@link #V2} for {@link #V1} and vice versa
     */
    public ClassVersion other() {
        return this == V1 ? V2 : V1;
    }
}
