package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.lanes.JdkLocator;
import org.serialflex.lanes.Lane;
import org.serialflex.lanes.LanePlan;
import org.serialflex.lanes.LaneSide;
import org.serialflex.lanes.ResolvedSide;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.results.LaneResults;
import org.serialflex.runner.AdapterRun;
import org.serialflex.runner.host.ForkedHosts;
import org.serialflex.runner.RunSettings;
import org.serialflex.runner.CaseRunner;
import org.serialflex.runner.Criteria;
import org.serialflex.runner.Criterion;
import org.serialflex.runner.RunTimings;
import org.serialflex.runner.TckCase;
import org.serialflex.results.Outcome;
import org.serialflex.worlds.World;

import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Upgrade lanes classify what crosses between two sides the same way the matrix does: a reader of
 * another release that misreads the writer's format is CORRUPT in the lane's identity set, one
 * that refuses it cannot read anything, and a faithful library loses nothing.
 */
class LaneSelfTest {

    @TempDir
    Path hostDirectory;

    private static ResolvedSide thisBuild(String adapterId) {
        return new ResolvedSide(LaneSide.plain(adapterId), JdkLocator.forThisMachine().running(), World.kitClassPath(),
                List.of());
    }

    private static LanePlan lane(String writer, String reader) {
        return new LanePlan(new Lane(LaneSide.plain(writer), LaneSide.plain(reader)), thisBuild(writer), thisBuild(reader));
    }

    @Test
    void everyIdentityCaseOfEveryCriterionPassesForAFaithfulLibrary() {
        CaseRunner runner = new CaseRunner(new HonestAdapter().id(), Duration.ofSeconds(20), new RunTimings());
        Map<String, String> notPassing = new LinkedHashMap<>();
        int count = 0;
        for (Criterion criterion : Criteria.all()) {
            for (TckCase tckCase : criterion.identityCases()) {
                count++;
                assertThat(tckCase.writerClassVersion()).isEqualTo(tckCase.readerClassVersion());
                assertThat(tckCase.writerClasses().keySet()).isEqualTo(tckCase.readerClasses().keySet());
                CaseResult result = runner.run(tckCase);
                if (result.outcome() != Outcome.PASS) {
                    notPassing.put(result.id(), result.outcome().name());
                }
            }
        }
        assertThat(count).as("identity cases").isGreaterThan(100);
        // the value zoo's too: every value a faithful library carries passes, which proves its expectations; the
        // JDK's Charset and Optional are not Serializable
        Map<String, String> expected = new LinkedHashMap<>(Map.of("C01.not-serializable", "WRITE_FAILED",
                "C01.not-serializable-nested", "WRITE_FAILED"));
        for (String value : java.util.List.of("charset", "optional")) {
            for (String holding : java.util.List.of("as-root", "in-typed-field", "as-object", "in-collections")) {
                expected.put("ZOO." + value + "." + holding, "WRITE_FAILED");
            }
        }
        assertThat(notPassing).as("Java serialization round-trips same classes faithfully, but for classes that "
                + "are not Serializable").isEqualTo(expected);
    }

    @Test
    void aReaderOfAnotherReleaseIsJudgedByTheSameRulesAsTheMatrix() {
        AdapterResults results = new AdapterRun(RunSettings.builder(new HonestAdapter()).timeLimit(Duration.ofSeconds(20)).kitVersion("test").parallelism(2)
                .hosts(ForkedHosts.in(hostDirectory)).build())
                .run(Criteria.select(Criteria.all(), Set.of("C05")), List.of(
                        lane("selftest-honest", "selftest-misreads-the-layout"),
                        lane("selftest-honest", "selftest-refuses-the-format"),
                        lane("selftest-honest", "selftest-honest")));

        assertThat(results.criteria()).hasSize(1);
        assertThat(results.lanes()).extracting(LaneResults::id).containsExactly(
                "selftest-honest>selftest-misreads-the-layout", "selftest-honest>selftest-refuses-the-format",
                "selftest-honest>selftest-honest");

        LaneResults misread = results.lanes().get(0);
        assertThat(misread.writer().adapterId()).isEqualTo("selftest-honest");
        assertThat(misread.reader().adapterId()).isEqualTo("selftest-misreads-the-layout");
        assertThat(misread.reader().jdk().version()).isEqualTo(System.getProperty("java.version"));
        List<CaseResult> identity = misread.identity().get(0).cases();
        assertThat(identity).hasSize(5).allSatisfy(c -> {
            assertThat(c.id()).endsWith(".v2-v2");
            assertThat(c.outcome()).isEqualTo(Outcome.CORRUPT);
            assertThat(c.evidence()).startsWith("name: expected \"");
        });
        assertThat(misread.verdict()).isEqualTo("5 of 5 identity cases CORRUPT across this lane: data is lost silently");
        assertThat(misread.total()).isZero();

        LaneResults refused = results.lanes().get(1);
        assertThat(refused.identity().get(0).cases()).extracting(CaseResult::outcome).containsOnly(Outcome.READ_FAILED);
        assertThat(refused.identity().get(0).cases().get(0).evidence()).contains("unsupported format version 5");
        assertThat(refused.verdict()).isEqualTo("no identity case crosses (5 READ_FAILED)");

        LaneResults same = results.lanes().get(2);
        assertThat(same.verdict()).isEqualTo("safe: identity set all PASS, every value crosses");
        assertThat(same.total()).isEqualTo(results.total());
    }
}
