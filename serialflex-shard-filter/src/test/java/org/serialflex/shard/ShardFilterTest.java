package org.serialflex.shard;

import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;

import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class ShardFilterTest {

    private final ShardPlan plan = new ShardPlan(Map.of("adapter:kryo", 10.0, "adapter:fory", 40.0,
            "test:org.example.HeavyTest", 30.0, "test:org.example.LightTest", 1.0));

    @Test
    void theKitsEngineIsKeptInEveryShardBecauseItSplitsByAdapterItself() {
        UniqueId kryoCase = UniqueId.forEngine("junit-platform-suite").append("suite", "org.example.KryoTck")
                .appendEngine("serialflex").append("adapter", "kryo").append("lane", "matrix")
                .append("criterion", "C08").append("case", "C08.int-to-long");
        assertThat(filter(1).apply(new Leaf(kryoCase, null)).included()).isTrue();
        assertThat(filter(2).apply(new Leaf(kryoCase, null)).included()).isTrue();
    }

    @Test
    void aJupiterTestGoesWithItsTopLevelClass() {
        UniqueId classId = UniqueId.forEngine("junit-jupiter").append("class", "org.example.HeavyTest");
        Leaf parent = new Leaf(classId, ClassSource.from("org.example.HeavyTest"));
        Leaf nested = new Leaf(classId.append("nested-class", "Inner"), ClassSource.from("org.example.HeavyTest$Inner"));
        Leaf method = new Leaf(nested.getUniqueId().append("method", "works()"),
                MethodSource.from("org.example.HeavyTest$Inner", "works"));
        parent.addChild(nested);
        nested.addChild(method);
        assertThat(ShardFilter.unitOf(method)).isEqualTo("test:org.example.HeavyTest");
        int heavy = plan.shardOf("test:org.example.HeavyTest", 2);
        assertThat(filter(heavy).apply(method).included()).isTrue();
        assertThat(filter(3 - heavy).apply(method).excluded()).isTrue();
    }

    @Test
    void withoutAShardEverythingIsKept() {
        ShardFilter none = new ShardFilter(Optional.empty(), plan);
        UniqueId id = UniqueId.forEngine("junit-jupiter").append("class", "org.example.LightTest");
        assertThat(none.apply(new Leaf(id, ClassSource.from("org.example.LightTest"))).included()).isTrue();
    }

    private ShardFilter filter(int index) {
        return new ShardFilter(Optional.of(new Shard(index, 2)), plan);
    }

    private static final class Leaf extends AbstractTestDescriptor {
        Leaf(UniqueId id, org.junit.platform.engine.TestSource source) {
            super(id, id.getLastSegment().getValue(), source);
        }

        @Override
        public Type getType() {
            return getChildren().isEmpty() ? Type.TEST : Type.CONTAINER;
        }
    }
}
