package org.serialflex.maven;

import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.resolution.VersionRangeRequest;
import org.eclipse.aether.resolution.VersionRangeResolutionException;
import org.eclipse.aether.version.Version;

import java.util.List;
import java.util.Optional;

/**
 * The release serialflex:check compares with when none is named: the newest released version of the project's own
 * coordinates before the version being built, as the build's repositories (and its local repository) list them,
 * snapshots excluded: japicmp's and revapi's automatic baseline.
 */
final class Baseline {

    private Baseline() {
    }

    /**
     * The newest release of {@code groupId:artifactId} older than {@code currentVersion}, empty when there is none
     * (a first release).
     *
     * @throws VersionRangeResolutionException when the repositories cannot be asked
     */
    static Optional<String> newestRelease(RepositorySystem system, RepositorySystemSession session,
                                          List<RemoteRepository> repositories, String groupId, String artifactId,
                                          String currentVersion) throws VersionRangeResolutionException {
        return newestReleases(system, session, repositories, groupId, artifactId, currentVersion, 1).stream().findFirst();
    }

    /**
     * The {@code count} newest releases of {@code groupId:artifactId} older than {@code currentVersion}, newest
     * first: what a transitive check ({@code BACKWARD_TRANSITIVE}) checks against; fewer when there are fewer.
     *
     * @throws VersionRangeResolutionException when the repositories cannot be asked
     */
    static List<String> newestReleases(RepositorySystem system, RepositorySystemSession session,
                                       List<RemoteRepository> repositories, String groupId, String artifactId,
                                       String currentVersion, int count) throws VersionRangeResolutionException {
        // the upper bound excluded: a release of the version being built, or a newer one, is no baseline for it
        DefaultArtifact range = new DefaultArtifact(groupId, artifactId, "jar", "[0," + currentVersion + ")");
        List<Version> versions = system.resolveVersionRange(session,
                new VersionRangeRequest(range, repositories, "serialflex-check")).getVersions();
        List<String> releases = new java.util.ArrayList<>();
        for (int i = versions.size() - 1; i >= 0 && releases.size() < count; i--) {
            String version = versions.get(i).toString();
            if (!version.endsWith("-SNAPSHOT")) {
                releases.add(version);
            }
        }
        return releases;
    }
}
