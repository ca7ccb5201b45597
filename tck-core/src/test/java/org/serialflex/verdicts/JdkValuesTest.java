package org.serialflex.verdicts;

import org.junit.jupiter.api.Test;
import org.serialflex.results.Outcome;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** JDK values as the value zoo compares them: by value where the class has no value equality, kept in another type. */
class JdkValuesTest {

    private static final UUID ID = UUID.fromString("3f2b8a4e-9c1d-4e5f-8a7b-6c5d4e3f2a1b");

    @Test
    void aPatternIsComparedByPatternAndFlags() {
        assertThat(DeepComparison.compare(Pattern.compile("a+", Pattern.CASE_INSENSITIVE),
                Pattern.compile("a+", Pattern.CASE_INSENSITIVE)).outcome()).isEqualTo(Outcome.PASS);
        Verdict flagsLost = DeepComparison.compare(Pattern.compile("a+", Pattern.CASE_INSENSITIVE), Pattern.compile("a+"));
        assertThat(flagsLost.outcome()).isEqualTo(Outcome.CORRUPT);
        assertThat(flagsLost.evidence()).isEqualTo("(root): expected a+ (Pattern) got one with the same text that is not "
                + "equal to it (state beyond its text was not restored)");
    }

    @Test
    void atomicsAreComparedByWhatTheyHold() {
        assertThat(DeepComparison.compare(new AtomicInteger(42), new AtomicInteger(42)).outcome()).isEqualTo(Outcome.PASS);
        assertThat(DeepComparison.compare(new AtomicInteger(42), new AtomicInteger(0)).outcome())
                .isEqualTo(Outcome.CORRUPT);
        assertThat(DeepComparison.compare(new AtomicBoolean(true), new AtomicBoolean(true)).outcome())
                .isEqualTo(Outcome.PASS);
        assertThat(DeepComparison.compare(new AtomicInteger(42), 42).outcome()).isEqualTo(Outcome.DEGRADED);
        assertThat(DeepComparison.compare(new AtomicBoolean(true), Boolean.TRUE).outcome()).isEqualTo(Outcome.DEGRADED);
    }

    @Test
    void aValueKeptInAnotherTypeIsDegradedAndEvidenceSaysSo() {
        Verdict asText = DeepComparison.compare(ID, ID.toString());
        assertThat(asText.outcome()).isEqualTo(Outcome.DEGRADED);
        assertThat(asText.evidence()).isEqualTo("(root): value kept as another type: expected "
                + "3f2b8a4e-9c1d-4e5f-8a7b-6c5d4e3f2a1b (UUID) got \"3f2b8a4e-9c1d-4e5f-8a7b-6c5d4e3f2a1b\" (String)");
        assertThat(DeepComparison.compare(new Date(1_795_823_999_123L), 1_795_823_999_123L).outcome())
                .isEqualTo(Outcome.DEGRADED);
        assertThat(DeepComparison.compare(Instant.ofEpochSecond(10, 500_000_000), 10.5d).outcome())
                .isEqualTo(Outcome.DEGRADED);
        assertThat(DeepComparison.compare('é', "é").outcome()).isEqualTo(Outcome.DEGRADED);
        assertThat(DeepComparison.compare(Optional.of("present"), "present").outcome()).isEqualTo(Outcome.DEGRADED);
        assertThat(DeepComparison.compare(new byte[] {1, 2}, "AQI=").outcome()).isEqualTo(Outcome.DEGRADED);
    }

    @Test
    void aValueLostOrChangedIsCorrupt() {
        assertThat(DeepComparison.compare(ID, UUID.randomUUID().toString()).outcome()).isEqualTo(Outcome.CORRUPT);
        assertThat(DeepComparison.compare(new Date(1_795_823_999_123L), new Date(0)).outcome())
                .isEqualTo(Outcome.CORRUPT);
        assertThat(DeepComparison.compare(ID, null).outcome()).isEqualTo(Outcome.CORRUPT);
        assertThat(DeepComparison.compare(Instant.ofEpochSecond(10, 123_456_789), 10.123456d).outcome())
                .isEqualTo(Outcome.CORRUPT);
    }

    @Test
    void theIdentityOfAnImmutableJdkValueIsNotJudged() {
        Instant shared = Instant.ofEpochSecond(10);
        List<Object> expected = new ArrayList<>(List.of(shared, shared));
        List<Object> actual = new ArrayList<>(List.of(Instant.ofEpochSecond(10), Instant.ofEpochSecond(10)));
        assertThat(DeepComparison.compare(expected, actual).outcome()).isEqualTo(Outcome.PASS);
    }

    @Test
    void aMapOfTenThousandStringKeysIsMatchedByLookUp() {
        Map<String, Integer> expected = new HashMap<>();
        Map<String, Integer> actual = new HashMap<>();
        for (int i = 0; i < 10_001; i++) {
            expected.put("key" + i, i);
            actual.put("key" + i, i);
        }
        assertThat(DeepComparison.compare(expected, actual).outcome()).isEqualTo(Outcome.PASS);
        actual.put("key5000", -1);
        Verdict changed = DeepComparison.compare(expected, actual);
        assertThat(changed.outcome()).isEqualTo(Outcome.CORRUPT);
        assertThat(changed.evidence()).isEqualTo("(root)[key5000]: expected 5000 (Integer) got -1 (Integer)");
    }
}
