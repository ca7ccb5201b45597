package org.serialflex.report;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class BubbleLabelsTest {

    private static final BubbleLabels.Box CHART = new BubbleLabels.Box(30, 24, 618, 338);

    /** Bubbles as the full run has them: many adapters on one score, bytes close together. */
    private static List<BubbleLabels.Bubble> crowd() {
        List<BubbleLabels.Bubble> bubbles = new ArrayList<>();
        String[] ids = {"jackson-json", "jackson-json-typed", "jackson-smile", "jackson-smile-typed", "jackson3-json",
                "jackson3-json-typed", "bson4jackson", "bson4jackson-typed", "gson", "mongodb-bson"};
        for (int i = 0; i < ids.length; i++) {
            bubbles.add(new BubbleLabels.Bubble(ids[i], 400 + (i % 3) * 4, 150 + i * 3, 6));
        }
        bubbles.add(new BubbleLabels.Bubble("kryo", 300, 200, 20));
        bubbles.add(new BubbleLabels.Bubble("kryo-unsafe", 302, 204, 20));
        return bubbles;
    }

    @Test
    void noTwoLabelsOverlapAndEveryLabelStaysInTheChart() {
        List<BubbleLabels.Label> labels = BubbleLabels.place(crowd(), CHART);

        assertThat(labels).hasSize(crowd().size());
        for (int i = 0; i < labels.size(); i++) {
            assertThat(labels.get(i).box().inside(CHART)).as(labels.get(i).bubble().text()).isTrue();
            for (int j = i + 1; j < labels.size(); j++) {
                assertThat(labels.get(i).box().overlaps(labels.get(j).box()))
                        .as(labels.get(i).bubble().text() + " and " + labels.get(j).bubble().text()).isFalse();
            }
        }
    }

    @Test
    void aLabelSetAwayFromItsBubbleHasALeaderAndOneBesideItNone() {
        List<BubbleLabels.Label> labels = BubbleLabels.place(crowd(), CHART);

        assertThat(labels).anyMatch(BubbleLabels.Label::leader);
        BubbleLabels.Label alone = BubbleLabels.place(List.of(new BubbleLabels.Bubble("java", 100, 100, 6)), CHART).get(0);
        assertThat(alone.leader()).isFalse();
        assertThat(alone.x()).as("right of its bubble, as before").isEqualTo(109);
    }

    @Test
    void thePlacementIsTheSameEveryTimeWhateverTheBubblesOrder() {
        List<BubbleLabels.Bubble> reversed = new ArrayList<>(crowd());
        java.util.Collections.reverse(reversed);

        List<BubbleLabels.Label> once = BubbleLabels.place(crowd(), CHART);
        List<BubbleLabels.Label> again = BubbleLabels.place(reversed, CHART);
        for (BubbleLabels.Label label : once) {
            assertThat(again).anyMatch(l -> l.bubble().equals(label.bubble()) && l.x() == label.x() && l.y() == label.y());
        }
    }
}
