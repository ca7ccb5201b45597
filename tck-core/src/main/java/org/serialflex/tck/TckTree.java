package org.serialflex.tck;

import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.serialflex.dto.safety.SafetyPayloads;
import org.serialflex.lanes.Lane;
import org.serialflex.lanes.LaneSyntax;
import org.serialflex.runner.AdapterRun;
import org.serialflex.runner.Criteria;
import org.serialflex.runner.Criterion;
import org.serialflex.runner.RunReport;
import org.serialflex.runner.TckCase;
import org.serialflex.safety.Probe;
import org.serialflex.shard.Shard;
import org.serialflex.shard.ShardPlan;
import org.serialflex.spi.SerializerAdapter;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Builds the engine's test tree for the module's adapters without running anything:
 * adapter → lane → criterion → case, each lane's identity set beside its criteria, and the safety
 * profile's probes. Unique ids come from ids only (adapter, lane, criterion and case ids), never
 * from names or scores, so that they stay the same from run to run.
 */
final class TckTree {

    static final String ADAPTER = "adapter";
    static final String LANE = "lane";
    static final String SET = "set";
    static final String CRITERION = "criterion";
    static final String CASE = "case";
    static final String SAFETY = "safety";
    static final String PROBE = "probe";
    /** Tags beside the criterion ids ({@code C08}), for {@code -Dgroups} and {@code @IncludeTags}. */
    static final String MATRIX_TAG = "matrix";
    static final String LANE_TAG = "lane";
    static final String IDENTITY_TAG = "identity";
    static final String SAFETY_TAG = "safety";

    private TckTree() {
    }

    static TckRoot discover(UniqueId engineId, TckSettings settings, RunReport console) {
        List<SerializerAdapter> onClassPath = AdapterDiscovery.discover();
        List<SerializerAdapter> modules = AdapterDiscovery.ownedBy(onClassPath, settings.moduleDir());
        List<Criterion> registered = Criteria.all();
        if (registered.isEmpty()) {
            throw new IllegalStateException("No criteria found on the class path: the kit's criteria are in "
                    + "org.serialflex:tck-scenarios, which the module needs as a test dependency. " + (settings.sources()
                    .insideKit() ? "In the kit's repository adapters/pom.xml gives it to every adapter module; a "
                    + "module elsewhere in the kit adds it with <scope>test</scope>."
                    : "Add it to the pom's <dependencies> with <scope>test</scope> (its version comes from "
                    + "org.serialflex:serialflex-bom, imported in <dependencyManagement>)."));
        }
        List<Criterion> criteria = select(registered, settings);
        TckRoot root = new TckRoot(engineId, settings, onClassPath, modules, criteria,
                KnownCases.of(registered));
        AdapterSelection selection = AdapterSelection.of(modules, settings.adapters(),
                settings.moduleDir().getFileName().toString(), settings.reportInBuild(), settings.sources());
        selection.notices().forEach(console::notice);
        List<Lane> lanes = LaneSyntax.parse(settings.lanes());
        LanePlans.requireKnownAdapters(lanes, onClassPath, settings.moduleDir().getFileName().toString(),
                settings.reportInBuild(), settings);
        for (AdapterSelection.Skipped skipped : selection.skipped()) {
            root.addChild(new NotSelected(engineId.append(ADAPTER, skipped.adapter().id()),
                    skipped.adapter().id() + ": not selected", skipped.notice()));
        }
        ShardPlan plan = settings.shard().isPresent() ? ShardPlan.measured() : null;
        for (SerializerAdapter adapter : selection.selected()) {
            if (plan != null && !plan.holds(settings.shard().get(), ShardPlan.adapter(adapter.id()))) {
                root.addChild(new NotSelected(engineId.append(ADAPTER, adapter.id()), adapter.id() + ": another shard",
                        "serialflex: skipping adapter '" + adapter.id() + "': it runs in shard "
                                + plan.shardOf(ShardPlan.adapter(adapter.id()), settings.shard().get().count()) + " of "
                                + settings.shard().get().count() + ", this build is " + settings.shard().get().describe()
                                + " (-D" + Shard.PROPERTY + "=" + settings.shard().get() + ")"));
                continue;
            }
            root.addChild(adapter(engineId, adapter, LaneSyntax.forAdapter(lanes, adapter.id()), criteria,
                    settings.safety()));
        }
        return root;
    }

    /** The selected criteria; an unknown id names where it was written and every known one. */
    private static List<Criterion> select(List<Criterion> registered, TckSettings settings) {
        Set<String> unknown = new java.util.TreeSet<>(settings.criteria());
        registered.forEach(c -> unknown.remove(c.id()));
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException(settings.sources().of("serialflex.criteria", String.join(",", settings.criteria())) + " names no criterion "
                    + "of the kit: " + String.join(", ", unknown) + ". The criteria are "
                    + String.join(", ", registered.stream().map(Criterion::id).toList())
                    + " (docs/criteria.md); correct the id there.");
        }
        return Criteria.select(registered, settings.criteria());
    }

    private static AdapterContainer adapter(UniqueId engineId, SerializerAdapter adapter, List<Lane> lanes,
                                            List<Criterion> criteria, boolean safetyProfile) {
        AdapterContainer container = new AdapterContainer(engineId.append(ADAPTER, adapter.id()), adapter, lanes);
        KitContainer matrix = new KitContainer(container.getUniqueId().append(LANE, AdapterRun.MATRIX),
                "matrix (" + adapter.id() + " on both sides)", null, Set.of(TestTag.create(MATRIX_TAG)));
        addCriteria(matrix, "", AdapterRun.MATRIX, criteria, Criterion::cases, MATRIX_TAG);
        container.addChild(matrix);
        for (Lane lane : lanes) {
            KitContainer laneNode = new KitContainer(container.getUniqueId().append(LANE, lane.id()),
                    "lane " + lane.id(), null, Set.of(TestTag.create(LANE_TAG)));
            KitContainer identity = new KitContainer(laneNode.getUniqueId().append(SET, "identity"),
                    "identity set (same classes)", null, Set.of(TestTag.create(LANE_TAG), TestTag.create(IDENTITY_TAG)));
            addCriteria(identity, "lane " + lane.id() + " identity ", lane.id(), criteria, Criterion::identityCases,
                    LANE_TAG, IDENTITY_TAG);
            laneNode.addChild(identity);
            addCriteria(laneNode, "lane " + lane.id() + " ", lane.id(), criteria, Criterion::cases, LANE_TAG);
            container.addChild(laneNode);
        }
        if (safetyProfile) {
            KitContainer safety = new KitContainer(container.getUniqueId().append(SAFETY, "profile"),
                    "safety profile (not scored)", null, Set.of(TestTag.create(SAFETY_TAG)));
            List<String> configurations = new ArrayList<>(List.of("default"));
            if (adapter.hardening(SafetyPayloads.APPLICATION_CLASSES).declared()) {
                configurations.add("hardened");
            }
            for (String configuration : configurations) {
                for (Probe probe : Probe.values()) {
                    String key = configuration + "." + probe.id();
                    safety.addChild(new SafetyProbeTest(safety.getUniqueId().append(PROBE, key), key));
                }
            }
            container.addChild(safety);
        }
        return container;
    }

    private static void addCriteria(TestDescriptor parent, String reportingPrefix, String lane, List<Criterion> criteria,
                                    Function<Criterion, List<TckCase>> cases, String... tags) {
        for (Criterion criterion : criteria) {
            List<TckCase> criterionCases = cases.apply(criterion);
            if (criterionCases.isEmpty()) {
                continue;
            }
            ClassSource source = ClassSource.from(criterion.getClass());
            Set<TestTag> criterionTags = new HashSet<>();
            criterionTags.add(TestTag.create(criterion.id()));
            for (String tag : tags) {
                criterionTags.add(TestTag.create(tag));
            }
            String criterionName = criterion.id() + " " + criterion.title();
            KitContainer node = new KitContainer(parent.getUniqueId().append(CRITERION, criterion.id()), criterionName,
                    reportingPrefix + criterionName, source, criterionTags);
            for (TckCase tckCase : criterionCases) {
                // Surefire names a test by its display name and takes tests of one name for reruns of one test
                // ("Run 1: PASS, Run 2: ..."), so a lane's case names its lane (and its identity set) there too
                String name = reportingPrefix.isEmpty() ? tckCase.title()
                        : tckCase.title() + " [" + reportingPrefix.strip() + "]";
                node.addChild(new CaseTest(node.getUniqueId().append(CASE, tckCase.id()), name, name,
                        new CaseKey(lane, tckCase.id()), criterionTags));
            }
            parent.addChild(node);
        }
    }
}
