package org.serialflex.results;

/**
 * Maven coordinates of a scored library, as stored in results.
 *
 * @param groupId    group id
 * @param artifactId artifact id
 * @param version    version on the class path during the run
 */
public record LibraryInfo(String groupId, String artifactId, String version) {

    /** {@code group:artifact:version}. */
    public String coordinates() {
        return groupId + ":" + artifactId + ":" + version;
    }
}
