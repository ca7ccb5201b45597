package org.serialflex.results;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.verdicts.Outcome;

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
                Outcome.PASS, null, 120, 900);
        CaseResult failed = new CaseResult("C08.int-to-long", "int→long (old→new)", "v1", "v2", Outcome.READ_FAILED,
                "java.io.InvalidClassException: incompatible types", 130, 800);
        return new AdapterResults(ResultsJson.SCHEMA_VERSION, "0.1.0", "java", "Java built-in",
                new LibraryInfo("jdk", "java.base", "17"), new JdkInfo("17", "vendor", "vm"), "2026-11-21T00:00:00Z",
                12, 1, List.of(new CriterionResult("C05", "New field at the writer", 1, List.of(pass)),
                new CriterionResult("C08", "Same field name, different type", 0, List.of(failed))));
    }

    @Test
    void writtenResultsReadBackEqual() throws IOException {
        Path file = dir.resolve("results/java.json");

        ResultsJson.write(sample(), file);

        assertThat(ResultsJson.read(file)).isEqualTo(sample());
        assertThat(Files.readString(file)).contains("\"evidence\": null").contains("\"outcome\": \"READ_FAILED\"");
    }

    @Test
    void aFailuresDetailIsWrittenAndAFileWrittenBeforeTheFieldExistedStillReads() throws IOException {
        Path file = dir.resolve("results/java.json");
        CaseResult withDetail = new CaseResult("C08.int-to-long", "int→long (old→new)", "v1", "v2",
                Outcome.READ_FAILED, "java.io.InvalidClassException: incompatible types",
                "java.io.InvalidClassException: incompatible types\nsecond line", 130, 800);
        AdapterResults sample = sample();
        AdapterResults results = new AdapterResults(sample.schemaVersion(), sample.kitVersion(), sample.adapterId(),
                sample.adapterName(), sample.library(), sample.jdk(), sample.startedAt(), sample.durationMillis(),
                sample.total(), List.of(new CriterionResult("C08", "Same field name, different type", 0,
                List.of(withDetail))));

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
        Files.writeString(file, Files.readString(file).replace("\"schemaVersion\": 1", "\"schemaVersion\": 99"));

        assertThatThrownBy(() -> ResultsJson.read(file)).isInstanceOf(MalformedResultsException.class)
                .hasMessageContaining("schemaVersion is 99");
    }
}
