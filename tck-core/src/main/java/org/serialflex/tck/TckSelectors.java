package org.serialflex.tck;

import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.discovery.ClassSelector;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.discovery.UniqueIdSelector;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.discovery.EngineDiscoveryRequestResolver;
import org.junit.platform.engine.support.discovery.SelectorResolver;
import org.serialflex.runner.Criterion;
import org.serialflex.runner.RunReport;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The request's selectors resolved in the kit's tree by JUnit's {@link EngineDiscoveryRequestResolver}: a
 * unique-id selector picks that descriptor with everything below it (one case, what an IDE's "run again"
 * sends: {@code [engine:serialflex]/[adapter:kryo]/[lane:matrix]/[criterion:C08]/[case:C08.int-to-long.old-to-new]}),
 * a class selector of a criterion's class picks that criterion wherever the tree has it, and the containers
 * above come with them. The tree discovery built from the settings is the catalog: its descriptors are taken
 * apart and put back together as the selectors resolve, so what is not selected is never in the result. A
 * request that selects the engine itself, or nothing, keeps the whole tree; a unique id the tree lacks is
 * unresolved, with a notice that says how to list the ids.
 */
final class TckSelectors {

    private final Map<UniqueId, TestDescriptor> byId = new LinkedHashMap<>();
    private final Map<UniqueId, List<TestDescriptor>> children = new LinkedHashMap<>();
    private final RunReport console;

    /** Takes {@code root}'s tree apart: every descriptor by its id, each one's children in their order. */
    private TckSelectors(TckRoot root, RunReport console) {
        this.console = console;
        takeApart(root);
    }

    /** Whether {@code request} selects all of the tree: no selector, or the engine's own unique id. */
    static boolean selectsAll(EngineDiscoveryRequest request, UniqueId engineId) {
        List<DiscoverySelector> selectors = request.getSelectorsByType(DiscoverySelector.class);
        return selectors.isEmpty() || request.getSelectorsByType(UniqueIdSelector.class).stream()
                .anyMatch(selector -> selector.getUniqueId().equals(engineId));
    }

    /**
     * Whether any selector of {@code request} may pick something of the kit's: a unique id under the engine's or
     * a criterion's class. Other selectors (a Jupiter test class Surefire hands every engine) pick nothing, and
     * the kit is not even discovered for them.
     */
    static boolean mayPickAny(EngineDiscoveryRequest request, UniqueId engineId) {
        return request.getSelectorsByType(UniqueIdSelector.class).stream()
                .anyMatch(selector -> selector.getUniqueId().hasPrefix(engineId))
                || request.getSelectorsByType(ClassSelector.class).stream().anyMatch(TckSelectors::namesCriterion);
    }

    /** Whether the selector's class is a criterion; a class that cannot be loaded is not the kit's. */
    private static boolean namesCriterion(ClassSelector selector) {
        try {
            return Criterion.class.isAssignableFrom(selector.getJavaClass());
        } catch (RuntimeException notLoadable) {
            return false;
        }
    }

    /** Leaves in {@code root} (a tree discovery built whole) what {@code request}'s selectors pick. */
    static void resolve(EngineDiscoveryRequest request, TckRoot root, RunReport console) {
        TckSelectors catalog = new TckSelectors(root, console);
        EngineDiscoveryRequestResolver.<TckRoot>builder()
                .addSelectorResolver(catalog.new ByUniqueId())
                .addSelectorResolver(catalog.new ByCriterionClass())
                .build()
                .resolve(request, root);
        catalog.restoreOrder(root);
    }

    /**
     * Puts every descriptor's children back in the order discovery built them: the resolver adds them in the
     * order the selectors reach them, and reports and IDEs show a selection in the tree's order.
     */
    private void restoreOrder(TestDescriptor parent) {
        List<TestDescriptor> order = children.getOrDefault(parent.getUniqueId(), List.of());
        List<TestDescriptor> present = new ArrayList<>(parent.getChildren());
        present.sort(java.util.Comparator.comparingInt(order::indexOf));
        present.forEach(parent::removeChild);
        present.forEach(parent::addChild);
        present.forEach(this::restoreOrder);
    }

    private void takeApart(TestDescriptor parent) {
        List<TestDescriptor> own = new ArrayList<>(parent.getChildren());
        children.put(parent.getUniqueId(), own);
        for (TestDescriptor child : own) {
            byId.put(child.getUniqueId(), child);
            parent.removeChild(child);
            takeApart(child);
        }
    }

    /** The selectors of {@code descriptor}'s children in the catalog, in their order. */
    private Supplier<Set<? extends DiscoverySelector>> childrenOf(TestDescriptor descriptor) {
        return () -> {
            Set<UniqueIdSelector> selectors = new LinkedHashSet<>();
            children.getOrDefault(descriptor.getUniqueId(), List.of())
                    .forEach(child -> selectors.add(DiscoverySelectors.selectUniqueId(child.getUniqueId())));
            return selectors;
        };
    }

    /** A descriptor of the catalog by its unique id, put back under its parent (resolved the same way). */
    private final class ByUniqueId implements SelectorResolver {

        @Override
        public Resolution resolve(UniqueIdSelector selector, Context context) {
            UniqueId id = selector.getUniqueId();
            TestDescriptor descriptor = byId.get(id);
            if (descriptor == null) {
                console.notice("serialflex: no test has the unique id " + id + "; list the ids with the console "
                        + "launcher's 'discover --details=verbose' (docs/adding-an-adapter.md, 'Rerun one case'), and "
                        + "check -Dserialflex.adapters, -Dserialflex.criteria, -Dserialflex.lanes");
                return Resolution.unresolved();
            }
            Optional<TestDescriptor> added = context.addToParent(
                    () -> DiscoverySelectors.selectUniqueId(id.removeLastSegment()), parent -> Optional.of(descriptor));
            return added.map(d -> Resolution.match(Match.exact(d, childrenOf(d)))).orElse(Resolution.unresolved());
        }
    }

    /** A criterion's class: that criterion in every lane and set of every adapter the tree has. */
    private final class ByCriterionClass implements SelectorResolver {

        @Override
        public Resolution resolve(ClassSelector selector, Context context) {
            ClassSource source = ClassSource.from(selector.getJavaClass());
            Set<UniqueIdSelector> criteria = new LinkedHashSet<>();
            byId.forEach((id, descriptor) -> {
                if (id.getLastSegment().getType().equals(TckTree.CRITERION)
                        && descriptor.getSource().filter(source::equals).isPresent()) {
                    criteria.add(DiscoverySelectors.selectUniqueId(id));
                }
            });
            return criteria.isEmpty() ? Resolution.unresolved() : Resolution.selectors(criteria);
        }
    }
}
