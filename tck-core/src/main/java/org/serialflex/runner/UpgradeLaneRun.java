package org.serialflex.runner;

import org.serialflex.lanes.LanePlan;
import org.serialflex.lanes.LaneVerdict;
import org.serialflex.lanes.ResolvedSide;
import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.JdkInfo;
import org.serialflex.results.LaneResults;
import org.serialflex.results.LibraryInfo;
import org.serialflex.results.Outcome;
import org.serialflex.results.SideInfo;
import org.serialflex.spi.Library;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * One upgrade lane of an {@link AdapterRun}: its selected cases (identity cases first) in case host
 * JVMs of its two sides, scored, and its verdict against the matrix's own identity outcomes.
 */
final class UpgradeLaneRun {

    private final RunSettings settings;

    /** @param settings the run's, whose hosts fork: a lane side just like a matrix side is served by the same JVM */
    UpgradeLaneRun(RunSettings settings) {
        this.settings = settings;
    }

    /**
     * @param baseline the outcomes on one version (the matrix's lane): of the identity cases, which the lane's
     *                 verdict is measured against, and of the criteria's cases the matrix ran
     */
    LaneResults run(LanePlan plan, List<Criterion> criteria, Map<String, Outcome> baseline,
                    SharingDecision sharing) {
        long startedNanos = System.nanoTime();
        RunTimings timings = new RunTimings();
        String laneId = plan.lane().id();
        List<TckCase> cases = new ArrayList<>();
        Stream.concat(criteria.stream().flatMap(c -> c.identityCases().stream()),
                        criteria.stream().flatMap(c -> c.cases().stream()))
                .filter(c -> settings.selection().includes(laneId, c.id()))
                .filter(c -> cases.stream().noneMatch(k -> k.id().equals(c.id()))).forEach(cases::add);
        AdapterRun.shuffle(cases, settings);
        LaneHosts forked = settings.hosts().lane(new LaneHosts.Plan(laneId, plan.writer(), plan.reader(),
                settings.timeLimit(), settings.parallelism(), timings, true, sharing.sharing(), settings.shuffleSeed()));
        RunReport report = settings.report();
        Map<String, CaseResult> byId = forked.run(cases, new CaseListener() {
            @Override
            public void started(String lane, String caseId) {
                report.started(laneId, caseId);
            }

            @Override
            public void finished(String lane, CaseResult result) {
                report.finished(laneId, result);
            }
        });
        List<CriterionResult> identityAndZoo = Scoring.score(criteria, Criterion::identityCases, byId::get);
        List<CriterionResult> identity = Scoring.scored(criteria, identityAndZoo);
        CriterionResult zoo = Scoring.zoo(criteria, identityAndZoo);
        List<CriterionResult> results = Scoring.scored(criteria, Scoring.score(criteria, Criterion::cases, byId::get));
        String adapterId = settings.adapter().id();
        boolean baselineCovers = plan.writer().adapterId().equals(adapterId)
                && plan.reader().adapterId().equals(adapterId);
        // the zoo's values cross with their classes unchanged, as the identity set's: an upgrade that loses them is unsafe
        String verdict = LaneVerdict.of(identityAndZoo.stream().flatMap(c -> c.cases().stream()).toList(), baseline,
                baselineCovers);
        long millis = (System.nanoTime() - startedNanos) / 1_000_000;
        report.laneScored(new RunReport.LaneSummary("  lane " + plan.lane(), Scoring.total(results), results, millis,
                timings, zoo));
        report.laneVerdict(plan.lane().toString(), verdict);
        report.laneWorse(plan.lane().toString(), worse(identityAndZoo, results, baseline, baselineCovers));
        return new LaneResults(plan.lane().id(), reported(forked.writerInfo(), plan.writer(), forked.startFailure(Side.WRITER)),
                reported(forked.readerInfo(), plan.reader(), forked.startFailure(Side.READER)), verdict, millis,
                Scoring.total(identity), Scoring.total(results), identity, results, zoo);
    }

    /**
     * The cases of the lane worse than on one version, identity cases first, each id once (a case with one
     * class version on both sides is in both lists). A case the matrix did not run counts as PASS there. As in
     * {@link LaneVerdict}, between two adapters the module's baseline is one side's alone, so every CORRUPT case
     * counts.
     */
    private static List<WorseAcrossLane> worse(List<CriterionResult> identity, List<CriterionResult> criteria,
                                               Map<String, Outcome> oneVersion, boolean baselineCovers) {
        List<WorseAcrossLane> worse = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (List<CriterionResult> set : List.of(identity, criteria)) {
            for (CaseResult result : set.stream().flatMap(c -> c.cases().stream()).toList()) {
                Outcome there = oneVersion.getOrDefault(result.id(), Outcome.PASS);
                boolean lost = result.outcome().isWorseThan(there)
                        || !baselineCovers && result.outcome() == Outcome.CORRUPT;
                if (lost && seen.add(result.id())) {
                    worse.add(new WorseAcrossLane(result, there, set == identity));
                }
            }
        }
        return worse;
    }

    /**
     * The side as its JVM reported it, or as the lane declared it when that JVM never got as far as
     * reporting (it could not start the adapter): the report still names the library and JDK tried.
     */
    private SideInfo reported(Optional<SideInfo> fromHost, ResolvedSide side, Optional<String> startFailure) {
        if (fromHost.isPresent()) {
            return startFailure.map(fromHost.get()::withStartFailure).orElse(fromHost.get());
        }
        Library own = settings.adapter().library();
        boolean ownAdapter = side.adapterId().equals(settings.adapter().id());
        String version = side.side().libraryVersion().orElse(ownAdapter ? own.version() : "?");
        LibraryInfo library = ownAdapter ? new LibraryInfo(own.groupId(), own.artifactId(), version)
                : new LibraryInfo("?", side.adapterId(), version);
        return new SideInfo(side.adapterId(), library, new JdkInfo(side.jdk().version(), null, "did not start"),
                side.jvmOptions(), startFailure.orElse(null));
    }
}
