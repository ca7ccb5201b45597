package org.serialflex.results.json;

import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.JdkInfo;
import org.serialflex.results.LaneResults;
import org.serialflex.results.LibraryInfo;
import org.serialflex.results.json.MalformedResultsException;
import org.serialflex.results.Outcome;
import org.serialflex.results.ProbeResult;
import org.serialflex.results.SafetyOutcome;
import org.serialflex.results.SafetyProfile;
import org.serialflex.results.SideInfo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.results.Outcome;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ResultsJsonTest {

    @TempDir
    Path dir;

    private static AdapterResults sample() {
        CaseResult pass = new CaseResult("C05.added-all.new-to-old", "all four added (new→old)", "v2", "v1",
                Outcome.PASS, null, null, 120, 97, "ba7816bf8f01cfea", 900);
        CaseResult failed = new CaseResult("C08.int-to-long", "int→long (old→new)", "v1", "v2", Outcome.READ_FAILED,
                "java.io.InvalidClassException: incompatible types", 130, 800);
        CaseResult identity = new CaseResult("C08.int-to-long.v1-v1", "int→long (v1→v1)", "v1", "v1",
                Outcome.DEGRADED, "amount: expected 42 (Integer) got 42 (Long)", 110, 700);
        LaneResults lane = new LaneResults("java/jdk17>java/jdk25",
                new SideInfo("java", new LibraryInfo("jdk", "java.base", "17.0.15"), new JdkInfo("17.0.15", "v", "vm"),
                        List.of()),
                new SideInfo("java", new LibraryInfo("jdk", "java.base", "25.0.3"), new JdkInfo("25.0.3", "v", "vm"),
                        List.of("--sun-misc-unsafe-memory-access=deny"), "java.lang.UnsupportedOperationException: x"),
                "safe: identity set as on one version", 40, 0.5, 0,
                List.of(new CriterionResult("C08", "Same field name, different type", 0.5, List.of(identity))),
                List.of(new CriterionResult("C08", "Same field name, different type", 0, List.of(failed))));
        return new AdapterResults(ResultsJson.SCHEMA_VERSION, "0.1.0", "java", "Java built-in",
                new LibraryInfo("jdk", "java.base", "17"), "java", new JdkInfo("17", "vendor", "vm"),
                "2026-11-21T00:00:00Z", 12, 1, List.of(new CriterionResult("C05", "New field at the writer", 1,
                List.of(pass)), new CriterionResult("C08", "Same field name, different type", 0, List.of(failed))),
                List.of(lane));
    }

    @Test
    void aLaneSideKeepsTheRootCauseOfItsFailureToStartAndAFileWithoutOneReadsAsBefore() throws IOException {
        Path file = dir.resolve("sides.json");
        ResultsJson.write(sample(), file);

        LaneResults lane = ResultsJson.read(file).lanes().get(0);
        assertThat(lane.reader().startFailure()).isEqualTo("java.lang.UnsupportedOperationException: x");
        assertThat(lane.writer().startFailure()).isNull();

        Files.writeString(file, Files.readString(file).replaceAll(",\\s*\"startFailure\": (null|\"[^\"]*\")", ""));
        assertThat(Files.readString(file)).doesNotContain("startFailure");
        assertThat(ResultsJson.read(file).lanes().get(0).reader().startFailure()).isNull();
    }

    @Test
    void aVersionOneFileIsReadInVersionTwoTerms() throws IOException {
        Path file = dir.resolve("v1.json");
        Files.writeString(file, """
                {"schemaVersion": 1, "kitVersion": "0.1.0", "adapterId": "java", "adapterName": "Java built-in",
                 "library": {"groupId": "jdk", "artifactId": "java.base", "version": "17"},
                 "jdk": {"version": "17", "vendor": "v", "vm": "vm"}, "startedAt": "x", "durationMillis": 1,
                 "total": 0, "criteria": [{"id": "C08", "title": "t", "score": 0, "cases": [
                   {"id": "C08.int-to-long", "title": "int→long", "writerVersion": "v1", "readerVersion": "v2",
                    "outcome": "READ_FAILED", "evidence": "e", "serializedSize": 3, "durationMicros": 5}]}]}
                """);

        AdapterResults read = ResultsJson.read(file);

        assertThat(read.lanes()).isEmpty();
        CaseResult c = read.criteria().get(0).cases().get(0);
        assertThat(c.writerClassVersion()).isEqualTo("v1");
        assertThat(c.readerClassVersion()).isEqualTo("v2");
        assertThat(c.outcome()).isEqualTo(Outcome.READ_FAILED);
    }

    @Test
    void anUnknownOutcomeInALaneIsNamedWithItsLane() throws IOException {
        Path file = dir.resolve("lane.json");
        ResultsJson.write(sample(), file);
        Files.writeString(file, Files.readString(file).replace("\"DEGRADED\"", "\"MAYBE\""));

        assertThatThrownBy(() -> ResultsJson.read(file)).isInstanceOf(MalformedResultsException.class)
                .hasMessageContaining("lane java/jdk17>java/jdk25 identity outcome of case C08.int-to-long.v1-v1");
    }

    @Test
    void writtenResultsReadBackEqual() throws IOException {
        Path file = dir.resolve("results/java.json");

        ResultsJson.write(sample(), file);

        assertThat(ResultsJson.read(file)).isEqualTo(sample());
        assertThat(Files.readString(file)).contains("\"evidence\": null").contains("\"outcome\": \"READ_FAILED\"");
    }

    @Test
    void aSafetyProfileIsWrittenAndReadBackWithItsCountsInOutcomeOrder() throws IOException {
        Path file = dir.resolve("results/java.json");
        ProbeResult probe = new ProbeResult("unexpected-classes", ProbeResult.UNSAFE, SafetyOutcome.RAN,
                java.util.Map.of(SafetyOutcome.REJECTED, 1, SafetyOutcome.RAN, 2), "the gadget's readObject ran",
                java.util.Map.of(SafetyOutcome.RAN, "the gadget's readObject ran"), null, null, null, 40);
        AdapterResults withSafety = sample().withSafety(new SafetyProfile("JEP 290 filter", true, List.of(probe),
                List.of(), 900));

        ResultsJson.write(withSafety, file);

        assertThat(ResultsJson.read(file)).isEqualTo(withSafety);
        String text = Files.readString(file);
        assertThat(text.indexOf("\"RAN\": 2")).as("worst outcome first").isPositive()
                .isLessThan(text.indexOf("\"REJECTED\": 1"));
    }

    @Test
    void aSchemaOneFileWrittenBeforeTheSafetyProfileStillReads() throws IOException {
        Path file = dir.resolve("results/java.json");
        ResultsJson.write(sample(), file);
        Files.writeString(file, Files.readString(file).replace(",\n  \"safety\": null", ""));

        assertThat(Files.readString(file)).doesNotContain("safety");
        assertThat(ResultsJson.read(file)).isEqualTo(sample());
    }

    @Test
    void aFailuresDetailIsWrittenAndAFileWrittenBeforeTheFieldExistedStillReads() throws IOException {
        Path file = dir.resolve("results/java.json");
        CaseResult withDetail = new CaseResult("C08.int-to-long", "int→long (old→new)", "v1", "v2",
                Outcome.READ_FAILED, "java.io.InvalidClassException: incompatible types",
                "java.io.InvalidClassException: incompatible types\nsecond line", 130, null, 800);
        AdapterResults sample = sample();
        AdapterResults results = new AdapterResults(sample.schemaVersion(), sample.kitVersion(), sample.adapterId(),
                sample.adapterName(), sample.library(), sample.format(), sample.jdk(), sample.startedAt(),
                sample.durationMillis(), sample.total(), List.of(new CriterionResult("C08",
                "Same field name, different type", 0, List.of(withDetail))), List.of());

        ResultsJson.write(results, file);
        assertThat(ResultsJson.read(file)).isEqualTo(results);

        Files.writeString(file, Files.readString(file).replaceAll("\\s*\"detail\": \"[^\"]*\",", ""));
        assertThat(Files.readString(file)).doesNotContain("detail");
        assertThat(ResultsJson.read(file).criteria().get(0).cases().get(0).detail()).isNull();
    }

    @Test
    void aMissingFileIsNamedWithWhatToDo() {
        Path file = dir.resolve("kryo.json");

        assertThatThrownBy(() -> ResultsJson.read(file)).isInstanceOf(MalformedResultsException.class)
                .hasMessageContaining(file.toString()).hasMessageContaining("does not exist")
                .hasMessageContaining("run the adapter's TCK");
    }

    @Test
    void brokenJsonIsNamed() throws IOException {
        Path file = dir.resolve("broken.json");
        Files.writeString(file, "{\"schemaVersion\": 1, \"criteria\": [");

        assertThatThrownBy(() -> ResultsJson.read(file)).isInstanceOf(MalformedResultsException.class)
                .hasMessageContaining(file.toString()).hasMessageContaining("not valid JSON");
    }

    @Test
    void anUnknownOutcomeIsNamed() throws IOException {
        Path file = dir.resolve("odd.json");
        ResultsJson.write(sample(), file);
        Files.writeString(file, Files.readString(file).replace("READ_FAILED", "SORT_OF_FINE"));

        assertThatThrownBy(() -> ResultsJson.read(file)).isInstanceOf(MalformedResultsException.class)
                .hasMessageContaining("outcome of case C08.int-to-long");
    }

    @Test
    void anotherSchemaVersionIsRefused() throws IOException {
        Path file = dir.resolve("old.json");
        ResultsJson.write(sample(), file);
        Files.writeString(file, Files.readString(file).replace("\"schemaVersion\": 2", "\"schemaVersion\": 99"));

        assertThatThrownBy(() -> ResultsJson.read(file)).isInstanceOf(MalformedResultsException.class)
                .hasMessageContaining("schemaVersion is 99");
    }

    @Test
    void aFileWrittenBeforeDeflatedSizesReadsWithoutThem() throws IOException {
        Path file = dir.resolve("before.json");
        ResultsJson.write(sample(), file);
        Files.writeString(file, Files.readString(file).replace("\"deflatedSize\": 97,", ""));

        assertThat(Files.readString(file)).doesNotContain("deflatedSize\": 97");
        CaseResult pass = ResultsJson.read(file).criteria().get(0).cases().get(0);
        assertThat(pass.serializedSize()).isEqualTo(120);
        assertThat(pass.deflatedSize()).isNull();
    }

    @Test
    void aPayloadDigestFollowsTheSizesAndAFileWrittenBeforeItReadsWithout() throws IOException {
        Path file = dir.resolve("digest.json");
        ResultsJson.write(sample(), file);
        String text = Files.readString(file);

        // one new line per case, after the sizes: the rest of a results file compares line for line as before
        assertThat(text).contains("\"deflatedSize\": 97,\n" + " ".repeat(10) + "\"payloadDigest\": \"ba7816bf8f01cfea\",\n"
                + " ".repeat(10) + "\"durationMicros\": 900");
        assertThat(ResultsJson.read(file).criteria().get(0).cases().get(0).payloadDigest()).isEqualTo("ba7816bf8f01cfea");

        Files.writeString(file, text.replaceAll(" *\"payloadDigest\": [^,]*,\n", ""));
        assertThat(Files.readString(file)).doesNotContain("payloadDigest");
        CaseResult pass = ResultsJson.read(file).criteria().get(0).cases().get(0);
        assertThat(pass.payloadDigest()).isNull();
        assertThat(pass.deflatedSize()).isEqualTo(97);
    }
}
