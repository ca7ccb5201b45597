package org.serialflex.tck;

import org.junit.jupiter.api.Test;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.serialflex.results.CaseResult;
import org.serialflex.results.Outcome;
import org.serialflex.runner.AdapterRun;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Surefire's console counts the tests of one class-sourced container (a "test set") at a time:
 * whatever finishes between a set's start and its end is counted in it. Cases of C08 and C09
 * running at once must still reach the listener as C08 start, C08's cases, C08 end, then C09's.
 */
class CountsPerCriterionTest {

    private final UniqueId engine = UniqueId.forEngine("serialflex");
    private final AdapterContainer adapter = new AdapterContainer(engine.append("adapter", "plain"),
            new PlainAdapter(), List.of());
    private final KitContainer lane = new KitContainer(adapter.getUniqueId().append("lane", AdapterRun.MATRIX),
            "matrix", null, Set.of());
    private final KitContainer c08 = criterion("C08", String.class, "C08.a", "C08.b");
    private final KitContainer c09 = criterion("C09", Integer.class, "C09.a", "C09.b");

    private KitContainer criterion(String id, Class<?> source, String... cases) {
        KitContainer node = new KitContainer(lane.getUniqueId().append("criterion", id), id, ClassSource.from(source),
                Set.of(TestTag.create(id)));
        for (String caseId : cases) {
            node.addChild(new CaseTest(node.getUniqueId().append("case", caseId), caseId,
                    new CaseKey(AdapterRun.MATRIX, caseId), Set.of()));
        }
        lane.addChild(node);
        return node;
    }

    @Test
    void casesOfTwoCriteriaRunningAtOnceAreReportedOneCriterionAtATime() {
        adapter.addChild(lane);
        List<String> events = new ArrayList<>();
        LiveReport report = new LiveReport(recorder(events), adapter, Optional.empty(), true, LaneQuestions.NONE);

        // the order two threads produce: C08 and C09 both under way, finishing in turns
        report.started(AdapterRun.MATRIX, "C08.a");
        report.started(AdapterRun.MATRIX, "C09.a");
        report.finished(AdapterRun.MATRIX, result("C09.a"));
        report.started(AdapterRun.MATRIX, "C09.b");
        report.finished(AdapterRun.MATRIX, result("C08.a"));
        report.started(AdapterRun.MATRIX, "C08.b");
        report.finished(AdapterRun.MATRIX, result("C09.b"));
        report.finished(AdapterRun.MATRIX, result("C08.b"));
        report.closeRest("not run");

        assertThat(events.stream().filter(e -> e.contains("C0")).toList()).containsExactly(
                "start C08", "start C08.a", "finish C08.a", "start C08.b", "finish C08.b", "finish C08",
                "start C09", "start C09.a", "finish C09.a", "start C09.b", "finish C09.b", "finish C09");
        assertThat(events).startsWith("start matrix").endsWith("finish matrix");
    }

    private static CaseResult result(String id) {
        return new CaseResult(id, id, "v1", "v2", Outcome.PASS, null, 1, 1);
    }

    private static EngineExecutionListener recorder(List<String> events) {
        return new EngineExecutionListener() {
            @Override
            public void executionStarted(TestDescriptor descriptor) {
                events.add("start " + descriptor.getDisplayName());
            }

            @Override
            public void executionFinished(TestDescriptor descriptor, TestExecutionResult result) {
                events.add("finish " + descriptor.getDisplayName());
            }
        };
    }
}
