package org.serialflex.lanes;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LaneSyntaxTest {

    @Test
    void bothDirectionsOneWayAndSameOnBothSides() {
        List<Lane> lanes = LaneSyntax.parse("kryo@5.5.0<>kryo@5.6.2; kryo@4.0.3>kryo@5.6.2 ;"
                + " */jdk25[--sun-misc-unsafe-memory-access=deny]");

        assertThat(lanes).extracting(Lane::id).containsExactly("kryo@5.5.0>kryo@5.6.2", "kryo@5.6.2>kryo@5.5.0",
                "kryo@4.0.3>kryo@5.6.2",
                "*/jdk25[--sun-misc-unsafe-memory-access=deny]>*/jdk25[--sun-misc-unsafe-memory-access=deny]");
        LaneSide deny = lanes.get(3).writer();
        assertThat(deny.jdkFeature()).contains(25);
        assertThat(deny.libraryVersion()).isEmpty();
        assertThat(deny.jvmOptions()).containsExactly("--sun-misc-unsafe-memory-access=deny");
    }

    @Test
    void noneAndBlankMeanNoLane() {
        assertThat(LaneSyntax.parse("none")).isEmpty();
        assertThat(LaneSyntax.parse(" ")).isEmpty();
        assertThat(LaneSyntax.parse(null)).isEmpty();
    }

    @Test
    void eachAdapterStandsInForTheModulesAdaptersAndOtherAdaptersLanesAreLeftOut() {
        List<Lane> lanes = LaneSyntax.parse("*/jdk25; java/jdk17<>java/jdk25; kryo@5.5.0>kryo");

        assertThat(LaneSyntax.forAdapter(lanes, "java")).extracting(Lane::id)
                .containsExactly("java/jdk25>java/jdk25", "java/jdk17>java/jdk25", "java/jdk25>java/jdk17");
        assertThat(LaneSyntax.forAdapter(lanes, "kryo")).extracting(Lane::id)
                .containsExactly("kryo/jdk25>kryo/jdk25", "kryo@5.5.0>kryo");
    }

    @Test
    void theMatrixItselfIsNoUpgradeLane() {
        assertThat(LaneSyntax.forAdapter(LaneSyntax.parse("kryo>kryo; kryo"), "kryo")).isEmpty();
        assertThat(Lane.identity("kryo").isIdentity()).isTrue();
        assertThat(new Lane(LaneSide.plain("jackson-json"), LaneSide.plain("jackson3-json")).isIdentity()).isFalse();
    }

    @Test
    void aSideThatDoesNotParseIsNamedWithTheSyntax() {
        assertThatThrownBy(() -> LaneSyntax.parse("kryo@5.5.0>kryo@@5.6.2"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'kryo@@5.6.2' in lane 'kryo@5.5.0>kryo@@5.6.2' is not a lane side")
                .hasMessageContaining("adapter[@libraryVersion][/jdkN][[jvm options]]");
    }

    @Test
    void aSidePrintsInLaneSyntax() {
        LaneSide side = new LaneSide("fst", Optional.of("3.0.3"), Optional.of(25), List.of("-Xmx1g", "-Da=b"));

        assertThat(side).hasToString("fst@3.0.3/jdk25[-Xmx1g -Da=b]");
        assertThat(LaneSyntax.parse(side.toString()).get(0).writer()).isEqualTo(side);
    }
}
