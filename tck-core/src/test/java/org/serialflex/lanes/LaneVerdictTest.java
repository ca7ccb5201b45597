package org.serialflex.lanes;

import org.junit.jupiter.api.Test;
import org.serialflex.results.CaseResult;
import org.serialflex.results.Outcome;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class LaneVerdictTest {

    /** The verdict on cases a and b with these outcomes across the lane and these on one version. */
    private static String twoCases(Outcome acrossA, Outcome acrossB, Outcome aloneA, Outcome aloneB) {
        return LaneVerdict.of(lane(acrossA, acrossB), Map.of("a", aloneA, "b", aloneB));
    }

    private static List<CaseResult> lane(Outcome a, Outcome b) {
        return List.of(result("a", a), result("b", b));
    }

    private static CaseResult result(String id, Outcome outcome) {
        return new CaseResult(id, id, "v1", "v1", outcome, outcome == Outcome.PASS ? null : "evidence", 1, 1);
    }

    @Test
    void allPassIsSafe() {
        String verdict = LaneVerdict.of(lane(Outcome.PASS, Outcome.PASS), Map.of());

        assertThat(verdict).isEqualTo("safe: identity set all PASS, every value crosses");
        assertThat(LaneVerdict.isSafe(verdict)).isTrue();
    }

    @Test
    void whatFailsOnOneVersionTooIsNoUpgradeRisk() {
        String verdict = twoCases(Outcome.PASS, Outcome.READ_FAILED, Outcome.PASS, Outcome.READ_FAILED);

        assertThat(verdict).startsWith("safe: identity set as on one version (1 of 2 PASS there too)");
    }

    @Test
    void corruptNamesSilentLoss() {
        assertThat(LaneVerdict.of(lane(Outcome.CORRUPT, Outcome.PASS), Map.of()))
                .isEqualTo("1 of 2 identity cases CORRUPT across this lane: data is lost silently");
    }

    @Test
    void corruptionOnOneVersionTooIsNoUpgradeRiskButIsNamed() {
        String verdict = twoCases(Outcome.CORRUPT, Outcome.PASS, Outcome.CORRUPT, Outcome.PASS);

        assertThat(verdict).isEqualTo("safe: identity set as on one version (1 of 2 PASS there too; 1 CORRUPT on one version too)");
        assertThat(LaneVerdict.isSafe(verdict)).isTrue();
    }

    @Test
    void corruptionTheLaneAddsIsLossEvenBesideCorruptionOnOneVersion() {
        assertThat(twoCases(Outcome.CORRUPT, Outcome.CORRUPT, Outcome.CORRUPT, Outcome.PASS))
                .isEqualTo("1 of 2 identity cases CORRUPT across this lane: data is lost silently; 1 CORRUPT on one version too");
    }

    @Test
    void betweenTwoAdaptersCorruptionIsLossEvenWhereOneSideAloneIsCorruptToo() {
        // Jackson 2 writes a private field Jackson 3 cannot set: CORRUPT on Jackson 3 alone, PASS on Jackson 2
        assertThat(LaneVerdict.of(lane(Outcome.CORRUPT, Outcome.PASS),
                Map.of("a", Outcome.CORRUPT, "b", Outcome.PASS), false))
                .isEqualTo("1 of 2 identity cases CORRUPT across this lane: data is lost silently");
    }

    @Test
    void aLaneWhereNothingCrossesCountsEveryFailure() {
        assertThat(twoCases(Outcome.WRITE_FAILED, Outcome.WRITE_FAILED, Outcome.PASS, Outcome.WRITE_FAILED))
                .isEqualTo("no identity case crosses (2 WRITE_FAILED)");
    }

    @Test
    void failuresThatPassOnOneVersionAreCounted() {
        assertThat(twoCases(Outcome.READ_FAILED, Outcome.PASS, Outcome.PASS, Outcome.PASS))
                .isEqualTo("1 of 2 identity cases that pass on one version fail across this lane (1 READ_FAILED)");
        assertThat(twoCases(Outcome.WRITE_FAILED, Outcome.READ_FAILED, Outcome.PASS, Outcome.PASS))
                .isEqualTo("no identity case crosses (1 WRITE_FAILED, 1 READ_FAILED)");
    }
}
