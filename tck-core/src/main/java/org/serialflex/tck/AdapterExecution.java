package org.serialflex.tck;

import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.TestExecutionResult;
import org.opentest4j.TestAbortedException;
import org.serialflex.lanes.JdkLocator;
import org.serialflex.lanes.JdkNotInstalledException;
import org.serialflex.lanes.Lane;
import org.serialflex.lanes.LanePlan;
import org.serialflex.lanes.MavenResolver;
import org.serialflex.lanes.SideResolver;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.json.ResultsJson;
import org.serialflex.runner.AdapterRun;
import org.serialflex.runner.CaseHosts;
import org.serialflex.runner.CaseSelection;
import org.serialflex.runner.RunReport;
import org.serialflex.runner.RunSettings;
import org.serialflex.runner.host.ForkedHosts;
import org.serialflex.safety.SafetyPins;
import org.serialflex.safety.SafetyRun;
import org.serialflex.spi.SerializerAdapter;
import org.serialflex.worlds.World;
import org.serialflex.worlds.WorldCreationCheck;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Runs what is left of one adapter's tree after JUnit's selection: the selected cases of its matrix
 * and lanes (a lane none of whose cases is selected is not even resolved), then its safety profile
 * when a probe of it is selected; writes the results file and, with {@code -Dserialflex.pin}, the
 * pins. A failure of the adapter as a whole (it cannot be created, a lane cannot be resolved) fails
 * the adapter's container and skips what did not run; the other adapters run on.
 */
final class AdapterExecution {

    private final TckRoot root;
    private final EngineExecutionListener listener;
    private final RunReport console;
    private SideResolver sides;
    /** JDK feature release → "adapter lane" of the declared lanes skipped for want of it. */
    private final Map<Integer, Set<String>> lanesWithoutTheirJdk = new TreeMap<>();
    /** One for every adapter of this execution, so that their runs share host JVMs; closed by {@link #closeHosts}. */
    private final CaseHosts hosts;

    AdapterExecution(TckRoot root, EngineExecutionListener listener, RunReport console) {
        this.root = root;
        this.listener = listener;
        this.console = console;
        this.hosts = root.settings().fork() ? ForkedHosts.in(root.settings().outputDir().resolve("case-host"))
                : CaseHosts.inThisJvm();
    }

    /**
     * Ends the host JVMs this execution's runs kept, once every adapter has run, and says which
     * lanes did not run for want of a JDK: one line per missing JDK, not one per case.
     */
    void closeHosts() {
        hosts.close();
        lanesWithoutTheirJdk.forEach((feature, lanes) -> console.notice("serialflex: " + lanes.size() + " lane"
                + (lanes.size() == 1 ? "" : "s") + " not run, JDK " + feature + " is not installed (" + String.join(", ",
                lanes) + "). " + howToAdd(feature) + " Where the environment variable CI is set, this fails the build."));
    }

    void execute(AdapterContainer container) {
        listener.executionStarted(container);
        TckSettings settings = root.settings();
        SerializerAdapter adapter = container.adapter();
        Optional<PinnedOutcomes> pinned = PinnedOutcomes.load(settings.moduleDir(), adapter.id());
        LaneQuestions questions = LaneQuestions.of(settings, adapter.id(), container.lanes(), pinned);
        questions.notice(adapter.id(), settings).ifPresent(console::notice);
        LiveReport report = new LiveReport(listener, container, pinned, settings.pin(), questions);
        try {
            AdapterResults results = run(container, settings, report, questions);
            Optional<PinnedOutcomes> now = pinned;
            if (settings.pin()) {
                PinnedOutcomes.pin(settings.moduleDir(), results, pinned, settings.pinAdds(), root.knownCases());
                now = PinnedOutcomes.load(settings.moduleDir(), adapter.id());
            }
            reportSafety(container, results, settings, report);
            report.closeRest("not run");
            // a pin of a case that no longer exists is checked by nothing: the adapter fails until it is gone
            Optional<String> stale = now.flatMap(p -> p.namingNoCase(root.knownCases()));
            listener.executionFinished(container, now.isEmpty()
                    ? TestExecutionResult.failed(new AssertionError("Adapter '" + adapter.id() + "' has no pinned "
                    + "outcomes yet (expected " + PinnedOutcomes.fileFor(settings.moduleDir(), adapter.id())
                    + "). Review the verdicts in " + resultsFile(settings, adapter.id()) + " (as a matrix: "
                    + "mvn serialflex:report, with serialflex-maven-plugin in the pom), then pin them from a "
                    + "real run with -Dserialflex.pin=true and commit the file."))
                    : stale.map(message -> TestExecutionResult.failed(new AssertionError("Adapter '" + adapter.id()
                    + "': " + message))).orElse(TestExecutionResult.successful()));
        } catch (RuntimeException | Error e) {
            report.closeRest("adapter '" + adapter.id() + "' failed: " + e.getMessage());
            listener.executionFinished(container, TestExecutionResult.failed(e));
        }
    }

    private AdapterResults run(AdapterContainer container, TckSettings settings, LiveReport report,
                               LaneQuestions questions) {
        SerializerAdapter adapter = container.adapter();
        JvmOptionsCheck.requirePresent(adapter, settings.fork());
        if (!settings.fork()) {
            WorldCreationCheck.requireCreatable(adapter); // forked, each case host JVM checks it
        }
        Set<CaseKey> selected = new HashSet<>();
        container.accept(descriptor -> {
            if (descriptor instanceof CaseTest test) {
                selected.add(test.key());
            }
        });
        CaseSelection selection = (lane, caseId) -> selected.contains(new CaseKey(lane, caseId));
        List<LanePlan> plans = plans(container, selected.stream().map(CaseKey::lane).collect(Collectors.toSet()),
                settings, report);
        RunSettings.Builder run = RunSettings.builder(adapter).timeLimit(settings.timeLimit())
                .kitVersion(settings.kitVersion()).parallelism(settings.parallelism()).worlds(settings.worlds())
                .hosts(hosts)
                .selecting(selection).reportingTo(RunReport.together(report, console,
                        new LaneAnswers(console, questions.asked(), resultsFile(settings, adapter.id()))));
        if (settings.shuffleSeed() != null) {
            run.shuffled(settings.shuffleSeed());
        }
        AdapterResults scored = new AdapterRun(run.build()).run(root.criteria(), plans);
        boolean safetySelected = container.getChildren().stream()
                .anyMatch(child -> child.getUniqueId().getLastSegment().getType().equals(TckTree.SAFETY));
        // The safety profile (docs/safety.md): its own JVMs, its own section, not part of the score.
        AdapterResults results = safetySelected ? SafetyRun.attachTo(scored, adapter, settings.outputDir(),
                settings.safetyReadTimeLimit(), console) : scored;
        write(results, resultsFile(settings, adapter.id()));
        return results;
    }

    /**
     * The selected lanes made concrete. A lane the module declares whose JDK is not installed is
     * skipped where the settings allow it ({@link TckSettings#skipsLaneWithoutItsJdk()}): a machine
     * without JDK 25 still scores the matrix, and {@link #closeHosts} says once what it did not run.
     */
    private List<LanePlan> plans(AdapterContainer container, Set<String> selectedLanes, TckSettings settings,
                                 LiveReport report) {
        List<LanePlan> plans = new ArrayList<>();
        for (Lane lane : container.lanes()) {
            if (!selectedLanes.contains(lane.id())) {
                continue;
            }
            try {
                plans.add(LanePlans.plan(lane, sides(), root.onClassPath()));
            } catch (JdkNotInstalledException e) {
                if (!settings.skipsLaneWithoutItsJdk()) {
                    throw e;
                }
                report.skipLane(lane.id(), "JDK " + e.feature() + " is not installed. " + howToAdd(e.feature()));
                lanesWithoutTheirJdk.computeIfAbsent(e.feature(), k -> new TreeSet<>())
                        .add(container.adapter().id() + " " + lane.id());
            }
        }
        return plans;
    }

    private static String howToAdd(int feature) {
        return "Install it, or name its home: -Dserialflex.jdks=" + feature + "=/path/to/jdk-" + feature
                + " (or a <toolchain> of type jdk, version " + feature + ", in ~/.m2/toolchains.xml).";
    }

    private void reportSafety(AdapterContainer container, AdapterResults results, TckSettings settings,
                              LiveReport report) {
        Optional<SafetyPins> pins = SafetyPins.of(results, settings.moduleDir(), settings.pin());
        container.accept(descriptor -> {
            if (descriptor instanceof SafetyProbeTest probe) {
                report.finish(probe, pins.map(p -> verdict(p, probe.key())).orElseGet(() ->
                        TestExecutionResult.aborted(new TestAbortedException("the safety profile did not run"))));
            }
        });
    }

    private static TestExecutionResult verdict(SafetyPins pins, String key) {
        if (!pins.pinned()) {
            return TestExecutionResult.aborted(new TestAbortedException(pins.notPinned(key)));
        }
        return pins.mismatch(key).map(message -> TestExecutionResult.failed(new AssertionError(message)))
                .orElse(TestExecutionResult.successful());
    }

    /** Resolving a lane's sides may ask Maven; done once per run, and only when a lane runs. */
    private SideResolver sides() {
        if (sides == null) {
            sides = new SideResolver(root.onClassPath().stream().collect(Collectors.toMap(SerializerAdapter::id,
                    Function.identity(), (a, b) -> a)), World.kitClassPath(), JdkLocator.forThisMachine(root.settings().jdks()),
                    MavenResolver.forThisBuild(root.settings().laneCache()));
        }
        return sides;
    }

    private static Path resultsFile(TckSettings settings, String adapterId) {
        return settings.outputDir().resolve("results").resolve(adapterId + ".json");
    }

    private static void write(AdapterResults results, Path file) {
        try {
            ResultsJson.write(results, file);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write results " + file, e);
        }
    }
}
