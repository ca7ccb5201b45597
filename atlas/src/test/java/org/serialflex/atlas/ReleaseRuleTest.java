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
    void anApiChangeUnderTheSameCoordinatesIsAnEraOfItsOwnByReleaseRange() throws IOException {
        VersionFile fory = file("library: fory\nline: 2\nera: org.apache.fory:fory-core[1.0.0,) fory\n"
                + "era: org.apache.fory:fory-core[0.11.0,1.0.0) fory0 the 0.x builder\n");
        Era one = fory.eras().get(0);
        Era zero = fory.eras().get(1);
        assertThat(zero.holds("0.11.0")).isTrue();
        assertThat(zero.holds("0.16.0")).isTrue();
        assertThat(zero.holds("1.0.0")).isFalse();
        assertThat(zero.holds("0.10.3")).isFalse();
        assertThat(one.holds("1.0.0")).isTrue();
        assertThat(one.holds("0.16.0")).isFalse();
        List<String> listed = List.of("0.11.0", "0.11.2", "0.16.0", "1.5.0", "1.6.0");
        Map<Era, List<String>> published = new LinkedHashMap<>();
        fory.eras().forEach(e -> published.put(e, listed.stream().filter(e::holds).toList()));
        VersionFile chosen = fory.withReleases(ReleaseRule.choose(fory, published));
        assertThat(chosen.releases()).extracting(r -> r.version() + " " + r.era().adapter())
                .containsExactly("0.11.0 fory0", "0.11.2 fory0", "0.16.0 fory0", "1.5.0 fory", "1.6.0 fory");
        String text = chosen.text("test");
        assertThat(text).contains("era: org.apache.fory:fory-core[0.11.0,1.0.0) fory0 the 0.x builder\n")
                .contains("\n0.16.0\n1.5.0\n");
        Path again = Files.createTempDirectory("again").resolve("fory.versions");
        Files.writeString(again, text);
        assertThat(VersionFile.read(again)).isEqualTo(chosen);
        List<AtlasLane> lanes = AtlasPlan.lanes(chosen, new AdapterModules(Path.of("..").toAbsolutePath().normalize()));
        assertThat(lanes).extracting(AtlasLane::id).contains("fory0@0.11.2>fory0@0.16.0", "fory0@0.16.0>fory@1.5.0");
    }

    @Test
    void aReleaseNoEraHoldsAndAMalformedRangeAreNamed() throws IOException {
        assertThatThrownBy(() -> file("library: fory\nera: org.apache.fory:fory-core[1.0.0,) fory\n0.16.0\n"))
                .hasMessageContaining("release 0.16.0 of org.apache.fory:fory-core is in no 'era:' line");
        assertThatThrownBy(() -> file("library: fory\nera: org.apache.fory:fory-core[1.0.0 fory\n"))
                .hasMessageContaining("is not an era").hasMessageContaining("[0.11.0,1.0.0)");
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
