package org.serialflex.races;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.dto.races.Shapes;
import org.serialflex.results.Outcome;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The races' plumbing, without timing anything. */
class RacesTest {

    @TempDir
    Path dir;

    @Test
    void settingsCrossToTheAdapterJvmUnchanged() {
        RaceSettings settings = RaceSettings.full(Shapes.IDS);

        assertThat(RaceSettings.fromArguments(settings.toArguments())).isEqualTo(settings);
        assertThat(settings.threads()).containsExactly(1, 4);
        assertThat(settings.benchmarks()).containsExactly("serialize", "deserialize", "roundTrip");
        assertThat(settings.shapes()).containsExactly("bean", "bean-list", "session", "megabyte");
    }

    @Test
    void onlyTheNamedBenchmarksAreIncluded() {
        String includes = AdapterRace.includes(List.of("roundTrip"));

        assertThat("org.serialflex.races.RaceBenchmarks.roundTrip").matches(includes);
        assertThat("org.serialflex.races.RaceBenchmarks.serialize").doesNotMatch(includes);
    }

    @Test
    void aShapeTheLibraryCannotReadBackIsNotRaced() {
        Weighing.Doc weighing = new Weighing.Doc(Weighing.SCHEMA, "now", null, List.of(new Weighing.AdapterWeights(
                "x", "X", "g:a:1", List.of(
                        new Weighing.ShapeWeight("bean", 10, 12, Outcome.PASS, null),
                        new Weighing.ShapeWeight("bean-list", 100, 50, Outcome.READ_FAILED, "boom"),
                        new Weighing.ShapeWeight("session", 80, 40, Outcome.DEGRADED, "map type"),
                        new Weighing.ShapeWeight("megabyte", null, null, Outcome.WRITE_FAILED, "too big")))));

        assertThat(Races.raceable(weighing, "x")).containsExactly("bean", "session");
        assertThat(Races.raceable(weighing, "y")).isEmpty();
    }

    @Test
    void jmhResultFilesMergeIntoOneJmhArray() throws IOException {
        Files.writeString(dir.resolve("a-t1.json"), "[{\"benchmark\": \"a\"}, {\"benchmark\": \"b\"}]");
        Files.writeString(dir.resolve("a-t4.json"), "");
        Files.writeString(dir.resolve("b-t1.json"), "[{\"benchmark\": \"c\"}]\n");
        Files.writeString(dir.resolve("a.log"), "not json");
        Path merged = dir.resolve("out.json");

        assertThat(Races.merge(dir, merged)).isEqualTo(3);
        assertThat(Files.readString(merged)).startsWith("[{\"benchmark\":\"a\"},{\"benchmark\":\"b\"},{\"benchmark\":\"c\"}]");
    }

    @Test
    void theCpuModelIsTheFirstModelNameOfProcCpuinfo() throws IOException {
        Path cpuinfo = dir.resolve("cpuinfo");
        Files.writeString(cpuinfo, "processor\t: 0\nvendor_id\t: GenuineIntel\nmodel name\t: Intel(R) Xeon(R)  CPU @ "
                + "2.20GHz\n\nprocessor\t: 1\nmodel name\t: Intel(R) Xeon(R)  CPU @ 2.20GHz\n");

        assertThat(RaceProvenance.Cpu.model(cpuinfo)).contains("Intel(R) Xeon(R) CPU @ 2.20GHz");
        assertThat(RaceProvenance.Cpu.model(dir.resolve("missing"))).isEmpty();
    }

    @Test
    void theProvenanceFileSaysTheModeSettingsMachineAndCommitAndReadsBack() throws IOException {
        RaceSettings settings = RaceSettings.full(Shapes.IDS);
        RaceProvenance.Checkout checkout = new RaceProvenance.Checkout("0123456789abcdef", false);
        Path file = dir.resolve(RaceProvenance.FILE);

        RaceProvenance.of(RacesOptions.Mode.FULL, java.time.Instant.parse("2026-11-27T20:00:00Z"), 1.5, checkout,
                settings, List.of("java", "kryo")).write(file);
        RaceProvenance read = RaceProvenance.read(file);

        assertThat(read.schema()).isEqualTo("serialflex-races-run/1");
        assertThat(read.mode()).isEqualTo("full");
        assertThat(read.startedAt()).isEqualTo("2026-11-27T20:00:00Z");
        assertThat(read.commit()).isEqualTo("0123456789abcdef");
        assertThat(read.uncommittedChanges()).isFalse();
        assertThat(read.settings()).isEqualTo(settings);
        assertThat(read.cpu().cores()).isEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(read.cpu().model()).isNotBlank();
        assertThat(read.jdk().version()).isEqualTo(System.getProperty("java.version"));
        assertThat(read.adapters()).containsExactly("java", "kryo");
        assertThat(read.loadAverage().start()).isEqualTo(1.5);
    }

    @Test
    void aDirectoryThatIsNoCheckoutHasNoCommit() {
        RaceProvenance.Checkout checkout = RaceProvenance.Checkout.of(java.util.Optional.of(dir));

        assertThat(checkout.commit()).isNull();
        assertThat(checkout.uncommittedChanges()).isNull();
        assertThat(RaceProvenance.Checkout.of(java.util.Optional.empty()).commit()).isNull();
    }

    @Test
    void theJavaAdapterWeighsEveryShapeAndReadsItBack() {
        Weighing.AdapterWeights java = Weighing.weigh("java");

        assertThat(java.library()).startsWith("jdk:java.base:");
        assertThat(java.shapes()).extracting(Weighing.ShapeWeight::shape).containsExactlyElementsOf(Shapes.IDS);
        for (Weighing.ShapeWeight shape : java.shapes()) {
            assertThat(shape.outcome()).as(shape.shape() + ": " + shape.evidence()).isEqualTo(Outcome.PASS);
            assertThat(shape.serializedSize()).isPositive();
            assertThat(shape.deflatedSize()).isPositive();
        }
        // The 1 MB object is about a megabyte, and its text compresses.
        Weighing.ShapeWeight megabyte = java.shapes().get(3);
        assertThat(megabyte.serializedSize()).isBetween(1_000_000, 1_100_000);
        assertThat(megabyte.deflatedSize()).isLessThan(megabyte.serializedSize() / 2 + 100_000);
    }
}
