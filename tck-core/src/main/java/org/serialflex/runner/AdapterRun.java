package org.serialflex.runner;

import org.serialflex.lanes.JdkLocator;
import org.serialflex.lanes.LanePlan;
import org.serialflex.lanes.LaneSide;
import org.serialflex.lanes.LaneVerdict;
import org.serialflex.lanes.ResolvedSide;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.JdkInfo;
import org.serialflex.results.LaneResults;
import org.serialflex.results.LibraryInfo;
import org.serialflex.results.SideInfo;
import org.serialflex.results.json.ResultsJson;
import org.serialflex.spi.JvmOption;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;
import org.serialflex.verdicts.CriterionScore;
import org.serialflex.results.Outcome;
import org.serialflex.worlds.World;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Runs every case of the given criteria against one adapter and scores them: first the matrix's
 * own lane (the module's adapter, library and JDK on both sides), then each upgrade lane.
 */
public final class AdapterRun {

    /** The lane name of the matrix's own cases (the module's adapter, library and JDK on both sides). */
    public static final String MATRIX = "matrix";

    private final SerializerAdapter adapter;
    private final Duration timeLimit;
    private final String kitVersion;
    private final int parallelism;
    private final Path hostDirectory;
    private final Long shuffleSeed;
    private final CaseSelection selection;
    private final CaseListener listener;

    /**
     * @param adapter       an instance of the adapter in the kit's own loader, for its id, name and library
     * @param timeLimit     per-case time limit, for each half of a case
     * @param kitVersion    version written into the results
     * @param parallelism   how many cases run at once; cases share nothing (each has its own worlds,
     *                      so its own copy of the library), so this only trades CPU for wall time
     * @param hostDirectory where the cases' own JVMs write fatal error reports, or {@code null} to
     *                      run the matrix's cases in this JVM (a library that kills its JVM then ends
     *                      the run; upgrade lanes always run in JVMs of their own)
     */
    public AdapterRun(SerializerAdapter adapter, Duration timeLimit, String kitVersion, int parallelism,
                      Path hostDirectory) {
        this(adapter, timeLimit, kitVersion, parallelism, hostDirectory, null, CaseSelection.ALL, CaseListener.NONE);
    }

    private AdapterRun(SerializerAdapter adapter, Duration timeLimit, String kitVersion, int parallelism,
                       Path hostDirectory, Long shuffleSeed, CaseSelection selection, CaseListener listener) {
        this.shuffleSeed = shuffleSeed;
        this.selection = selection;
        this.listener = listener;
        this.adapter = adapter;
        this.timeLimit = timeLimit;
        this.kitVersion = kitVersion;
        this.parallelism = Math.max(1, parallelism);
        this.hostDirectory = hostDirectory;
    }

    /**
     * The same run with its cases in an order shuffled by {@code seed}, so that anyone can check
     * that no verdict depends on which case ran before which (nor on which cases shared a world).
     */
    public AdapterRun shuffled(long seed) {
        return new AdapterRun(adapter, timeLimit, kitVersion, parallelism, hostDirectory, seed, selection, listener);
    }

    /**
     * The same run limited to the cases {@code selection} includes. A lane's identity cases also
     * run on the matrix's own lane, unreported, when the matrix's are not selected: the lane's
     * verdict compares against them.
     */
    public AdapterRun selecting(CaseSelection selection) {
        return new AdapterRun(adapter, timeLimit, kitVersion, parallelism, hostDirectory, shuffleSeed, selection,
                listener);
    }

    /** The same run telling {@code listener} about each case as it starts and finishes. */
    public AdapterRun listenedBy(CaseListener listener) {
        return new AdapterRun(adapter, timeLimit, kitVersion, parallelism, hostDirectory, shuffleSeed, selection,
                listener);
    }

    /** The matrix's lane alone. */
    public AdapterResults run(List<Criterion> criteria) {
        return run(criteria, List.of());
    }

    /** Runs the matrix's lane, then {@code lanes}, prints one timing line each, and returns the scored results. */
    public AdapterResults run(List<Criterion> criteria, List<LanePlan> lanes) {
        Instant started = Instant.now();
        long startedNanos = System.nanoTime();
        RunTimings timings = new RunTimings();
        List<LanePlan> selectedLanes = lanes.stream().filter(plan -> criteria.stream()
                .flatMap(c -> java.util.stream.Stream.concat(c.identityCases().stream(), c.cases().stream()))
                .anyMatch(c -> selection.includes(plan.lane().id(), c.id()))).toList();
        // the lanes' baseline: their identity cases as the matrix's own lane reads them
        List<TckCase> identitySet = criteria.stream().flatMap(c -> c.identityCases().stream())
                .filter(c -> selectedLanes.stream().anyMatch(plan -> selection.includes(plan.lane().id(), c.id())))
                .toList();
        List<TckCase> cases = new ArrayList<>(criteria.stream().flatMap(c -> c.cases().stream())
                .filter(c -> selection.includes(MATRIX, c.id())).toList());
        identitySet.stream().filter(c -> cases.stream().noneMatch(k -> k.id().equals(c.id()))).forEach(cases::add);
        CaseListener matrixListener = matrixListener(cases);
        ResolvedSide own = ownSide();
        long probeStarted = System.nanoTime();
        HistoryProbe.WorldSharing sharing = worldSharing(criteria, own);
        System.out.printf("serialflex: %s: %s; %s (%.1f s)%s%n", adapter.id(), sharing.shared()
                        ? "worlds shared between cases" : "fresh worlds for every case", sharing.reason(),
                (System.nanoTime() - probeStarted) / 1e9,
                shuffleSeed == null ? "" : "; case order shuffled with seed " + shuffleSeed);
        shuffle(cases);
        long laneStarted = System.nanoTime();
        Map<String, CaseResult> byId = cases.isEmpty() ? Map.of()
                : hostDirectory == null ? inThisJvm(cases, timings, sharing.shared(), matrixListener)
                : new ForkedLane(own, own, timeLimit, parallelism, timings, hostDirectory, false,
                sharing.propertyValue()).run(cases, matrixListener);
        List<CriterionResult> results = score(criteria, Criterion::cases,
                id -> selection.includes(MATRIX, id) ? byId.get(id) : null);
        double total = total(results);
        Library library = adapter.library();
        long millis = (System.nanoTime() - startedNanos) / 1_000_000;
        // the line times the matrix's lane alone; the probe printed its own time
        printSummary(adapter.id(), total, results, (System.nanoTime() - laneStarted) / 1_000_000, timings);

        Map<String, Outcome> baseline = identitySet.stream()
                .collect(Collectors.toMap(TckCase::id, c -> byId.get(c.id()).outcome()));
        List<LaneResults> laneResults = new ArrayList<>();
        for (LanePlan plan : selectedLanes) {
            laneResults.add(runLane(plan, criteria, baseline, sharing));
        }
        return new AdapterResults(ResultsJson.SCHEMA_VERSION, kitVersion, adapter.id(), adapter.displayName(),
                new LibraryInfo(library.groupId(), library.artifactId(), library.version()), adapter.format(),
                JdkInfo.current(), started.toString(), millis, total, results, laneResults);
    }

    /** Tells the listener about the matrix's selected cases only, not about the lanes' baseline. */
    private CaseListener matrixListener(List<TckCase> cases) {
        java.util.Set<String> reported = cases.stream().map(TckCase::id).filter(id -> selection.includes(MATRIX, id))
                .collect(Collectors.toSet());
        return new CaseListener() {
            @Override
            public void started(String lane, String caseId) {
                if (reported.contains(caseId)) {
                    listener.started(MATRIX, caseId);
                }
            }

            @Override
            public void finished(String lane, CaseResult result) {
                if (reported.contains(result.id())) {
                    listener.finished(MATRIX, result);
                }
            }
        };
    }

    /**
     * Shared worlds unless {@code -Dserialflex.worlds=fresh} says otherwise or the {@link HistoryProbe}
     * finds that the library remembers earlier cases; the answer holds for every lane of the run.
     */
    private HistoryProbe.WorldSharing worldSharing(List<Criterion> criteria, ResolvedSide own) {
        if (!WorldPool.sharing(System.getProperty(WorldPool.PROPERTY, ""))) {
            return HistoryProbe.WorldSharing.fresh("-D" + WorldPool.PROPERTY + "=fresh asks for them");
        }
        if (hostDirectory == null) {
            return HistoryProbe.run(adapter.id(), timeLimit,
                    criteria.stream().flatMap(c -> c.identityCases().stream()).toList());
        }
        return new ForkedLane(own, own, timeLimit, 1, new RunTimings(), hostDirectory, false, "fresh").probeHistory();
    }

    private void shuffle(List<TckCase> cases) {
        if (shuffleSeed != null) {
            java.util.Collections.shuffle(cases, new java.util.Random(shuffleSeed));
        }
    }

    private LaneResults runLane(LanePlan plan, List<Criterion> criteria, Map<String, Outcome> baseline, HistoryProbe.WorldSharing sharing) {
        if (hostDirectory == null) {
            throw new IllegalArgumentException("Lane " + plan.lane() + " needs JVMs of its own, but "
                    + "-Dserialflex.fork=false runs cases in the test JVM; drop one of the two, "
                    + "e.g. -Dserialflex.lanes=none to debug the matrix's own cases.");
        }
        long startedNanos = System.nanoTime();
        RunTimings timings = new RunTimings();
        String laneId = plan.lane().id();
        List<TckCase> cases = new ArrayList<>();
        java.util.stream.Stream.concat(criteria.stream().flatMap(c -> c.identityCases().stream()),
                        criteria.stream().flatMap(c -> c.cases().stream()))
                .filter(c -> selection.includes(laneId, c.id()))
                .filter(c -> cases.stream().noneMatch(k -> k.id().equals(c.id()))).forEach(cases::add);
        shuffle(cases);
        ForkedLane forked = new ForkedLane(plan.writer(), plan.reader(), timeLimit, parallelism, timings,
                hostDirectory.resolve("lanes"), true, sharing.propertyValue());
        Map<String, CaseResult> byId = forked.run(cases, new CaseListener() {
            @Override
            public void started(String lane, String caseId) {
                listener.started(laneId, caseId);
            }

            @Override
            public void finished(String lane, CaseResult result) {
                listener.finished(laneId, result);
            }
        });
        List<CriterionResult> identity = score(criteria, Criterion::identityCases, byId::get);
        List<CriterionResult> results = score(criteria, Criterion::cases, byId::get);
        String verdict = LaneVerdict.of(identity.stream().flatMap(c -> c.cases().stream()).toList(), baseline,
                plan.writer().adapterId().equals(adapter.id()) && plan.reader().adapterId().equals(adapter.id()));
        long millis = (System.nanoTime() - startedNanos) / 1_000_000;
        printSummary("  lane " + plan.lane(), total(results), results, millis, timings);
        System.out.println("serialflex:   lane " + plan.lane() + ": " + verdict);
        return new LaneResults(plan.lane().id(), reported(forked.writerInfo(), plan.writer(), forked.startFailure(false)),
                reported(forked.readerInfo(), plan.reader(), forked.startFailure(true)), verdict, millis,
                total(identity), total(results), identity, results);
    }

    /**
     * The side as its JVM reported it, or as the lane declared it when that JVM never got as far as
     * reporting (it could not start the adapter): the report still names the library and JDK tried.
     */
    private SideInfo reported(SideInfo fromHost, ResolvedSide side, String startFailure) {
        if (fromHost != null) {
            return startFailure == null ? fromHost : fromHost.withStartFailure(startFailure);
        }
        Library own = adapter.library();
        String version = side.side().libraryVersion().orElse(side.adapterId().equals(adapter.id()) ? own.version() : "?");
        LibraryInfo library = side.adapterId().equals(adapter.id())
                ? new LibraryInfo(own.groupId(), own.artifactId(), version)
                : new LibraryInfo("?", side.adapterId(), version);
        return new SideInfo(side.adapterId(), library, new JdkInfo(side.jdk().version(), null, "did not start"),
                side.jvmOptions(), startFailure);
    }

    /**
     * The module's class path on the running JDK, with the JVM options the adapter declares: the
     * hosts get them from the adapter, so that no pom has to repeat them.
     */
    private ResolvedSide ownSide() {
        return new ResolvedSide(LaneSide.plain(adapter.id()), JdkLocator.forThisMachine().running(),
                World.kitClassPath(), adapter.requiredJvmOptions().stream().map(JvmOption::option).toList());
    }

    private static List<CriterionResult> score(List<Criterion> criteria, Function<Criterion, List<TckCase>> cases,
                                               Function<String, CaseResult> byId) {
        List<CriterionResult> results = new ArrayList<>();
        for (Criterion criterion : criteria) {
            // cases a selection left out have no result
            List<CaseResult> criterionCases = cases.apply(criterion).stream().map(c -> byId.apply(c.id()))
                    .filter(java.util.Objects::nonNull).toList();
            if (criterionCases.isEmpty()) {
                continue;
            }
            double score = CriterionScore.of(criterionCases.stream().map(CaseResult::outcome).toList());
            results.add(new CriterionResult(criterion.id(), criterion.title(), score, criterionCases));
        }
        return results;
    }

    private static double total(List<CriterionResult> results) {
        return results.stream().mapToDouble(CriterionResult::score).sum();
    }

    private Map<String, CaseResult> inThisJvm(List<TckCase> cases, RunTimings timings, boolean shareWorlds,
                                              CaseListener listener) {
        CaseRunner runner = new CaseRunner(adapter.id(), adapter.id(), timeLimit, timings, shareWorlds);
        ExecutorService pool = Executors.newFixedThreadPool(parallelism, task -> {
            Thread thread = new Thread(task, "serialflex-case-scheduler");
            thread.setDaemon(true);
            return thread;
        });
        try {
            Map<String, Future<CaseResult>> running = new LinkedHashMap<>();
            cases.forEach(tckCase -> running.put(tckCase.id(), pool.submit(() -> {
                listener.started(MATRIX, tckCase.id());
                CaseResult result = runner.run(tckCase);
                listener.finished(MATRIX, result);
                return result;
            })));
            Map<String, CaseResult> results = new LinkedHashMap<>();
            running.forEach((id, future) -> results.put(id, join(future)));
            return results;
        } finally {
            pool.shutdownNow();
        }
    }

    /** The result of a case's half run on another thread; the halves classify every failure themselves. */
    static CaseResult join(Future<CaseResult> future) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for a case", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("The case runner failed: it classifies every failure itself", e.getCause());
        }
    }

    private static void printSummary(String label, double total, List<CriterionResult> results, long millis,
                                     RunTimings timings) {
        List<CaseResult> cases = results.stream().flatMap(c -> c.cases().stream()).toList();
        System.out.printf("serialflex: %-20s %5s/%d  %d cases (%d CORRUPT, %d CRASH) in %.1f s; "
                        + "%d worlds, median set-up %.1f ms; median case %.1f ms%n",
                label, formatScore(total), results.size(), cases.size(),
                cases.stream().filter(c -> c.outcome() == Outcome.CORRUPT).count(),
                cases.stream().filter(c -> c.outcome() == Outcome.CRASH).count(), millis / 1000.0,
                timings.worlds(), timings.medianWorldMillis(), timings.medianCaseMillis());
    }

    /** {@code 14.5} or {@code 13}. */
    public static String formatScore(double score) {
        return score == Math.floor(score) ? String.valueOf((long) score) : String.valueOf(score);
    }
}
