package org.serialflex.runner.host;

import org.junit.jupiter.api.Test;
import org.serialflex.results.Outcome;
import org.serialflex.runner.WorldSharing;
import org.serialflex.runner.Written;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

class WrittenCasesTest {

    private static WrittenCases.Key key(String adapter, List<String> command, List<String> ids, WorldSharing worlds) {
        return new WrittenCases.Key(adapter, command, new TreeSet<>(ids), worlds, Duration.ofSeconds(10),
                java.util.OptionalLong.empty());
    }

    private static WrittenCases.Entry entry(String lane) {
        return new WrittenCases.Entry(lane, Map.of("C01.a", Written.ended("C01.a",
                new org.serialflex.verdicts.Verdict(Outcome.WRITE_FAILED, "refused", null))), null);
    }

    @Test
    void aWriterIsTheSameWhateverOrderItsCasesCameIn() {
        WrittenCases cases = new WrittenCases();
        cases.keep(key("kryo", List.of("java", "-cp", "a"), List.of("C01.a", "C02.b"), WorldSharing.SHARED),
                entry("matrix"));

        assertThat(cases.find(key("kryo", List.of("java", "-cp", "a"), List.of("C02.b", "C01.a"), WorldSharing.SHARED)))
                .map(WrittenCases.Entry::lane).contains("matrix");
    }

    @Test
    void anotherCommandLineAdapterCaseSetWorldSharingOrShuffleIsAnotherWriter() {
        WrittenCases cases = new WrittenCases();
        cases.keep(key("kryo", List.of("java", "-cp", "a"), List.of("C01.a"), WorldSharing.SHARED), entry("matrix"));

        assertThat(cases.find(key("kryo", List.of("java", "-cp", "b"), List.of("C01.a"), WorldSharing.SHARED))).isEmpty();
        assertThat(cases.find(key("kryo-unsafe", List.of("java", "-cp", "a"), List.of("C01.a"), WorldSharing.SHARED)))
                .isEmpty();
        assertThat(cases.find(key("kryo", List.of("java", "-cp", "a"), List.of("C01.a", "C02.b"), WorldSharing.SHARED)))
                .isEmpty();
        assertThat(cases.find(key("kryo", List.of("java", "-cp", "a"), List.of("C01.a"), WorldSharing.FRESH))).isEmpty();
        assertThat(cases.find(new WrittenCases.Key("kryo", List.of("java", "-cp", "a"), new TreeSet<>(List.of("C01.a")),
                WorldSharing.SHARED, Duration.ofSeconds(10), java.util.OptionalLong.of(42)))).isEmpty();
    }

    @Test
    void theLeastRecentlyUsedWriterIsDroppedFirst() {
        WrittenCases cases = new WrittenCases();
        for (int i = 0; i < WrittenCases.KEPT; i++) {
            cases.keep(key("a" + i, List.of("java"), List.of("C01.a"), WorldSharing.SHARED), entry("lane " + i));
        }
        cases.find(key("a0", List.of("java"), List.of("C01.a"), WorldSharing.SHARED));

        cases.keep(key("new", List.of("java"), List.of("C01.a"), WorldSharing.SHARED), entry("lane new"));

        assertThat(cases.find(key("a0", List.of("java"), List.of("C01.a"), WorldSharing.SHARED))).isPresent();
        assertThat(cases.find(key("a1", List.of("java"), List.of("C01.a"), WorldSharing.SHARED))).isEmpty();
        assertThat(cases.find(key("new", List.of("java"), List.of("C01.a"), WorldSharing.SHARED))).isPresent();
    }
}
