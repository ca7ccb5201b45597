package org.serialflex.lanes;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.spi.Library;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class LibraryJarsTest {

    @TempDir
    Path dir;

    private final Path repo = Path.of("/repo");
    private final Path lib1 = repo.resolve("org/lib/lib/1.0/lib-1.0.jar");
    private final Path codec1 = repo.resolve("org/lib/lib-codec/1.0/lib-codec-1.0.jar");
    private final Path dep3 = repo.resolve("org/dep/dep/3/dep-3.jar");
    private final Path other = repo.resolve("org/other/other/1.0/other-1.0.jar");
    private final Path classes = Path.of("/module/target/classes");
    private final Library library = new Library("org.lib", "lib", "1.0");

    @Test
    void theLibrarysModulesAreTheJarsOfItsGroupAtItsVersion() {
        LibraryJars jars = new LibraryJars(List.of(classes, lib1, codec1, dep3, other), resolver());

        assertThat(jars.jar(library)).contains(lib1);
        assertThat(jars.modules(library)).containsExactly("lib", "lib-codec");
        assertThat(jars.modules(new Library("org.lib", "lib", "2.0"))).as("not on the class path").isEmpty();
    }

    @Test
    void anotherVersionReplacesTheModulesAndTheirRuntimeDependenciesAndKeepsTheRest() throws Exception {
        Path lib2 = repo.resolve("org/lib/lib/2.0/lib-2.0.jar");
        Path codec2 = repo.resolve("org/lib/lib-codec/2.0/lib-codec-2.0.jar");
        Path dep2 = repo.resolve("org/dep/dep/2/dep-2.jar");
        // what Maven resolved, as its cache holds it (the key is the sorted coordinates): nothing is resolved here
        cache("org.lib_lib-codec_1.0+org.lib_lib_1.0", lib1, codec1, dep3);
        cache("org.lib_lib-codec_2.0+org.lib_lib_2.0", lib2, codec2, dep2);
        LibraryJars jars = new LibraryJars(List.of(classes, lib1, codec1, dep3, other), resolver());

        assertThat(jars.withVersion(library, "2.0", "the test needs", "Fix the test."))
                .containsExactly(classes, other, lib2, codec2, dep2);
    }

    /**
     * The class path from one local repository, Maven resolving in another (a checkout built with
     * -Dmaven.repo.local, a lane asked with the user's own): the module's jars go all the same. Before,
     * they stayed in front of the other version's, and the side ran the module's version under the lane's name.
     */
    @Test
    void anotherVersionReplacesTheModulesFoundInAnotherLocalRepository() throws Exception {
        Path elsewhere = Path.of("/other-repository");
        Path lib2 = elsewhere.resolve("org/lib/lib/2.0/lib-2.0.jar");
        Path dep2 = elsewhere.resolve("org/dep/dep/2/dep-2.jar");
        cache("org.lib_lib-codec_1.0+org.lib_lib_1.0", elsewhere.resolve("org/lib/lib/1.0/lib-1.0.jar"),
                elsewhere.resolve("org/lib/lib-codec/1.0/lib-codec-1.0.jar"), elsewhere.resolve("org/dep/dep/3/dep-3.jar"));
        cache("org.lib_lib-codec_2.0+org.lib_lib_2.0", lib2, dep2);
        LibraryJars jars = new LibraryJars(List.of(classes, lib1, codec1, dep3, other), resolver());

        assertThat(jars.withVersion(library, "2.0", "the test needs", "Fix the test."))
                .containsExactly(classes, other, lib2, dep2);
    }

    private MavenResolver resolver() {
        return new MavenResolver(dir, new MavenSettings(java.util.Optional.empty(), java.util.Optional.empty(),
                java.util.Optional.of(dir.resolve("no-repository")), true));
    }

    private void cache(String key, Path... jars) throws Exception {
        Files.createDirectories(dir.resolve(key));
        Files.writeString(dir.resolve(key).resolve("classpath.txt"),
                String.join(File.pathSeparator, java.util.Arrays.stream(jars).map(Path::toString).toList()));
    }
}
