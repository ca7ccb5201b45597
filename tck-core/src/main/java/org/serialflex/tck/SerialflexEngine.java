package org.serialflex.tck;

import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.ExecutionRequest;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestEngine;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.EngineDescriptor;
import org.serialflex.runner.ConsoleReport;
import org.serialflex.runner.RunReport;

import java.util.List;
import java.util.Optional;

/**
 * The kit as a JUnit Platform engine, id {@value #ID}. An adapter module runs it through a suite:
 * <pre>{@code
 * @Suite
 * @IncludeEngines("serialflex")
 * class KryoTck {
 * }
 * }</pre>
 * A request without selectors (what such a suite sends) discovers the module's whole tree,
 * adapter → lane → criterion → case plus the safety profile's probes; a unique-id selector picks
 * part of it (one case: {@code [engine:serialflex]/[adapter:kryo]/[lane:matrix]/[criterion:C08]/[case:C08.int-to-long.old-to-new]}),
 * a criterion's class that criterion ({@link TckSelectors}, through JUnit's {@code EngineDiscoveryRequestResolver});
 * other selectors (a Jupiter test class) select nothing of the kit's. Criteria are tags ({@code C08}),
 * as are {@code matrix}, {@code lane}, {@code identity} and {@code safety}. Each case is reported
 * as it finishes; the {@code -Dserialflex.*} properties steer the run as documented in
 * {@link TckSettings}. What it has to say beyond the tree (notices, summaries) goes through one
 * {@link ConsoleReport}.
 */
public final class SerialflexEngine implements TestEngine {

    /** The engine id for {@code @IncludeEngines}. */
    public static final String ID = "serialflex";

    @Override
    public String getId() {
        return ID;
    }

    @Override
    public Optional<String> getGroupId() {
        return Optional.of("org.serialflex");
    }

    @Override
    public Optional<String> getArtifactId() {
        return Optional.of("tck-core");
    }

    @Override
    public TestDescriptor discover(EngineDiscoveryRequest request, UniqueId uniqueId) {
        boolean all = TckSelectors.selectsAll(request, uniqueId);
        if (!all && !TckSelectors.mayPickAny(request, uniqueId)) {
            return new EngineDescriptor(uniqueId, "serialflex");
        }
        RunReport console = ConsoleReport.standardOut();
        TckRoot root;
        try {
            root = TckTree.discover(uniqueId, TckSettings.from(request.getConfigurationParameters()::get), console);
        } catch (RuntimeException e) {
            EngineDescriptor failed = new EngineDescriptor(uniqueId, "serialflex");
            failed.addChild(ConfigurationFailure.report(uniqueId, e, console));
            return failed;
        }
        UnknownTags.notice(request.getConfigurationParameters()::get, org.serialflex.runner.Criteria.all())
                .ifPresent(console::notice);
        if (!all) {
            TckSelectors.resolve(request, root, console);
        }
        return root;
    }

    @Override
    public void execute(ExecutionRequest request) {
        TestDescriptor root = request.getRootTestDescriptor();
        var listener = request.getEngineExecutionListener();
        listener.executionStarted(root);
        for (TestDescriptor child : root.getChildren()) {
            if (child instanceof ConfigurationFailure failure) {
                listener.executionStarted(failure);
                listener.executionFinished(failure, TestExecutionResult.failed(failure.reason()));
            }
        }
        if (root instanceof TckRoot tck) {
            AdapterDiscovery.recordIds(tck.settings().outputDir(), tck.modules());
            RunReport console = ConsoleReport.standardOut();
            AdapterExecution adapters = new AdapterExecution(tck, listener, console);
            try {
                for (TestDescriptor child : List.copyOf(root.getChildren())) {
                    if (child instanceof NotSelected skipped) {
                        console.notice(skipped.reason());
                        listener.executionSkipped(skipped, skipped.reason());
                    } else if (child instanceof AdapterContainer adapter) {
                        adapters.execute(adapter);
                    }
                }
            } finally {
                adapters.closeHosts();
            }
        }
        listener.executionFinished(root, TestExecutionResult.successful());
    }
}
