package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.results.CaseResult;
import org.serialflex.runner.CaseRunner;
import org.serialflex.runner.RunTimings;
import org.serialflex.runner.TckCase;
import org.serialflex.results.Outcome;
import org.serialflex.versions.ClassVersions;
import org.serialflex.versions.Dto;
import org.serialflex.versions.TypeRef;
import org.serialflex.versions.ClassVersion;

import java.time.Duration;
import java.util.LinkedList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Proves the classifier on adapters built to misbehave: each must get exactly the outcome the
 * specification names for its misbehaviour, with evidence, and none may stop the run.
 */
class ClassifierSelfTest {

    private static final String PERSON = "org.serialflex.dto.selftest.Person";
    private static final ClassVersions CLASSES = ClassVersions.same(Dto.bean(PERSON)
            .field("name", String.class)
            .field("nickname", String.class)
            .field("age", int.class)
            .field("score", Number.class)
            .field("friends", TypeRef.listOf(TypeRef.of(String.class))));

    /** Writes a Person and expects the same Person back, LinkedList included. */
    private static final TckCase ROUND_TRIP = new TckCase("C00", "C00.round-trip", "round trip", "v1", "v1",
            CLASSES.classBytes(ClassVersion.V1), CLASSES.classBytes(ClassVersion.V1),
            w -> w.bean(PERSON, "name", "Ann", "nickname", "Annie", "age", 42, "score", 7L,
                    "friends", new LinkedList<>(List.of("Bob", "Cy"))),
            r -> r.bean(PERSON, "name", "Ann", "nickname", "Annie", "age", 42, "score", 7L,
                    "friends", new LinkedList<>(List.of("Bob", "Cy"))),
            Set.of());

    private static CaseResult run(String adapterId) {
        return run(adapterId, Duration.ofSeconds(10));
    }

    private static CaseResult run(String adapterId, Duration timeLimit) {
        return new CaseRunner(adapterId, timeLimit, new RunTimings()).run(ROUND_TRIP);
    }

    @Test
    void anHonestAdapterPasses() {
        CaseResult result = run("selftest-honest");

        assertThat(result.outcome()).isEqualTo(Outcome.PASS);
        assertThat(result.evidence()).isNull();
        assertThat(result.serializedSize()).isPositive();
    }

    @Test
    void droppingAFieldIsCorrupt() {
        CaseResult result = run("selftest-drops-field");

        assertThat(result.outcome()).isEqualTo(Outcome.CORRUPT);
        assertThat(result.evidence()).isEqualTo("nickname: expected \"Annie\" (String) got null");
    }

    @Test
    void swappingTwoSameTypedValuesIsCorrupt() {
        CaseResult result = run("selftest-swaps-values");

        assertThat(result.outcome()).isEqualTo(Outcome.CORRUPT);
        assertThat(result.evidence()).isEqualTo("name: expected \"Ann\" (String) got \"Annie\" (String)");
    }

    @Test
    void substitutingArrayListForLinkedListIsDegraded() {
        CaseResult result = run("selftest-substitutes-list");

        assertThat(result.outcome()).isEqualTo(Outcome.DEGRADED);
        assertThat(result.evidence()).startsWith("friends: collection type substituted")
                .contains("(LinkedList)").contains("(ArrayList)");
    }

    @Test
    void substitutingIntegerForLongIsDegraded() {
        CaseResult result = run("selftest-substitutes-number");

        assertThat(result.outcome()).isEqualTo(Outcome.DEGRADED);
        assertThat(result.evidence()).isEqualTo("score: number type substituted: expected 7 (Long) got 7 (Integer)");
    }

    @Test
    void throwingOnWriteIsWriteFailed() {
        CaseResult result = run("selftest-throws-on-write");

        assertThat(result.outcome()).isEqualTo(Outcome.WRITE_FAILED);
        assertThat(result.evidence()).isEqualTo("java.lang.UnsupportedOperationException: cannot write Person on purpose");
        assertThat(result.serializedSize()).isNull();
    }

    @Test
    void throwingOnReadIsReadFailed() {
        CaseResult result = run("selftest-throws-on-read");

        assertThat(result.outcome()).isEqualTo(Outcome.READ_FAILED);
        assertThat(result.evidence()).isEqualTo("java.lang.IllegalStateException: cannot read on purpose");
    }

    @Test
    void anObjectTheReaderReturnedThatThrowsWhenWalkedIsReadFailedNotAKitError() {
        CaseResult result = run("selftest-throws-when-iterated");

        assertThat(result.outcome()).isEqualTo(Outcome.READ_FAILED);
        assertThat(result.evidence()).isEqualTo("the object the reader returned throws when inspected, at "
                + "(root).friends: java.lang.IllegalStateException: element 0 cannot be decoded on purpose");
    }

    @Test
    void hangingPastTheTimeLimitIsACrashAndTheRunGoesOn() {
        CaseResult hung = run("selftest-sleeps-forever", Duration.ofMillis(500));
        CaseResult next = run("selftest-honest");

        assertThat(hung.outcome()).isEqualTo(Outcome.CRASH);
        assertThat(hung.evidence()).startsWith("hung past the 500 ms time limit while reading")
                .contains("Thread.sleep");
        assertThat(next.outcome()).isEqualTo(Outcome.PASS);
    }

    @Test
    void overflowingTheStackIsACrash() {
        CaseResult result = run("selftest-recurses-forever");

        assertThat(result.outcome()).isEqualTo(Outcome.CRASH);
        assertThat(result.evidence()).startsWith("java.lang.StackOverflowError");
    }

    @Test
    void allocatingAHugeArrayCostsOnlyItsOwnCase() {
        CaseResult result = run("selftest-huge-array");
        CaseResult next = run("selftest-honest");

        assertThat(result.outcome()).isIn(Outcome.CRASH, Outcome.READ_FAILED);
        assertThat(result.evidence()).startsWith("java.lang.OutOfMemoryError");
        assertThat(next.outcome()).isEqualTo(Outcome.PASS);
    }

    @Test
    void theWriterWorldsStaticStateIsInvisibleToTheReaderWorld() {
        CaseResult result = run("selftest-static-state");

        assertThat(result.outcome())
                .as("the reader world has its own copy of the adapter class, so its static field is still null")
                .isEqualTo(Outcome.PASS);
    }

    @Test
    void anObjectSmuggledFromTheWriterWorldIsAKitError() {
        CaseResult result = run("selftest-leaks-across-worlds");

        assertThat(result.outcome()).isEqualTo(Outcome.KIT_ERROR);
        assertThat(result.evidence()).startsWith("(root): a Person is of class " + PERSON)
                .contains("not from the reader world (reader world ");
    }

    @Test
    void valuesSmuggledThroughSystemPropertiesAreAKitErrorNamingTheSharedObject() {
        CaseResult result = run("selftest-smuggles-values");

        assertThat(result.outcome()).isEqualTo(Outcome.KIT_ERROR);
        assertThat(result.evidence())
                .startsWith("friends: 2 elements (LinkedList) is the very object the writer wrote (==)")
                .contains("Only bytes may cross between worlds");
    }

    @Test
    void writeReturningNullIsAKitErrorThatSaysWhatToDo() {
        CaseResult result = run("selftest-writes-null");

        assertThat(result.outcome()).isEqualTo(Outcome.KIT_ERROR);
        assertThat(result.evidence()).contains("write(...) returned null").contains("must return the serialized bytes");
    }
}
