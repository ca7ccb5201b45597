package org.serialflex.safety;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.results.ProbeResult;
import org.serialflex.results.SafetyOutcome;
import org.serialflex.results.SafetyProfile;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every probe verdict can fail: each probe is SAFE on a guarded reader and UNSAFE, with the right
 * worst outcome, on a reader built to misbehave in its one respect. Runs the probes as the TCK
 * does, in forked JVMs with a 256 MB heap.
 */
class SafetyProbesSelfTest {

    @TempDir
    Path hostDirectory;

    @Test
    void aGuardedReaderIsSafeOnEveryProbeInBothConfigurations() {
        SafetyProfile profile = run(new JavaStreamsAdapter.Guarded());

        assertThat(profile.hardened()).isTrue();
        for (ProbeResult probe : profile.defaults()) {
            assertThat(probe.verdict()).as(probe.probe() + ": " + probe.evidence() + " / " + probe.note())
                    .isEqualTo(ProbeResult.SAFE);
            assertThat(probe.attempts()).as(probe.probe()).isPositive();
        }
        assertThat(profile.hardenedProbes()).extracting(ProbeResult::verdict).containsOnly(ProbeResult.SAFE);
        Map<String, ProbeResult> probes = byId(profile);
        assertThat(probes.get("truncation").attempts()).isEqualTo(2 * 64);
        assertThat(probes.get("bit-flips").attempts()).isEqualTo(2 * 256);
        assertThat(probes.get("depth-bombs").attempts()).isEqualTo(4);
        assertThat(probes.get("unexpected-classes").attempts()).isEqualTo(3);
        assertThat(probes.get("length-bombs").note()).contains("forgeries");
        assertThat(probes.get("length-bombs").peakHeapMb()).isPositive().isLessThan(64.0);
    }

    @Test
    void aReaderThatReturnsAnObjectForTruncatedBytesFailsTruncationAndBitFlips() {
        Map<String, ProbeResult> probes = byId(run(new JavaStreamsAdapter.ReturnsOnTruncation()));

        assertThat(probes.get("truncation").verdict()).isEqualTo(ProbeResult.UNSAFE);
        assertThat(probes.get("truncation").worst()).isEqualTo(SafetyOutcome.ACCEPTED);
        assertThat(probes.get("truncation").counts()).containsEntry(SafetyOutcome.ACCEPTED, 128);
        assertThat(probes.get("truncation").evidence()).startsWith("baseline cut to 0 of ");
        assertThat(probes.get("bit-flips").worst()).isEqualTo(SafetyOutcome.ACCEPTED);
    }

    @Test
    void aReaderThatRecursesWithoutBoundFailsTheDepthBombsWithAStackOverflow() {
        Map<String, ProbeResult> probes = byId(run(new JavaStreamsAdapter.RecursesWithoutBound()));

        assertThat(probes.get("depth-bombs").worst()).isEqualTo(SafetyOutcome.STACK_OVERFLOW);
        assertThat(probes.get("depth-bombs").evidence()).contains("java.lang.StackOverflowError");
        assertThat(probes.get("truncation").verdict()).isEqualTo(ProbeResult.SAFE);
    }

    /**
     * A writer that drops the nesting makes no depth bomb: its reader is measured on the typed nest instead, and the
     * shallow read is not taken for the reader's fault (before, this was ACCEPTED: "returned a lists chain 1 deep").
     */
    @Test
    void aWriterThatDropsTheNestingIsNotTakenForAReaderThatShortensIt() {
        ProbeResult depth = byId(run(new JavaStreamsAdapter.DropsTheNesting())).get("depth-bombs");

        assertThat(depth.counts()).doesNotContainKey(SafetyOutcome.ACCEPTED);
        assertThat(depth.worst()).isEqualTo(SafetyOutcome.STACK_OVERFLOW);
        assertThat(depth.note()).contains("levels in").contains("did not keep the nesting")
                .contains("lists 10000 deep as List<TypedNest>");
    }

    @Test
    void aReaderThatAllocatesAForgedLengthFailsTheLengthBombs() {
        Map<String, ProbeResult> probes = byId(run(new JavaStreamsAdapter.AllocatesForgedLength()));

        ProbeResult lengths = probes.get("length-bombs");
        assertThat(lengths.verdict()).isEqualTo(ProbeResult.UNSAFE);
        assertThat(lengths.worst()).isIn(SafetyOutcome.OUT_OF_MEMORY, SafetyOutcome.BLOAT);
        assertThat(lengths.maxAllocatedMb()).isGreaterThan(32.0);
        // a byte array forged to 100 000 000 is allocated and held while the read fails
        assertThat(lengths.peakHeapMb()).isGreaterThan(64.0);
        assertThat(probes.get("depth-bombs").verdict()).isEqualTo(ProbeResult.SAFE);
    }

    @Test
    void aReaderThatInstantiatesAnyNamedClassRunsTheGadget() {
        Map<String, ProbeResult> probes = byId(run(new JavaStreamsAdapter.InstantiatesAnyClass()));

        ProbeResult unexpected = probes.get("unexpected-classes");
        assertThat(unexpected.worst()).isEqualTo(SafetyOutcome.RAN);
        assertThat(unexpected.counts()).containsEntry(SafetyOutcome.RAN, 3);
        assertThat(unexpected.evidence()).contains("static initializer").contains("readObject");
        assertThat(probes.get("length-bombs").verdict()).isEqualTo(ProbeResult.SAFE);
    }

    @Test
    void aWriterThatRefusesTheGadgetIsReplacedByItsUnrestrictedWriterSoTheReaderIsMeasured() {
        Map<String, ProbeResult> probes = byId(run(new JavaStreamsAdapter.RefusesToWriteGadget()));

        ProbeResult unexpected = probes.get("unexpected-classes");
        assertThat(unexpected.worst()).isEqualTo(SafetyOutcome.RAN);
        assertThat(unexpected.counts()).containsEntry(SafetyOutcome.RAN, 3);
        assertThat(unexpected.note()).contains("bytes from the adapter's unrestricted writer (refused by the writer: "
                + "java.io.IOException: refused to write org.serialflex.gadget.Gadget)");
    }

    private SafetyProfile run(JavaStreamsAdapter adapter) {
        return new SafetyRun(adapter.id(), Duration.ofSeconds(10), hostDirectory).run(adapter);
    }

    private static Map<String, ProbeResult> byId(SafetyProfile profile) {
        return profile.defaults().stream().collect(Collectors.toMap(ProbeResult::probe, Function.identity()));
    }
}
