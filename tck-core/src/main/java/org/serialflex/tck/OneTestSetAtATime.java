package org.serialflex.tck;

import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.descriptor.ClassSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Hands JUnit the events of one criterion at a time. Surefire (and Gradle's report) count the tests
 * of the "test set" a class-sourced container opens, one set at a time: with cases of several
 * criteria running at once, a case of C08 finishing while C09 is open was counted under C09, and
 * C08's line showed 2 tests for 8. Events of another criterion wait here until the open one
 * finishes; events outside any criterion (a lane, the adapter, a safety probe) keep their order
 * with everything before them, so no container finishes before what it holds.
 */
final class OneTestSetAtATime implements EngineExecutionListener {

    /** One event, the criterion it belongs to (null: none), and whether it opens or closes that criterion. */
    private record Event(TestDescriptor set, boolean opens, boolean closes, Runnable delivery) {
    }

    private final EngineExecutionListener delegate;
    private final List<Event> waiting = new ArrayList<>();
    private TestDescriptor open;

    OneTestSetAtATime(EngineExecutionListener delegate) {
        this.delegate = delegate;
    }

    @Override
    public synchronized void executionStarted(TestDescriptor descriptor) {
        TestDescriptor set = setOf(descriptor);
        offer(new Event(set, set == descriptor, false, () -> delegate.executionStarted(descriptor)));
    }

    @Override
    public synchronized void executionFinished(TestDescriptor descriptor, TestExecutionResult result) {
        TestDescriptor set = setOf(descriptor);
        offer(new Event(set, false, set == descriptor, () -> delegate.executionFinished(descriptor, result)));
    }

    @Override
    public synchronized void executionSkipped(TestDescriptor descriptor, String reason) {
        // a skipped criterion never opens: it is reported whole, as one event
        offer(new Event(setOf(descriptor), false, false, () -> delegate.executionSkipped(descriptor, reason)));
    }

    @Override
    public synchronized void reportingEntryPublished(TestDescriptor descriptor, ReportEntry entry) {
        offer(new Event(setOf(descriptor), false, false, () -> delegate.reportingEntryPublished(descriptor, entry)));
    }

    @Override
    public synchronized void dynamicTestRegistered(TestDescriptor descriptor) {
        offer(new Event(null, false, false, () -> delegate.dynamicTestRegistered(descriptor)));
    }

    private void offer(Event event) {
        waiting.add(event);
        while (deliverOne()) {
            // until nothing waiting may go yet
        }
    }

    /** Delivers the first event that may go now: it belongs to the open criterion, or none is open. */
    private boolean deliverOne() {
        for (int i = 0; i < waiting.size(); i++) {
            Event event = waiting.get(i);
            if (event.set() == null && i > 0) {
                return false; // outside any criterion: never ahead of what came before it
            }
            if (event.set() == null || open == null || open == event.set()) {
                waiting.remove(i);
                if (event.opens()) {
                    open = event.set();
                }
                if (event.closes()) {
                    open = null;
                }
                event.delivery().run();
                return true;
            }
        }
        return false;
    }

    /** The criterion {@code descriptor} is or lies under: the nearest kit container with a class source. */
    private static TestDescriptor setOf(TestDescriptor descriptor) {
        for (Optional<TestDescriptor> at = Optional.of(descriptor); at.isPresent(); at = at.get().getParent()) {
            if (at.get() instanceof KitContainer && at.get().getSource().filter(ClassSource.class::isInstance).isPresent()) {
                return at.get();
            }
        }
        return null;
    }
}
