package org.serialflex.criteria;

import org.serialflex.versions.ClassVersion;

/** Which version writes and which reads, and how that shows in case ids and titles. */
enum Direction {
    /** Both worlds hold v1: the criterion is about one class, not its evolution. */
    SAME(ClassVersion.V1, ClassVersion.V1, "", ""),
    /** New code reads old data: writer v1, reader v2 (backward compatibility). */
    OLD_TO_NEW(ClassVersion.V1, ClassVersion.V2, ".old-to-new", " (old→new)"),
    /** Old code reads new data: writer v2, reader v1 (forward compatibility). */
    NEW_TO_OLD(ClassVersion.V2, ClassVersion.V1, ".new-to-old", " (new→old)");

    final ClassVersion writer;
    final ClassVersion reader;
    private final String idSuffix;
    private final String titleSuffix;

    Direction(ClassVersion writer, ClassVersion reader, String idSuffix, String titleSuffix) {
        this.writer = writer;
        this.reader = reader;
        this.idSuffix = idSuffix;
        this.titleSuffix = titleSuffix;
    }

    String id(String base) {
        return base + idSuffix;
    }

    String title(String base) {
        return base + titleSuffix;
    }
}
