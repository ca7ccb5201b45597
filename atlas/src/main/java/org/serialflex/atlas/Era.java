package org.serialflex.atlas;

/**
 * One stretch of a library's history under one pair of Maven coordinates: a library that moved (Fury's
 * {@code org.furyio} → {@code org.apache.fury} → Fory's {@code org.apache.fory}; Jackson 2's {@code com.fasterxml}
 * → Jackson 3's {@code tools.jackson}) has an era per coordinates, each run by the adapter built for it.
 *
 * @param groupId    the Maven group id
 * @param artifactId the artifact whose {@code maven-metadata.xml} lists the releases
 * @param adapter    the kit's adapter that links against this era, or {@code null} when none does
 * @param note       why there is no adapter, or what differs between this era's adapter and the others'; may be empty
 */
record Era(String groupId, String artifactId, String adapter, String note) {

    /** {@code group:artifact}. */
    String coordinates() {
        return groupId + ":" + artifactId;
    }

    /** The era's line in a version file: {@code era: group:artifact adapter|none [note]}. */
    String line() {
        return "era: " + coordinates() + " " + (adapter == null ? "none" : adapter) + (note.isEmpty() ? "" : " " + note);
    }

    static Era parse(String value, String where) {
        String[] parts = value.strip().split("\\s+", 3);
        String[] coordinates = parts[0].split(":");
        if (parts.length < 2 || coordinates.length != 2) {
            throw new IllegalArgumentException(where + ": 'era: " + value + "' is not an era; write "
                    + "'era: group:artifact adapter|none [note]', e.g. 'era: org.apache.fory:fory-core fory'");
        }
        return new Era(coordinates[0], coordinates[1], parts[1].equals("none") ? null : parts[1],
                parts.length > 2 ? parts[2] : "");
    }
}
