package org.serialflex.lanes;

import org.junit.jupiter.api.Test;
import org.serialflex.results.CaseResult;
import org.serialflex.results.Outcome;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class LaneVerdictTest {

    private static CaseResult result(String id, Outcome outcome) {
        return new CaseResult(id, id, "v1", "v1", outcome, outcome == Outcome.PASS ? null : "evidence", 1, 1);
    }

    @Test
    void allPassIsSafe() {
        String verdict = LaneVerdict.of(List.of(result("a", Outcome.PASS), result("b", Outcome.PASS)), Map.of());

        assertThat(verdict).isEqualTo("safe: identity set all PASS, every value crosses");
        assertThat(LaneVerdict.isSafe(verdict)).isTrue();
    }

    @Test
    void whatFailsOnOneVersionTooIsNoUpgradeRisk() {
        String verdict = LaneVerdict.of(List.of(result("a", Outcome.PASS), result("b", Outcome.READ_FAILED)),
                Map.of("a", Outcome.PASS, "b", Outcome.READ_FAILED));

        assertThat(verdict).startsWith("safe: identity set as on one version (1 of 2 PASS there too)");
    }

    @Test
    void corruptNamesSilentLoss() {
        assertThat(LaneVerdict.of(List.of(result("a", Outcome.CORRUPT), result("b", Outcome.PASS)), Map.of()))
                .isEqualTo("1 of 2 identity cases CORRUPT across this lane: data is lost silently");
    }

    @Test
    void corruptionOnOneVersionTooIsNoUpgradeRiskButIsNamed() {
        String verdict = LaneVerdict.of(List.of(result("a", Outcome.CORRUPT), result("b", Outcome.PASS)),
                Map.of("a", Outcome.CORRUPT, "b", Outcome.PASS));

        assertThat(verdict).isEqualTo("safe: identity set as on one version (1 of 2 PASS there too; 1 CORRUPT on one version too)");
        assertThat(LaneVerdict.isSafe(verdict)).isTrue();
    }

    @Test
    void corruptionTheLaneAddsIsLossEvenBesideCorruptionOnOneVersion() {
        assertThat(LaneVerdict.of(List.of(result("a", Outcome.CORRUPT), result("b", Outcome.CORRUPT)),
                Map.of("a", Outcome.CORRUPT, "b", Outcome.PASS)))
                .isEqualTo("1 of 2 identity cases CORRUPT across this lane: data is lost silently; 1 CORRUPT on one version too");
    }

    @Test
    void betweenTwoAdaptersCorruptionIsLossEvenWhereOneSideAloneIsCorruptToo() {
        // Jackson 2 writes a private field Jackson 3 cannot set: CORRUPT on Jackson 3 alone, PASS on Jackson 2
        assertThat(LaneVerdict.of(List.of(result("a", Outcome.CORRUPT), result("b", Outcome.PASS)),
                Map.of("a", Outcome.CORRUPT, "b", Outcome.PASS), false))
                .isEqualTo("1 of 2 identity cases CORRUPT across this lane: data is lost silently");
    }

    @Test
    void aLaneWhereNothingCrossesCountsEveryFailure() {
        assertThat(LaneVerdict.of(List.of(result("a", Outcome.WRITE_FAILED), result("b", Outcome.WRITE_FAILED)),
                Map.of("a", Outcome.PASS, "b", Outcome.WRITE_FAILED)))
                .isEqualTo("no identity case crosses (2 WRITE_FAILED)");
    }

    @Test
    void failuresThatPassOnOneVersionAreCounted() {
        assertThat(LaneVerdict.of(List.of(result("a", Outcome.READ_FAILED), result("b", Outcome.PASS)),
                Map.of("a", Outcome.PASS, "b", Outcome.PASS)))
                .isEqualTo("1 of 2 identity cases that pass on one version fail across this lane (1 READ_FAILED)");
        assertThat(LaneVerdict.of(List.of(result("a", Outcome.WRITE_FAILED), result("b", Outcome.READ_FAILED)),
                Map.of("a", Outcome.PASS, "b", Outcome.PASS)))
                .isEqualTo("no identity case crosses (1 WRITE_FAILED, 1 READ_FAILED)");
    }
}
