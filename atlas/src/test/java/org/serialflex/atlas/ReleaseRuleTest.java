package org.serialflex.atlas;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The rule on real version lists (Kryo's and Fory's maven-metadata.xml as Maven Central lists them). */
class ReleaseRuleTest {

    private static final Era KRYO = new Era("com.esotericsoftware", "kryo", "kryo", "");
    private static final List<String> KRYO_VERSIONS = List.of("3.0.0", "3.0.3", "4.0.0", "4.0.1", "4.0.2", "4.0.3",
            "5.0.0-RC1", "5.0.0-RC9", "5.0.0", "5.0.1", "5.0.4", "5.1.0", "5.1.1", "5.5.0", "5.6.0", "5.6.1", "5.6.2");

    private static VersionFile file(String text) throws IOException {
        Path dir = Files.createTempDirectory("versions");
        Path file = dir.resolve(text.lines().filter(l -> l.startsWith("library: ")).findFirst().orElseThrow()
                .substring(9) + VersionFile.SUFFIX);
        Files.writeString(file, text);
        return VersionFile.read(file);
    }

    @Test
    void eachLinesFirstAndLastPlainReleaseSinceTheFloor() throws IOException {
        VersionFile kryo = file("library: kryo\nline: 2\nsince: 4.0.0\nera: com.esotericsoftware:kryo kryo\n");
        List<Release> chosen = ReleaseRule.choose(kryo, Map.of(KRYO, KRYO_VERSIONS));
        assertThat(chosen).extracting(Release::version)
                .containsExactly("4.0.0", "4.0.3", "5.0.0", "5.0.4", "5.1.0", "5.1.1", "5.5.0", "5.6.0", "5.6.2");
    }

    @Test
    void aReleaseAddedByHandIsKeptAndOneTheRepositoryLacksIsRefused() throws IOException {
        VersionFile kryo = file("library: kryo\nline: 1\nsince: 4.0.0\nera: com.esotericsoftware:kryo kryo\n"
                + "add: 5.5.0\n");
        assertThat(ReleaseRule.choose(kryo, Map.of(KRYO, KRYO_VERSIONS))).extracting(Release::version)
                .containsExactly("4.0.0", "4.0.3", "5.0.0", "5.5.0", "5.6.2");
        VersionFile typo = file("library: kryo\nline: 1\nera: com.esotericsoftware:kryo kryo\nadd: 5.5.5\n");
        assertThatThrownBy(() -> ReleaseRule.choose(typo, Map.of(KRYO, KRYO_VERSIONS)))
                .hasMessageContaining("'add: 5.5.5' is not a version the repository lists");
    }

    @Test
    void aCoordinateMoveKeepsEachEraAndTheFileSaysWhichReleaseIsWhere() throws IOException {
        VersionFile fory = file("library: fory\nline: 2\nsince: 0.10.0\nera: org.apache.fory:fory-core fory\n"
                + "era: org.apache.fury:fury-core none no adapter for Fury\n");
        Map<Era, List<String>> published = new LinkedHashMap<>();
        published.put(fory.eras().get(0), List.of("0.11.0", "0.11.2", "0.12.0"));
        published.put(fory.eras().get(1), List.of("0.9.0", "0.10.0", "0.10.3"));
        VersionFile chosen = fory.withReleases(ReleaseRule.choose(fory, published));
        assertThat(chosen.releases()).extracting(Release::version)
                .containsExactly("0.10.0", "0.10.3", "0.11.0", "0.11.2", "0.12.0");
        String text = chosen.text("test");
        assertThat(text).contains("\n0.10.3 org.apache.fury:fury-core\n0.11.0\n");
        Path again = Files.createTempDirectory("again").resolve("fory.versions");
        Files.writeString(again, text);
        assertThat(VersionFile.read(again)).isEqualTo(chosen);
    }

    @Test
    void aReleaseKeepsTheJvmOptionsItNeedsThroughARegenerationAndItsLanesGiveThem() throws IOException {
        VersionFile fst = file("library: fst\nline: 2\nera: de.ruedigermoeller:fst fst\n2.57\n"
                + "3.0.0 jvm: --add-opens=java.sql/java.sql=ALL-UNNAMED\n");
        Era era = fst.eras().get(0);
        VersionFile again = fst.withReleases(ReleaseRule.choose(fst, Map.of(era, List.of("2.57", "3.0.0"))));
        assertThat(again.releases()).extracting(Release::jvmOptions)
                .containsExactly(List.of(), List.of("--add-opens=java.sql/java.sql=ALL-UNNAMED"));
        assertThat(again.text("test")).contains("\n3.0.0 jvm: --add-opens=java.sql/java.sql=ALL-UNNAMED\n");
        List<AtlasLane> lanes = AtlasPlan.lanes(again, new AdapterModules(Path.of("..").toAbsolutePath().normalize()));
        assertThat(lanes).extracting(AtlasLane::id).contains(
                "fst@2.57>fst@3.0.0[--add-opens=java.sql/java.sql=ALL-UNNAMED]",
                "fst@3.0.0/jdk17[--add-opens=java.sql/java.sql=ALL-UNNAMED]>fst@3.0.0/jdk25[--add-opens=java.sql/java.sql"
                        + "=ALL-UNNAMED --sun-misc-unsafe-memory-access=deny]");
    }

    @Test
    void metadataIsReadAsMavenWritesIt() throws IOException {
        assertThat(MavenMetadata.parse("<metadata><groupId>g</groupId><versioning><latest>2</latest><versions>"
                + "<version>1.0</version><version>2.0-RC1</version></versions></versioning></metadata>", "test"))
                .containsExactly("1.0", "2.0-RC1");
    }
}
