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
 * Keeps the tests of this build's shard ({@code -Dserialflex.shard=i/n}) and nothing else; without the
 * property it keeps everything. In the kit's engine ({@code [engine:serialflex]}, inside an adapter
 * module's suite) a test's unit is its adapter ({@link ShardPlan#adapter}): the adapter's matrix, lanes,
 * safety profile and history probe go together, and an adapter of another shard is announced in one line
 * and not started. Elsewhere a test's unit is its top-level class ({@link ShardPlan#testClass}), so a
 * class's tests stay together.
 *
 * <p>Registered for {@code ServiceLoader} in this module's jar, which the root pom's {@code shard} profile
 * gives to Surefire as a plugin dependency: it lands on Surefire's provider class path, beside the launcher,
 * never on the test class path the kit builds its worlds from.
 */
public final class ShardFilter implements PostDiscoveryFilter {

    private static final String KIT_ENGINE = "serialflex";
    private static final String ADAPTER_SEGMENT = "adapter";

    /** Adapters already announced as left to another shard, so each gets one line per JVM. */
    private final java.util.Set<String> announced = java.util.concurrent.ConcurrentHashMap.newKeySet();

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
        if (shard.isEmpty()) {
            return FilterResult.included("no shard given");
        }
        Optional<String> adapter = kitAdapter(descriptor.getUniqueId());
        if (isKitEngine(descriptor.getUniqueId()) && adapter.isEmpty()) {
            return FilterResult.included("the kit's engine reports its own set-up");
        }
        String unit = adapter.map(ShardPlan::adapter).orElseGet(() -> unitOf(descriptor));
        int part = plan.shardOf(unit, shard.get().count());
        if (part == shard.get().index()) {
            return FilterResult.included(unit + " runs in " + shard.get().describe());
        }
        String reason = unit + " runs in shard " + part + " of " + shard.get().count();
        if (adapter.isPresent() && announced.add(adapter.get())) {
            System.out.println("serialflex: skipping adapter '" + adapter.get() + "': it runs in shard " + part + " of "
                    + shard.get().count() + ", this build is " + shard.get().describe() + " (-D" + Shard.PROPERTY + "="
                    + shard.get() + ")");
        }
        return FilterResult.excluded(reason);
    }

    /** The adapter of a test of the kit's engine, e.g. {@code kryo} in {@code .../[engine:serialflex]/[adapter:kryo]/...}. */
    static Optional<String> kitAdapter(UniqueId id) {
        boolean inKit = false;
        for (UniqueId.Segment segment : id.getSegments()) {
            if (segment.getType().equals("engine")) {
                inKit = segment.getValue().equals(KIT_ENGINE);
            } else if (inKit && segment.getType().equals(ADAPTER_SEGMENT)) {
                return Optional.of(segment.getValue());
            }
        }
        return Optional.empty();
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
