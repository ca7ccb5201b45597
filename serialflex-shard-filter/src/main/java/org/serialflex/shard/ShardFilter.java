package org.serialflex.shard;

import org.junit.platform.engine.FilterResult;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.PostDiscoveryFilter;

import java.util.Optional;

/**
 * Keeps the test classes of this build's shard ({@code -Dserialflex.shard=i/n}) and nothing else; without
 * the property it keeps everything. A test's unit is its top-level class ({@link ShardPlan#testClass}), so
 * a class's tests stay together. The kit's own engine ({@code [engine:serialflex]}, inside an adapter
 * module's suite) is always kept: it splits by adapter itself (tck-core's {@code TckTree}), reports the
 * adapters of other shards as skipped with the reason, and so never leaves a suite without tests.
 *
 * <p>Registered for {@code ServiceLoader} in this module's jar, which the root pom's {@code shard} profile
 * gives to Surefire as a plugin dependency: it lands on Surefire's provider class path, beside the launcher,
 * never on the test class path the kit builds its worlds from.
 */
public final class ShardFilter implements PostDiscoveryFilter {

    private static final String KIT_ENGINE = "serialflex";

    private final Optional<Shard> shard;
    private final ShardPlan plan;

    /** The filter of the shard {@code -Dserialflex.shard} names, over the committed weight table. */
    public ShardFilter() {
        this(Shard.fromSystemProperty(), ShardPlan.measured());
    }

    ShardFilter(Optional<Shard> shard, ShardPlan plan) {
        this.shard = shard;
        this.plan = plan;
    }

    @Override
    public FilterResult apply(TestDescriptor descriptor) {
        if (shard.isEmpty() || isKitEngine(descriptor.getUniqueId())) {
            return FilterResult.included("not split here");
        }
        String unit = unitOf(descriptor);
        int part = plan.shardOf(unit, shard.get().count());
        return part == shard.get().index()
                ? FilterResult.included(unit + " runs in " + shard.get().describe())
                : FilterResult.excluded(unit + " runs in shard " + part + " of " + shard.get().count());
    }

    /** The outermost class above or at {@code descriptor}; a test with no class goes by its engine's id. */
    static String unitOf(TestDescriptor descriptor) {
        String className = null;
        for (Optional<TestDescriptor> at = Optional.of(descriptor); at.isPresent(); at = at.get().getParent()) {
            Optional<TestSource> source = at.get().getSource();
            if (source.isPresent() && source.get() instanceof ClassSource classSource) {
                className = classSource.getClassName();
            } else if (source.isPresent() && source.get() instanceof MethodSource methodSource) {
                className = methodSource.getClassName();
            }
        }
        if (className == null) {
            return "engine:" + descriptor.getUniqueId().getEngineId().orElse("unknown");
        }
        int nested = className.indexOf('$');
        return ShardPlan.testClass(nested < 0 ? className : className.substring(0, nested));
    }

    private static boolean isKitEngine(UniqueId id) {
        return id.getSegments().stream().anyMatch(s -> s.getType().equals("engine") && s.getValue().equals(KIT_ENGINE));
    }
}
