package org.serialflex.tck;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.serialflex.lanes.JdkLocator;
import org.serialflex.lanes.LanePlan;
import org.serialflex.lanes.LaneSyntax;
import org.serialflex.lanes.MavenResolver;
import org.serialflex.lanes.SideResolver;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.LaneResults;
import org.serialflex.results.ResultsJson;
import org.serialflex.runner.AdapterRun;
import org.serialflex.runner.Criteria;
import org.serialflex.runner.Criterion;
import org.serialflex.safety.SafetyPins;
import org.serialflex.safety.SafetyRun;
import org.serialflex.spi.SerializerAdapter;
import org.serialflex.verdicts.Outcome;
import org.serialflex.worlds.World;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The JUnit 5 entry point of an adapter module. Extend it with an empty test class:
 * <pre>{@code
 * class KryoTckTest extends AdapterTck {
 * }
 * }</pre>
 * It scores every adapter of the module against every criterion, then runs the module's upgrade
 * lanes ({@code serialflex.lanes}), writes {@code target/serialflex/results/<adapter>.json}, and
 * turns each case into a test named like {@code C08 int→long (old→new)} that passes when the
 * observed outcome equals the one pinned in {@code src/test/resources/serialflex/<adapter>.expected}.
 * Properties: {@code serialflex.adapters}, {@code serialflex.criteria}, {@code serialflex.lanes},
 * {@code serialflex.caseTimeoutMillis}, {@code serialflex.pin}.
 */
public abstract class AdapterTck {

    /** Runs the TCK; see the class documentation. */
    @TestFactory
    Stream<DynamicNode> serialflexTck() {
        TckSettings settings = TckSettings.fromSystemProperties();
        List<SerializerAdapter> onClassPath = AdapterDiscovery.discover();
        List<SerializerAdapter> discovered = AdapterDiscovery.ownedBy(onClassPath, settings.moduleDir());
        AdapterDiscovery.recordIds(settings.outputDir(), discovered);
        List<Criterion> criteria = Criteria.select(Criteria.all(), settings.criteria());
        if (criteria.isEmpty()) {
            throw new IllegalStateException("No criteria found on the class path: the adapter module needs "
                    + "org.serialflex:tck-scenarios as a test dependency (inherited from adapters/pom.xml)");
        }
        AdapterSelection selection = AdapterSelection.of(discovered, settings.adapters(),
                settings.moduleDir().getFileName().toString(), settings.reportInBuild());
        selection.notices().forEach(System.out::println);
        List<DynamicNode> nodes = new ArrayList<>();
        for (AdapterSelection.Skipped skipped : selection.skipped()) {
            System.out.println(skipped.notice());
            nodes.add(DynamicTest.dynamicTest(skipped.adapter().id() + ": not selected",
                    () -> Assumptions.abort(skipped.notice())));
        }
        var lanes = LaneSyntax.parse(settings.lanes());
        LanePlans.requireKnownAdapters(lanes, onClassPath, settings.moduleDir().getFileName().toString(),
                settings.reportInBuild());
        SideResolver sides = new SideResolver(onClassPath.stream().collect(Collectors.toMap(SerializerAdapter::id,
                Function.identity(), (a, b) -> a)), World.kitClassPath(), JdkLocator.forThisMachine(),
                MavenResolver.forThisBuild(settings.laneCache()));
        for (SerializerAdapter adapter : selection.selected()) {
            JvmOptionsCheck.requirePresent(adapter);
            if (!settings.fork()) {
                WorldCreationCheck.requireCreatable(adapter); // forked, each case host JVM checks it
            }
            List<LanePlan> plans = LaneSyntax.forAdapter(lanes, adapter.id()).stream()
                    .map(lane -> LanePlans.plan(lane, sides, onClassPath)).toList();
            AdapterRun run = new AdapterRun(adapter, settings.timeLimit(), settings.kitVersion(),
                    settings.parallelism(), settings.fork() ? settings.outputDir().resolve("case-host") : null);
            if (settings.shuffleSeed() != null) {
                run = run.shuffled(settings.shuffleSeed());
            }
            AdapterResults scored = run.run(criteria, plans);
            // The safety profile (docs/safety.md): its own JVMs, its own section, not part of the score.
            AdapterResults results = SafetyRun.attachTo(scored, adapter, settings.outputDir());
            write(results, settings.outputDir());
            Optional<PinnedOutcomes> pinned = PinnedOutcomes.load(settings.moduleDir(), adapter.id());
            if (settings.pin()) {
                PinnedOutcomes.pin(settings.moduleDir(), results, pinned, settings.pinAdds());
                pinned = PinnedOutcomes.load(settings.moduleDir(), adapter.id());
            }
            nodes.add(adapterNode(results, criteria, pinned, settings));
            SafetyPins.node(results, settings.moduleDir(), settings.pin()).ifPresent(nodes::add);
        }
        return nodes.stream();
    }

    private static void write(AdapterResults results, Path outputDir) {
        Path file = outputDir.resolve("results").resolve(results.adapterId() + ".json");
        try {
            ResultsJson.write(results, file);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write results " + file, e);
        }
    }

    private static DynamicNode adapterNode(AdapterResults results, List<Criterion> criteria,
                                           Optional<PinnedOutcomes> pinned, TckSettings settings) {
        Map<String, Criterion> byId = criteria.stream().collect(Collectors.toMap(Criterion::id, Function.identity()));
        List<DynamicNode> nodes = new ArrayList<>();
        if (pinned.isEmpty()) {
            // One failure that says what to do; the cases themselves show up as skipped with their verdicts.
            nodes.add(DynamicTest.dynamicTest(results.adapterId() + " pinned outcomes", () -> {
                throw new AssertionError("Adapter '" + results.adapterId() + "' has no pinned outcomes yet (expected "
                        + PinnedOutcomes.fileFor(settings.moduleDir(), results.adapterId()) + "). Review the verdicts in "
                        + "target/serialflex/results/" + results.adapterId() + ".json, then pin them from a real run "
                        + "with -Dserialflex.pin=true and commit the file.");
            }));
        }
        nodes.addAll(criterionNodes(results, null, results.criteria(), byId, pinned));
        for (LaneResults lane : results.lanes()) {
            List<DynamicNode> laneNodes = new ArrayList<>();
            laneNodes.add(DynamicContainer.dynamicContainer("identity set (same classes): " + lane.verdict(),
                    criterionNodes(results, lane, lane.identity(), byId, pinned)));
            laneNodes.addAll(criterionNodes(results, lane, lane.criteria(), byId, pinned));
            nodes.add(DynamicContainer.dynamicContainer("lane " + lane.id(), laneNodes));
        }
        return DynamicContainer.dynamicContainer(results.adapterName() + " [" + results.adapterId() + "] "
                + AdapterRun.formatScore(results.total()) + "/" + results.criteria().size(), nodes);
    }

    private static List<DynamicNode> criterionNodes(AdapterResults results, LaneResults lane,
                                                    List<CriterionResult> criteria, Map<String, Criterion> byId,
                                                    Optional<PinnedOutcomes> pinned) {
        List<DynamicNode> criterionNodes = new ArrayList<>();
        for (CriterionResult criterion : criteria) {
            List<DynamicNode> caseTests = new ArrayList<>();
            for (CaseResult result : criterion.cases()) {
                caseTests.add(DynamicTest.dynamicTest(criterion.id() + " " + result.title(),
                        () -> assertPinned(results, lane, result, pinned)));
            }
            criterionNodes.add(DynamicContainer.dynamicContainer(
                    criterion.id() + " " + byId.get(criterion.id()).title() + " — score "
                            + AdapterRun.formatScore(criterion.score()), caseTests));
        }
        return criterionNodes;
    }

    private static void assertPinned(AdapterResults results, LaneResults lane, CaseResult result,
                                     Optional<PinnedOutcomes> pinned) {
        String where = result.id() + " [" + results.adapterId() + (lane == null ? "" : ", lane " + lane.id()) + "]";
        if (result.outcome() == Outcome.KIT_ERROR) {
            throw new AssertionError(where + " could not be measured: " + result.evidence());
        }
        if (pinned.isEmpty()) {
            Assumptions.abort(where + " not pinned yet; observed " + result.outcome() + evidenceOf(result));
        }
        Optional<java.util.Set<Outcome>> expected = pinned.get().outcomeOf(lane, result);
        if (expected.isEmpty()) {
            throw new AssertionError(where + " is a new case with no pinned outcome in " + pinned.get().file()
                    + "; observed " + result.outcome() + evidenceOf(result) + ". Pin it with -Dserialflex.pin=true.");
        }
        if (!expected.get().contains(result.outcome())) {
            throw new AssertionError(where + ": pinned " + PinnedOutcomes.text(expected.get()) + ", observed "
                    + result.outcome()
                    + evidenceOf(result) + ".\nIf the change is expected (a new library or JDK version, a fixed "
                    + "adapter), re-pin with -Dserialflex.pin=true and explain the changed verdict in the commit message.");
        }
    }

    private static String evidenceOf(CaseResult result) {
        return result.evidence() == null ? "" : " (" + result.evidence() + ")";
    }
}
