package org.serialflex.shard;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ShardTest {

    @Test
    void aShardIsPartIOfN() {
        assertThat(Shard.parse("2/4")).contains(new Shard(2, 4));
        assertThat(Shard.parse(" 1/1 ")).contains(new Shard(1, 1));
        assertThat(Shard.parse("4/4").orElseThrow().describe()).isEqualTo("shard 4 of 4");
    }

    @Test
    void noValueIsNoShard() {
        assertThat(Shard.parse("")).isEmpty();
        assertThat(Shard.parse(null)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"0/4", "5/4", "a/b", "3", "1/0", "-1/4", "1/4/2", "2 / 4"})
    void aBadValueIsRefusedWithOneLineNamingTheForm(String value) {
        assertThatThrownBy(() -> Shard.parse(value))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("-Dserialflex.shard=" + value + " is not a shard: give i/n, this build's part i of n "
                        + "parts, whole numbers with 1 ≤ i ≤ n (e.g. -Dserialflex.shard=2/4)");
    }
}
