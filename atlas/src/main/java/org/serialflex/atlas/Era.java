package org.serialflex.atlas;

/**
 * One stretch of a library's history run by one adapter: a library that moved (Fury's {@code org.apache.fury} →
 * Fory's {@code org.apache.fory}; Jackson 2's {@code com.fasterxml} → Jackson 3's {@code tools.jackson}) has an era
 * per coordinates, and a library whose API changed under the same coordinates (Fory 1.0's builder) has an era per
 * release range, each run by the adapter built for it.
 *
 * @param groupId    the Maven group id
 * @param artifactId the artifact whose {@code maven-metadata.xml} lists the releases
 * @param range      the releases of these coordinates the era holds, in Maven's range notation ({@code [0.11.0,1.0.0)});
 *                   empty for all of them
 * @param adapter    the kit's adapter that links against this era, or {@code null} when none does
 * @param note       why there is no adapter, or what differs between this era's adapter and the others'; may be empty
 */
record Era(String groupId, String artifactId, String range, String adapter, String note) {

    Era(String groupId, String artifactId, String adapter, String note) {
        this(groupId, artifactId, "", adapter, note);
    }

    /** {@code group:artifact}. */
    String coordinates() {
        return groupId + ":" + artifactId;
    }

    /** Whether the era holds a release of its coordinates: every one when it has no range. */
    boolean holds(String version) {
        if (range.isEmpty()) {
            return true;
        }
        String[] bounds = range.substring(1, range.length() - 1).split(",", -1);
        String low = bounds[0].strip();
        String high = bounds[1].strip();
        int fromLow = low.isEmpty() ? 1 : Release.compareVersions(version, low);
        int toHigh = high.isEmpty() ? -1 : Release.compareVersions(version, high);
        return (range.charAt(0) == '[' ? fromLow >= 0 : fromLow > 0)
                && (range.charAt(range.length() - 1) == ']' ? toHigh <= 0 : toHigh < 0);
    }

    /** The era's line in a version file: {@code era: group:artifact[range] adapter|none [note]}. */
    String line() {
        return "era: " + coordinates() + range + " " + (adapter == null ? "none" : adapter)
                + (note.isEmpty() ? "" : " " + note);
    }

    static Era parse(String value, String where) {
        String[] parts = value.strip().split("\\s+", 3);
        int open = Math.max(parts[0].indexOf('['), parts[0].indexOf('('));
        String range = open < 0 ? "" : parts[0].substring(open);
        String[] coordinates = (open < 0 ? parts[0] : parts[0].substring(0, open)).split(":");
        if (parts.length < 2 || coordinates.length != 2 || !(range.isEmpty() || range.matches(
                "[\\[(][0-9.]*,[0-9.]*[)\\]]") && !range.equals("(,)") && !range.equals("[,]"))) {
            throw new IllegalArgumentException(where + ": 'era: " + value + "' is not an era; write "
                    + "'era: group:artifact[range] adapter|none [note]', e.g. 'era: org.apache.fory:fory-core fory', "
                    + "or with a range of releases in Maven's notation, 'era: org.apache.fory:fory-core[0.11.0,1.0.0) "
                    + "fory0'");
        }
        return new Era(coordinates[0], coordinates[1], range, parts[1].equals("none") ? null : parts[1],
                parts.length > 2 ? parts[2] : "");
    }
}
