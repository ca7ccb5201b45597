package org.serialflex.check;

import java.util.List;

/**
 * The kinds of change the structural diff names, each with the criteria of the kit it falls under
 * (docs/criteria.md), so a team reads what the chosen library scored on that kind of change.
 */
public enum ChangeKind {
    /** A class the old version has and the new lacks: the new reader misses it (old→new). */
    CLASS_REMOVED("class missing in the new version", "C13"),
    /** A class only the new version has: the old reader misses it (new→old). */
    CLASS_ADDED("class missing in the old version", "C13"),
    /** A field only the new version declares: new field at the reader (old→new) and at the writer (new→old). */
    FIELD_ADDED("field added", "C06", "C05"),
    /** A field only the old version declares. */
    FIELD_REMOVED("field removed", "C05", "C06"),
    /** One field removed and one of the same type added in its place. */
    PROBABLY_RENAMED("field probably renamed", "C07"),
    /** Same name, another type. */
    FIELD_RETYPED("field retyped", "C08"),
    /** Same name, another kind of collection or an array turned collection. */
    COLLECTION_RETYPED("collection type changed", "C19"),
    /** The fields both versions declare, in another order, or with a field inserted between them. */
    FIELDS_REORDERED("fields reordered", "C09"),
    /** Another superclass, or a field moved between a class and its superclass. */
    HIERARCHY_CHANGED("class hierarchy changed", "C10"),
    /** Enum constants added at the end or removed from it: every other constant keeps its ordinal. */
    ENUM_CONSTANTS_CHANGED("enum constants changed", "C14"),
    /**
     * Enum constants inserted, removed before others or reordered: a constant keeps its name but not its
     * ordinal, so a format that writes ordinals reads another constant (CORRUPT).
     */
    ENUM_ORDINALS_SHIFTED("enum ordinals shifted", "C14"),
    /** A record's components added, removed or reordered. */
    RECORD_COMPONENTS_CHANGED("record components changed", "C20"),
    /** A field became transient or stopped being transient. */
    TRANSIENT_CHANGED("transient changed", "C04");

    private final String title;
    private final List<String> criteria;

    ChangeKind(String title, String... criteria) {
        this.title = title;
        this.criteria = List.of(criteria);
    }

    /** E.g. {@code field probably renamed}. */
    public String title() {
        return title;
    }

    /** The kit's criteria this kind of change falls under, e.g. {@code [C07]}. */
    public List<String> criteria() {
        return criteria;
    }
}
