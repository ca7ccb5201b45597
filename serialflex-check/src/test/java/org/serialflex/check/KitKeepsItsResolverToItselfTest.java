package org.serialflex.check;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.lanes.MavenResolver;
import org.serialflex.worlds.World;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The kit resolves library versions with Maven Resolver in process (lanes and {@code --writer-library}),
 * yet no world and no library under test meets it: this module's test class path is the one its worlds
 * are built from, and it holds none of the resolver's jars, classes or pom.properties, while the kit's
 * resolver works from its relocated copy in tck-core's jar. Run by Maven after tck-core is packaged;
 * from tck-core's classes folder (an IDE) the resolver is missing, as this test says.
 */
class KitKeepsItsResolverToItselfTest {

    /** A type of each jar the resolver brings: the resolver, Maven's models and settings, its HTTP client, its logging. */
    private static final List<String> RESOLVER_TYPES = List.of("org.eclipse.aether.RepositorySystem",
            "org.eclipse.aether.supplier.RepositorySystemSupplier", "org.apache.maven.settings.Settings",
            "org.apache.maven.model.Model", "org.apache.maven.repository.internal.MavenRepositorySystemUtils",
            "org.apache.http.client.HttpClient", "org.codehaus.plexus.util.StringUtils", "org.slf4j.impl.StaticLoggerBinder",
            "org.apache.commons.logging.LogFactory", "javax.inject.Named");

    @Test
    void noResolverClassNorJarOnTheClassPathWorldsAreBuiltFrom() {
        for (String type : RESOLVER_TYPES) {
            assertThatThrownBy(() -> Class.forName(type, false, getClass().getClassLoader())).as(type)
                    .isInstanceOf(ClassNotFoundException.class);
        }
        assertThat(getClass().getClassLoader().getResource(
                "META-INF/maven/org.apache.maven.resolver/maven-resolver-api/pom.properties")).isNull();
        assertThat(getClass().getClassLoader().getResource("mozilla/public-suffix-list.txt"))
                .as("httpclient's resource outside its packages").isNull();
        assertThat(World.kitClassPath().stream().map(p -> p.getFileName().toString()))
                .as("the worlds' class path").isNotEmpty()
                .noneMatch(name -> name.startsWith("maven-resolver-") || name.startsWith("maven-settings")
                        || name.startsWith("maven-model") || name.startsWith("httpclient-")
                        || name.startsWith("plexus-") || name.startsWith("slf4j-nop"));
    }

    @Test
    void theKitsResolverWorksWithItsOwnCopy(@TempDir Path dir) throws Exception {
        // this module's Kryo, in the local repository the build uses, offline or not
        List<Path> jars = MavenResolver.forThisBuild(dir).resolve(List.of("com.esotericsoftware:kryo:5.6.2"),
                "the test needs");

        assertThat(jars.get(0).getFileName()).hasToString("kryo-5.6.2.jar");
        assertThat(Class.forName("org.serialflex.internal.aether.RepositorySystem")).as("relocated").isInterface();
    }
}
