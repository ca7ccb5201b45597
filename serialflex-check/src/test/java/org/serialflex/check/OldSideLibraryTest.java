package org.serialflex.check;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.lanes.MavenResolver;
import org.serialflex.results.CaseResult;
import org.serialflex.results.Outcome;
import org.serialflex.runner.CaseRunner;
import org.serialflex.runner.RunTimings;
import org.serialflex.runner.TckCase;
import org.serialflex.runner.WorldObjects;
import org.serialflex.runner.WorldSharing;
import org.serialflex.spi.Library;
import org.serialflex.worlds.World;
import org.serialflex.worlds.WorldClassPath;

import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The old side's worlds run the library version the old release ran ({@code --writer-library}), the
 * new side's the check's own: Kryo 5.5.0, resolved by Maven as the lanes resolve theirs, against
 * this module's Kryo 5.6.2, in both directions, each world asked which Kryo it really loaded.
 */
class OldSideLibraryTest {

    private static final String OLD_KRYO = "5.5.0";
    private static final String CURRENT_KRYO = "5.6.2";
    private static final Duration TIME_LIMIT = Duration.ofSeconds(30);

    @TempDir
    static Path dir;

    private static Library library;
    private static OldSideLibrary oldSide;
    private static Map<String, byte[]> money;
    private static URL testAdapterRegistration;

    @BeforeAll
    static void setUp() throws IOException {
        library = new CheckTestKryoAdapter().library();
        assertThat(library.version()).as("this module's Kryo, see its pom").isEqualTo(CURRENT_KRYO);
        // one Maven cache for the class: Maven resolves each set of coordinates once
        oldSide = new OldSideLibrary(World.kitClassPath(), MavenResolver.forThisBuild(dir.resolve("maven")));
        money = ClassFiles.read(Sources.compile(dir.resolve("money"),
                "package t; public class Money { long cents; String currency; }"), "test");
        // The Kryo adapter is registered for the worlds alone: in this module's META-INF/services the check's
        // own loader would find it too, and CheckMainTest lists the adapters that loader finds.
        Path services = Files.createDirectories(dir.resolve("adapter/META-INF/services"));
        Files.writeString(services.resolve("org.serialflex.spi.SerializerAdapter"), CheckTestKryoAdapter.class.getName());
        testAdapterRegistration = dir.resolve("adapter").toUri().toURL();
    }

    @Test
    void theOldSideWritesWithItsKryoAndTheNewSideReadsWithTheChecksOwn() {
        WorldClassPath old = withTestAdapter(oldSide.classPath("com.esotericsoftware:kryo:" + OLD_KRYO, library));
        WorldClassPath current = withTestAdapter(WorldClassPath.kit());

        Crossing oldToNew = cross(old, current, "old-to-new");

        assertThat(oldToNew.writerKryo.get()).as("the writer world's Kryo").isEqualTo(OLD_KRYO);
        assertThat(oldToNew.readerKryo.get()).as("the reader world's Kryo").isEqualTo(CURRENT_KRYO);
        assertThat(oldToNew.result.outcome()).as(String.valueOf(oldToNew.result.evidence())).isEqualTo(Outcome.PASS);
    }

    @Test
    void theNewSideWritesWithTheChecksKryoAndTheOldSideReadsWithItsOwn() {
        WorldClassPath old = withTestAdapter(oldSide.classPath("com.esotericsoftware:kryo:" + OLD_KRYO, library));
        WorldClassPath current = withTestAdapter(WorldClassPath.kit());

        Crossing newToOld = cross(current, old, "new-to-old");

        assertThat(newToOld.writerKryo.get()).as("the writer world's Kryo").isEqualTo(CURRENT_KRYO);
        assertThat(newToOld.readerKryo.get()).as("the reader world's Kryo").isEqualTo(OLD_KRYO);
        assertThat(newToOld.result.outcome()).as(String.valueOf(newToOld.result.evidence())).isEqualTo(Outcome.PASS);
    }

    @Test
    void theAdapterInAnOldSideWorldReportsTheOldVersionAndKryosDependenciesAreTheOldVersions() throws Exception {
        WorldClassPath old = oldSide.classPath("com.esotericsoftware:kryo:" + OLD_KRYO, library);

        try (World world = World.create("old side", Map.of(), withTestAdapter(old))) {
            assertThat(world.newAdapter("check-test-kryo").library().version()).isEqualTo(OLD_KRYO);
            // Kryo 5.5.0 depends on Objenesis 3.3, 5.6.2 on 3.4: the runtime dependencies are swapped with the library
            assertThat(codeSource(world, "org.objenesis.Objenesis")).endsWith("objenesis-3.3.jar");
        }
        assertThat(old.urls()).noneMatch(url -> url.getPath().endsWith("kryo-" + CURRENT_KRYO + ".jar"))
                .noneMatch(url -> url.getPath().endsWith("objenesis-3.4.jar"))
                .anyMatch(url -> url.getPath().endsWith("instancio-core-5.5.1.jar")); // the rest stays as it was
    }

    @Test
    void theChecksOwnVersionLeavesTheClassPathAsItIs() {
        assertThat(oldSide.classPath("com.esotericsoftware:kryo:" + CURRENT_KRYO, library))
                .isEqualTo(WorldClassPath.of(World.kitClassPath()));
    }

    @Test
    void coordinatesThatAreNotGroupArtifactVersionAreRefusedWithAnExample() {
        assertThatThrownBy(() -> oldSide.classPath("kryo:5.5.0", library)).isInstanceOf(CheckInputException.class)
                .hasMessage("--writer-library 'kryo:5.5.0' is not group:artifact:version; give the old release's library "
                        + "as Maven coordinates, e.g. --writer-library com.esotericsoftware:kryo:5.5.0.");
        assertThatThrownBy(() -> oldSide.classPath("com.esotericsoftware:kryo:", library))
                .isInstanceOf(CheckInputException.class).hasMessageContaining("is not group:artifact:version");
    }

    @Test
    void anotherLibraryIsRefusedNamingTheAdaptersOwn() {
        assertThatThrownBy(() -> oldSide.classPath("com.google.code.gson:gson:2.10.1", library))
                .isInstanceOf(CheckInputException.class)
                .hasMessage("--writer-library com.google.code.gson:gson:2.10.1 is not the adapter's library: the adapter "
                        + "uses com.esotericsoftware:kryo:5.6.2 (modules on the class path: kryo). Give the old release's "
                        + "version of it, e.g. --writer-library com.esotericsoftware:kryo:<version>, or choose the "
                        + "adapter of that library with --adapter.");
        // same group, but a dependency of Kryo's, not a module of it (minlog 1.3.1 is not at Kryo's version)
        assertThatThrownBy(() -> oldSide.classPath("com.esotericsoftware:minlog:1.3.0", library))
                .isInstanceOf(CheckInputException.class).hasMessageContaining("is not the adapter's library");
    }

    @Test
    void theJdksOwnSerializationHasNoLibraryVersionToGive() {
        assertThatThrownBy(() -> oldSide.classPath("com.esotericsoftware:kryo:" + OLD_KRYO, Library.jdk()))
                .isInstanceOf(CheckInputException.class)
                .hasMessageContaining("the adapter's library is the JDK itself").hasMessageContaining("Leave --writer-library out");
    }

    @Test
    void aVersionMavenCannotResolveIsNamedWithTheResolversErrorsAndTheFix() {
        // no Kryo 5.5.1 was ever released (5.5.0, then 5.6.0): online or offline, Maven refuses
        assertThatThrownBy(() -> oldSide.classPath("com.esotericsoftware:kryo:5.5.1", library))
                .isInstanceOf(CheckInputException.class)
                .hasMessageStartingWith("Maven cannot resolve com.esotericsoftware:kryo:5.5.1, which --writer-library "
                        + "com.esotericsoftware:kryo:5.5.1 (the old release's library) needs:")
                .hasMessageContaining("com.esotericsoftware:kryo:jar:5.5.1")
                .hasMessageContaining("Check that version 5.5.1 of com.esotericsoftware:kryo exists on Maven Central (or "
                        + "in your repository), then fix --writer-library.");
    }

    /** The worlds' class path plus the test adapter's registration. */
    private static WorldClassPath withTestAdapter(WorldClassPath classPath) {
        List<URL> urls = new ArrayList<>(classPath.urls());
        urls.add(testAdapterRegistration);
        return new WorldClassPath(urls);
    }

    /** One t.Money written in a world of {@code writer} and read in one of {@code reader}, each world's Kryo noted. */
    private static Crossing cross(WorldClassPath writer, WorldClassPath reader, String direction) {
        Crossing crossing = new Crossing();
        CaseRunner runner = new CaseRunner("check-test-kryo", "check-test-kryo", TIME_LIMIT, new RunTimings(),
                WorldSharing.SHARED,
                writer, reader);
        crossing.result = runner.run(new TckCase("check", "check.Money." + direction, "Money " + direction, "old", "new",
                money, money,
                w -> {
                    crossing.writerKryo.set(kryoVersion(w));
                    return w.bean("t.Money", "cents", 1234L, "currency", "EUR");
                },
                w -> {
                    crossing.readerKryo.set(kryoVersion(w));
                    return w.bean("t.Money", "cents", 1234L, "currency", "EUR");
                }, Set.of()));
        return crossing;
    }

    /** The version of the Kryo the world of {@code objects} loaded, from the jar its class came from. */
    private static String kryoVersion(WorldObjects objects) {
        return Library.fromPomProperties("com.esotericsoftware", "kryo", objects.type("com.esotericsoftware.kryo.Kryo"))
                .version();
    }

    private static String codeSource(World world, String className) throws ClassNotFoundException {
        return Class.forName(className, false, world.loader()).getProtectionDomain().getCodeSource().getLocation().getPath();
    }

    private static final class Crossing {
        final AtomicReference<String> writerKryo = new AtomicReference<>();
        final AtomicReference<String> readerKryo = new AtomicReference<>();
        CaseResult result;
    }
}
