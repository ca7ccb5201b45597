package org.serialflex.maven;

import org.apache.maven.repository.internal.MavenRepositorySystemUtils;
import org.eclipse.aether.DefaultRepositorySystemSession;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.repository.LocalRepository;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.supplier.RepositorySystemSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The baseline found, not typed (issue 36, item 4): Maven Resolver, as serialflex:check calls it, on a folder
 * repository holding releases and snapshots of com.acme:orders-api.
 */
class BaselineTest {

    @TempDir
    Path dir;

    @Test
    void theNewestReleaseBeforeTheVersionBeingBuiltSnapshotsExcluded() throws Exception {
        RemoteRepository folder = folderRepository("1.3.0", "1.4.0", "1.4.1-SNAPSHOT", "1.5.0-SNAPSHOT", "1.6.0");

        assertThat(newestRelease(folder, "1.5.0-SNAPSHOT")).contains("1.4.0");
        assertThat(newestRelease(folder, "1.5.0")).as("the release being built is no baseline for itself").contains("1.4.0");
        assertThat(newestRelease(folder, "1.7.0")).contains("1.6.0");
    }

    /** What a {@code BACKWARD_TRANSITIVE} check is run against: the newest releases, newest first, at most so many. */
    @Test
    void theLastReleasesForATransitiveCheck() throws Exception {
        RemoteRepository folder = folderRepository("1.1.0", "1.2.0", "1.3.0", "1.3.1-SNAPSHOT", "1.4.0", "1.5.0-SNAPSHOT");
        RepositorySystem system = new RepositorySystemSupplier().get();
        DefaultRepositorySystemSession session = MavenRepositorySystemUtils.newSession();
        session.setLocalRepositoryManager(system.newLocalRepositoryManager(session,
                new LocalRepository(Files.createTempDirectory(dir, "local").toFile())));

        assertThat(Baseline.newestReleases(system, session, List.of(folder), "com.acme", "orders-api", "1.5.0-SNAPSHOT", 3))
                .containsExactly("1.4.0", "1.3.0", "1.2.0");
        assertThat(Baseline.newestReleases(system, session, List.of(folder), "com.acme", "orders-api", "1.2.0", 3))
                .containsExactly("1.1.0");
    }

    @Test
    void aFirstReleaseHasNone() throws Exception {
        RemoteRepository folder = folderRepository("1.0.0-SNAPSHOT");

        assertThat(newestRelease(folder, "1.0.0-SNAPSHOT")).isEmpty();
        assertThat(newestRelease(folderRepository(), "1.0.0")).isEmpty();
    }

    private java.util.Optional<String> newestRelease(RemoteRepository repository, String current) throws Exception {
        RepositorySystem system = new RepositorySystemSupplier().get();
        DefaultRepositorySystemSession session = MavenRepositorySystemUtils.newSession();
        session.setLocalRepositoryManager(system.newLocalRepositoryManager(session,
                new LocalRepository(Files.createTempDirectory(dir, "local").toFile())));
        return Baseline.newestRelease(system, session, List.of(repository), "com.acme", "orders-api", current);
    }

    /** A folder laid out as a Maven repository: com/acme/orders-api/maven-metadata.xml listing {@code versions}. */
    private RemoteRepository folderRepository(String... versions) throws IOException {
        Path repository = Files.createTempDirectory(dir, "repository");
        Path artifact = Files.createDirectories(repository.resolve("com/acme/orders-api"));
        StringBuilder listed = new StringBuilder();
        for (String version : versions) {
            listed.append("<version>").append(version).append("</version>");
        }
        if (versions.length > 0) {
            Files.writeString(artifact.resolve("maven-metadata.xml"), "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
                    + "<metadata><groupId>com.acme</groupId><artifactId>orders-api</artifactId><versioning>"
                    + "<versions>" + listed + "</versions></versioning></metadata>");
        }
        return new RemoteRepository.Builder("folder", "default", repository.toUri().toString()).build();
    }
}
