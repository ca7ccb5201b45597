package org.serialflex.tck;

import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.opentest4j.TestAbortedException;
import org.serialflex.results.CaseResult;
import org.serialflex.runner.RunReport;
import org.serialflex.results.Outcome;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Turns an adapter's run into JUnit events as it goes: a case's test starts when its writing half
 * begins and finishes with its verdict checked against the pin; a container starts with its first
 * test and finishes with its last. Cases run on several threads; JUnit hears one event at a time, and
 * the events of one criterion at a time ({@link OneTestSetAtATime}).
 */
final class LiveReport implements RunReport {

    private final EngineExecutionListener listener;
    private final AdapterContainer adapter;
    private final Optional<PinnedOutcomes> pinned;
    private final boolean pinning;
    private final LaneQuestions questions;
    private final Map<CaseKey, List<CaseTest>> byLaneAndCase = new LinkedHashMap<>();
    private final Set<TestDescriptor> started = new HashSet<>();
    private final Set<TestDescriptor> finished = new HashSet<>();

    /**
     * @param pinned  the adapter's pins, read before the run
     * @param pinning whether this run writes the pins ({@code -Dserialflex.pin}): then every measured case passes
     * @param questions the lanes asked on the command line and declared nowhere: every measured case passes
     */
    LiveReport(EngineExecutionListener listener, AdapterContainer adapter, Optional<PinnedOutcomes> pinned,
               boolean pinning, LaneQuestions questions) {
        // cases of several criteria finish in any order; reporters count one criterion at a time
        this.listener = new OneTestSetAtATime(listener);
        this.adapter = adapter;
        this.pinned = pinned;
        this.pinning = pinning;
        this.questions = questions;
        adapter.accept(descriptor -> {
            if (descriptor instanceof CaseTest test) {
                byLaneAndCase.computeIfAbsent(test.key(), k -> new ArrayList<>()).add(test);
            }
        });
    }

    @Override
    public synchronized void started(String lane, String caseId) {
        byLaneAndCase.getOrDefault(new CaseKey(lane, caseId), List.of()).forEach(this::start);
    }

    @Override
    public synchronized void finished(String lane, CaseResult result) {
        List<CaseTest> tests = byLaneAndCase.getOrDefault(new CaseKey(lane, result.id()), List.of());
        TestExecutionResult verdict = tests.isEmpty() ? null : verdict(tests.get(0), result);
        for (CaseTest test : tests) {
            start(test);
            listener.reportingEntryPublished(test, result.evidence() == null || result.evidence().isBlank()
                    ? ReportEntry.from("outcome", result.outcome().name())
                    : ReportEntry.from(Map.of("outcome", result.outcome().name(), "evidence", result.evidence())));
            // A case listed twice in a lane (its identity set and its criterion) has one verdict: a failure is
            // told once, by the first, so that a build log counts it once
            finish(test, test == tests.get(0) || verdict.getStatus() != TestExecutionResult.Status.FAILED
                    ? verdict : TestExecutionResult.aborted(new TestAbortedException(result.id()
                    + ": the same case as " + tests.get(0).getLegacyReportingName() + ", whose failure tells it")));
        }
    }

    /** Finishes {@code test} with {@code result}, and every container whose last test it was. */
    synchronized void finish(TestDescriptor test, TestExecutionResult result) {
        if (finished.contains(test)) {
            return;
        }
        start(test);
        listener.executionFinished(test, result);
        finished.add(test);
        for (TestDescriptor parent = test.getParent().orElseThrow(); parent != adapter;
             parent = parent.getParent().orElseThrow()) {
            if (!parent.getChildren().stream().allMatch(finished::contains)) {
                return;
            }
            listener.executionFinished(parent, TestExecutionResult.successful());
            finished.add(parent);
        }
    }

    /** Skips what never ran (a lane that could not start) and closes what is still open, children first. */
    /** Skips a lane that cannot run at all, with {@code reason} on it in JUnit's report, before anything runs. */
    synchronized void skipLane(String lane, String reason) {
        for (TestDescriptor child : adapter.getChildren()) {
            var last = child.getUniqueId().getLastSegment();
            if (last.getType().equals(TckTree.LANE) && last.getValue().equals(lane) && !finished.contains(child)) {
                listener.executionSkipped(child, reason);
                finished.add(child);
            }
        }
    }

    synchronized void closeRest(String reason) {
        for (TestDescriptor child : List.copyOf(adapter.getChildren())) {
            closeRest(child, reason);
        }
    }

    private void closeRest(TestDescriptor descriptor, String reason) {
        if (finished.contains(descriptor)) {
            return;
        }
        if (!started.contains(descriptor)) {
            listener.executionSkipped(descriptor, reason);
            finished.add(descriptor);
            return;
        }
        for (TestDescriptor child : List.copyOf(descriptor.getChildren())) {
            closeRest(child, reason);
        }
        if (!finished.contains(descriptor)) {
            listener.executionFinished(descriptor, descriptor.isTest()
                    ? TestExecutionResult.aborted(new TestAbortedException(reason)) : TestExecutionResult.successful());
            finished.add(descriptor);
        }
    }

    private void start(TestDescriptor descriptor) {
        if (started.contains(descriptor) || descriptor == adapter) {
            return;
        }
        descriptor.getParent().ifPresent(this::start);
        listener.executionStarted(descriptor);
        started.add(descriptor);
    }

    private TestExecutionResult verdict(CaseTest test, CaseResult result) {
        String where = result.id() + " [" + adapter.adapter().id()
                + (test.lane().equals(org.serialflex.runner.AdapterRun.MATRIX) ? "" : ", lane " + test.lane()) + "]";
        if (result.outcome() == Outcome.KIT_ERROR) {
            return TestExecutionResult.failed(new AssertionError(where + " could not be measured: " + result.evidence()));
        }
        if (pinning || questions.isQuestion(test.lane())) {
            return TestExecutionResult.successful();
        }
        if (pinned.isEmpty()) {
            return TestExecutionResult.aborted(new TestAbortedException(where + " not pinned yet; observed "
                    + result.outcome() + evidenceOf(result)));
        }
        Optional<Set<Outcome>> expected = pinned.get().outcomeOf(test.key());
        if (expected.isEmpty()) {
            return TestExecutionResult.failed(new AssertionError(where + " is a new case with no pinned outcome in "
                    + pinned.get().file() + "; observed " + result.outcome() + evidenceOf(result)
                    + ". Pin it with -Dserialflex.pin=true."));
        }
        if (!expected.get().contains(result.outcome())) {
            return TestExecutionResult.failed(new AssertionError(where + ": pinned "
                    + PinnedOutcomes.text(expected.get()) + ", observed " + result.outcome() + evidenceOf(result)
                    + ".\nIf the change is expected (a new library or JDK version, a fixed adapter), re-pin with "
                    + "-Dserialflex.pin=true and explain the changed verdict in the commit message."));
        }
        return TestExecutionResult.successful();
    }

    private static String evidenceOf(CaseResult result) {
        return result.evidence() == null ? "" : " (" + result.evidence() + ")";
    }
}
