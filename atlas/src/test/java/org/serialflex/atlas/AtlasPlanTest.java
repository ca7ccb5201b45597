package org.serialflex.atlas;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The lanes the checked-in version files make, on this checkout's adapter modules. */
class AtlasPlanTest {

    private static final Path KIT = Path.of("..").toAbsolutePath().normalize();

    private static List<AtlasLane> all() throws IOException {
        return AtlasPlan.lanes(AtlasCommand.read(KIT.resolve("atlas/versions")), new AdapterModules(KIT), Set.of());
    }

    @Test
    void consecutiveReleasesBothWaysAndTheNewestAcrossJdks() throws IOException {
        Path dir = Files.createTempDirectory("versions");
        Files.writeString(dir.resolve("kryo.versions"), "library: kryo\nera: com.esotericsoftware:kryo kryo\n"
                + "4.0.3\n5.0.0\n5.6.2\n");
        List<AtlasLane> lanes = AtlasPlan.lanes(VersionFile.read(dir.resolve("kryo.versions")), new AdapterModules(KIT));
        assertThat(lanes).extracting(AtlasLane::id).containsExactly(
                "kryo@4.0.3>kryo@5.0.0", "kryo@5.0.0>kryo@4.0.3", "kryo@5.0.0>kryo@5.6.2", "kryo@5.6.2>kryo@5.0.0",
                "kryo@5.6.2/jdk17>kryo@5.6.2/jdk25", "kryo@5.6.2/jdk25>kryo@5.6.2/jdk17",
                "kryo@5.6.2/jdk17>kryo@5.6.2/jdk25[--sun-misc-unsafe-memory-access=deny]",
                "kryo@5.6.2/jdk25[--sun-misc-unsafe-memory-access=deny]>kryo@5.6.2/jdk17");
        assertThat(lanes).allSatisfy(l -> assertThat(l.module()).isEqualTo("adapters/kryo"));
    }

    @Test
    void theCheckedInFilesCoverEveryLibraryWithOverTwoHundredLanesAndSayWhyOneCannotRun() throws IOException {
        List<AtlasLane> lanes = all();
        assertThat(lanes.stream().map(AtlasLane::library).distinct()).containsExactlyInAnyOrder("avro", "bson4jackson",
                "fory", "fst", "gson", "hessian", "jackson-json", "jackson-smile", "java", "kryo", "mongodb-bson",
                "one-nio", "protobuf", "protostuff", "thrift", "xstream");
        assertThat(lanes.stream().filter(AtlasLane::runnable)).hasSizeGreaterThanOrEqualTo(200);
        assertThat(lanes).filteredOn(l -> !l.runnable()).allSatisfy(l ->
                assertThat(l.cannotRun()).containsAnyOf("has no adapter in the kit", "has both adapters")
                        .doesNotContain("\n"));
        // Fory's 0.x releases run the adapter built for their API (adapters/fory0), 1.x the module's; between the two
        // eras the lane says why it cannot run, and the era's note says what differs
        assertThat(lanes).filteredOn(l -> l.id().equals("fory0@0.12.3>fory0@0.13.0")).singleElement()
                .satisfies(l -> assertThat(l.module()).isEqualTo("adapters/fory0"));
        assertThat(lanes).filteredOn(l -> l.id().equals("fory@1.5.0>fory@1.6.0")).singleElement()
                .satisfies(l -> assertThat(l.module()).isEqualTo("adapters/fory"));
        assertThat(lanes).filteredOn(l -> l.id().equals("fory0@0.16.0>fory@1.5.0")).singleElement().satisfies(l -> {
            assertThat(l.cannotRun()).contains("'fory0' and 'fory'");
            assertThat(l.note()).contains("withLanguage by withXlang");
        });
        // Fury's releases run adapters/fury, whose module also holds fory0 (another package): the rename's lane runs
        assertThat(lanes).filteredOn(l -> l.id().equals("fury@0.5.0>fury@0.5.1")).singleElement()
                .satisfies(l -> assertThat(l.module()).isEqualTo("adapters/fury"));
        assertThat(lanes).filteredOn(l -> l.id().equals("fury@0.10.3>fory0@0.11.0")).singleElement().satisfies(l -> {
            assertThat(l.module()).isEqualTo("adapters/fury");
            assertThat(l.runnable()).isTrue();
            assertThat(l.note()).contains("rename");
        });
        // Jackson 2 -> 3 with the study's fields-only settings on both sides: the library alone differs
        assertThat(lanes).filteredOn(l -> l.id().equals("jackson-json@2.23.0>jackson3-json-fields@3.0.0"))
                .singleElement().satisfies(l -> {
                    assertThat(l.module()).isEqualTo("adapters/jackson3-json");
                    assertThat(l.note()).isEmpty();
                });
    }

    @Test
    void withoutTimesTheShardsSplitEveryLaneOnceWithAsManyRunnableLanesEach() throws IOException {
        List<AtlasLane> lanes = all();
        List<AtlasLane> union = new ArrayList<>();
        List<Long> runnable = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            List<AtlasLane> part = AtlasPlan.shard(lanes, i, 4, LaneTimes.none());
            union.addAll(part);
            runnable.add(part.stream().filter(AtlasLane::runnable).count());
        }
        assertThat(union).containsExactlyElementsOf(lanes);
        long most = runnable.stream().mapToLong(Long::longValue).max().orElseThrow();
        long least = runnable.stream().mapToLong(Long::longValue).min().orElseThrow();
        assertThat(most - least).isLessThanOrEqualTo(1);
    }

    @Test
    void byThePublishedTimesEachOfFourShardsGetsAQuarterOfTheTimeGiveOrTakeOneLane() throws IOException {
        List<AtlasLane> lanes = all();
        LaneTimes times = LaneTimes.published(KIT.resolve("docs/atlas/results"));
        assertThat(times.known(lanes)).as("lanes the published atlas timed").isGreaterThan(200);
        long total = lanes.stream().mapToLong(times::weight).sum();
        long longest = lanes.stream().mapToLong(times::weight).max().orElseThrow();
        List<AtlasLane> union = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            List<AtlasLane> part = AtlasPlan.shard(lanes, i, 4, times);
            union.addAll(part);
            long time = part.stream().mapToLong(times::weight).sum();
            assertThat(time).as("shard %d of 4", i).isBetween(total / 4 - longest, total / 4 + longest);
        }
        assertThat(union).containsExactlyElementsOf(lanes);
    }
}
