package org.serialflex.runner.host;

import org.serialflex.jvm.ChildJvm;
import org.serialflex.lanes.ResolvedSide;
import org.serialflex.results.CaseResult;
import org.serialflex.results.SideInfo;
import org.serialflex.results.Outcome;
import org.serialflex.runner.CaseListener;
import org.serialflex.runner.HostedHalves;
import org.serialflex.runner.LaneHosts;
import org.serialflex.runner.RunTimings;
import org.serialflex.runner.SharingDecision;
import org.serialflex.runner.Side;
import org.serialflex.runner.TckCase;
import org.serialflex.runner.WorldSharing;
import org.serialflex.runner.Written;
import org.serialflex.verdicts.Verdict;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Runs a lane's cases in two kinds of JVM: writing hosts on the writer side's JDK and class path,
 * and reading hosts on the reader side's, with nothing but the {@link Written} cases between
 * them. The first reading host starts with the first writing host and reads each case as soon as
 * it is written, so neither waits for the other's JVM and library to warm up. When a host dies,
 * each case that was running in it is run again alone in a fresh host: a case that takes its JVM
 * down by itself is a CRASH, with its exit status or fatal error report as evidence; every other
 * case keeps the verdict it earns. A run's first hosts come from the {@link HostPool}, where they
 * may have served other runs and serve later ones; every host after a death, and every case run
 * alone, gets a fresh JVM, so "alone" still means the first worlds of a JVM. A run whose writer an
 * earlier run of this JVM already had reads what that one wrote ({@link WrittenCases}). A host's JVM is
 * {@link CaseHostCommand}'s, it is followed by {@link CaseHostJvm}, what it says is {@link HostMessage}s
 * through {@link HostCodec} and gathered in a {@link HostRun}, and how it ended is {@link HostDeath}'s;
 * this class schedules. (Over 300 lines: the retry rules, after a death, for cases that must run
 * alone and for a kept JVM's first failure, are read best side by side.)
 */
final class ForkedLane implements LaneHosts {

    private final String lane;
    private final ResolvedSide writer;
    private final ResolvedSide reader;
    private final Duration timeLimit;
    private final int parallelism;
    private final RunTimings timings;
    private final Path crashDirectory;
    private final HostPool pool;
    private final boolean upgradeLane;
    private final WorldSharing worlds;
    private final java.util.OptionalLong shuffleSeed;
    /** Hears of each case of the running {@link #run}; its final verdicts only. */
    private volatile CaseListener listener = CaseListener.NONE;
    private final Set<String> reported = ConcurrentHashMap.newKeySet();
    /** Where written cases go while a reading host streams them; nowhere otherwise. */
    private volatile Consumer<Written> readerFeed = NOWHERE;
    private volatile SideInfo writerInfo;
    private volatile SideInfo readerInfo;
    /** Root causes of a side whose JVM could not start the adapter, by side. */
    private final Map<Side, String> startFailures = new ConcurrentHashMap<>();
    /** The sides whose JVM could not start the adapter, with or without a root cause to tell. */
    private final Set<Side> couldNotStart = ConcurrentHashMap.newKeySet();

    /** The lane {@code plan} describes, on {@code hosts}' JVMs (see {@link LaneHosts.Plan} for what each part means). */
    ForkedLane(LaneHosts.Plan plan, ForkedHosts hosts) {
        this.lane = plan.lane();
        this.writer = plan.writer();
        this.reader = plan.reader();
        this.timeLimit = plan.timeLimit();
        this.parallelism = plan.parallelism();
        this.timings = plan.timings();
        this.crashDirectory = hosts.directory();
        this.pool = hosts.pool();
        this.upgradeLane = plan.upgradeLane();
        this.worlds = plan.worlds();
        this.shuffleSeed = plan.shuffleSeed();
    }

    /**
     * Runs the history probe in a fresh JVM of the writer's side, never a pooled one: its fresh
     * worlds must be the first of their JVM. A probe whose JVM dies, or that says nothing, leaves
     * every case fresh worlds. The host probes with every identity case of its own catalog, whichever
     * criteria this run selected ({@code identityCases} are the candidates of a probe in this JVM).
     */
    @Override
    public SharingDecision probeHistory(List<TckCase> identityCases) {
        HostRun run = host(writer, HostMode.PROBE, List.of(), List.of(), 1, false);
        return run.sharing().orElseGet(() -> SharingDecision.fresh(
                "the history probe's JVM ended without an answer (" + run.death().map(HostDeath::description)
                        .orElse("its JVM lives on")
                        + "); its error output is above"));
    }

    @Override
    public Map<String, CaseResult> run(List<TckCase> cases, CaseListener listener) {
        this.listener = listener;
        reported.clear();
        Map<String, TckCase> byId = new LinkedHashMap<>();
        cases.forEach(c -> byId.put(c.id(), c));
        BlockingQueue<Optional<Written>> streamed = new LinkedBlockingQueue<>();
        CompletableFuture<HostRun> streamedRead = java.util.concurrent.CompletableFuture
                .supplyAsync(() -> host(reader, HostMode.READ, List.of(), streamed, parallelism, true), DAEMONS);
        Map<String, Written> written;
        WrittenCases.Key writes = new WrittenCases.Key(writer.adapterId(),
                CaseHostCommand.of(writer, HostMode.WRITE, crashDirectory).command(), new java.util.TreeSet<>(byId.keySet()),
                worlds, timeLimit, shuffleSeed);
        Optional<WrittenCases.Entry> earlier = WrittenCases.IN_THIS_JVM.find(writes);
        try {
            readerFeed = w -> streamed.add(Optional.of(w));
            if (earlier.isPresent()) {
                written = writtenBefore(earlier.get(), byId.keySet());
            } else {
                written = runAll(new ArrayList<>(byId.keySet()),
                        (ids, threads, pooled) -> host(writer, HostMode.WRITE, ids, List.of(), threads, pooled),
                        HostRun::written, Written::outcome, Written::ended);
                // a writer that could not start is asked again, cheaply, so that its CRASH names this lane's side
                if (!couldNotStart.contains(Side.WRITER)) {
                    WrittenCases.IN_THIS_JVM.keep(writes, new WrittenCases.Entry(lane, written, writerInfo));
                }
            }
        } finally {
            readerFeed = NOWHERE;
            streamed.add(END_OF_INPUT);
        }
        Map<String, Written> toRead = new LinkedHashMap<>();
        Map<String, CaseResult> results = new LinkedHashMap<>();
        for (String id : byId.keySet()) {
            Written w = written.get(id);
            if (w.ended()) {
                results.put(id, HostedHalves.endedAtWriter(byId.get(id), w));
            } else {
                toRead.put(id, w);
            }
        }
        // What the streaming reader finished stands; what it did not (its JVM died) is read again below.
        HostRun first = streamedRead.join();
        Map<String, CaseResult> streamedResults = new LinkedHashMap<>(first.results());
        streamedResults.keySet().retainAll(toRead.keySet());
        streamedResults.keySet().removeAll(first.alone());
        results.putAll(streamedResults);
        toRead.keySet().removeAll(streamedResults.keySet());
        results.putAll(runAll(new ArrayList<>(toRead.keySet()),
                (ids, threads, pooled) -> host(reader, HostMode.READ, List.of(), ids.stream().map(toRead::get).toList(),
                        threads, pooled),
                HostRun::results, CaseResult::outcome, (id, crash) -> {
                    Written w = written.get(id);
                    return new CaseResult(id, byId.get(id).title(), byId.get(id).writerClassVersion(),
                            byId.get(id).readerClassVersion(), crash.outcome(), crash.evidence(), w.size(),
                            w.micros());
                }));
        results.values().forEach(r -> timings.recordCase(r.durationMicros()));
        // the verdicts no reading host streamed: ended at the writer, crashed, settled alone
        results.values().forEach(this::report);
        Map<String, CaseResult> ordered = new LinkedHashMap<>();
        byId.keySet().forEach(id -> ordered.put(id, results.get(id)));
        return ordered;
    }

    /**
     * The cases an earlier run of this JVM wrote with this lane's writer side ({@link WrittenCases}), handed to the
     * streaming reader as if written now: each case starts, what was not ended at the writer is read.
     */
    private Map<String, Written> writtenBefore(WrittenCases.Entry earlier, java.util.Collection<String> ids) {
        writerInfo = earlier.writerInfo();
        // said where the run's own lines are, so a reader of the log knows why this lane's writer made no worlds
        System.out.println("serialflex:   " + lane + ": read what "
                + (org.serialflex.runner.AdapterRun.MATRIX.equals(earlier.lane()) ? "the matrix of " + writer.adapterId() : earlier.lane())
                + " wrote (the same writer: adapter, JDK, JVM options, class path and cases)");
        Map<String, Written> written = new LinkedHashMap<>();
        for (String id : ids) {
            Written w = earlier.written().get(id);
            listener.started(lane, id);
            if (!w.ended()) {
                readerFeed.accept(w);
            }
            written.put(id, w);
        }
        return written;
    }

    @Override
    public Optional<SideInfo> writerInfo() {
        return Optional.ofNullable(writerInfo);
    }

    @Override
    public Optional<SideInfo> readerInfo() {
        return Optional.ofNullable(readerInfo);
    }

    @Override
    public Optional<String> startFailure(Side side) {
        return Optional.ofNullable(startFailures.get(side));
    }

    /** Ends a reading host's input. */
    private static final Optional<Written> END_OF_INPUT = Optional.empty();

    private static final Consumer<Written> NOWHERE = w -> { };

    /** Threads that follow a streaming reader: daemons, so that a stuck host never keeps the build alive. */
    private static final Executor DAEMONS = task -> {
        Thread thread = new Thread(task, "serialflex-streaming-reader");
        thread.setDaemon(true);
        thread.start();
    };

    /** Runs cases in a host: the pool's ({@code pooled}) or a fresh JVM that ends with them. */
    private interface HostStarter {
        HostRun start(List<String> caseIds, int threads, boolean pooled);
    }

    private interface Crashed<T> {
        T of(String caseId, Verdict crash);
    }

    private <T> Map<String, T> runAll(List<String> ids, HostStarter starter,
                                      Function<HostRun, Map<String, T>> outputs, Function<T, Outcome> outcomeOf,
                                      Crashed<T> crashed) {
        Map<String, T> done = new LinkedHashMap<>();
        List<String> remaining = ids;
        // the pool's host first; after a death, or for cases that must run again, JVMs of their own
        boolean pooled = true;
        int threads = parallelism;
        while (!remaining.isEmpty()) {
            HostRun run = starter.start(remaining, threads, pooled);
            pooled = false;
            Map<String, T> out = new LinkedHashMap<>(outputs.apply(run));
            Map<String, T> flagged = new LinkedHashMap<>(out);
            flagged.keySet().retainAll(run.alone());
            out.keySet().removeAll(run.alone());
            done.putAll(out);
            List<String> inFlight = run.started().stream()
                    .filter(id -> !out.containsKey(id) && !flagged.containsKey(id)).toList();
            HostEnding ending = HostEnding.of(run.notCreatable().isPresent(), run.started(),
                    outputs.apply(run).keySet(), run.exitStatus());
            if (ending == HostEnding.ENDED_BEFORE_ANY_CASE && run.reused()) {
                // a kept JVM that died before this run's first case says nothing about this run: a fresh one tells
                continue;
            }
            if (ending == HostEnding.ADAPTER_NOT_CREATABLE && !upgradeLane) {
                throw new IllegalStateException("Adapter '" + run.sideName() + "' cannot be created in a world on this "
                        + "side; the reason is in the error output above.");
            }
            if (upgradeLane && (ending == HostEnding.ADAPTER_NOT_CREATABLE
                    || ending == HostEnding.ENDED_BEFORE_ANY_CASE)) {
                String cause = run.errors().rootCause().orElse(null);
                couldNotStart.add(run.side());
                if (cause != null) {
                    startFailures.put(run.side(), cause);
                }
                Verdict crash = new Verdict(Outcome.CRASH, "the case host JVM of lane side " + run.sideName()
                        + " could not start the adapter (" + run.death().map(HostDeath::description)
                        .orElse("its JVM lives on")
                        + (cause == null ? "); its error output is in the build log" : "): " + cause));
                remaining.forEach(id -> done.put(id, crashed.of(id, crash)));
                return done;
            }
            if (ending == HostEnding.ENDED_BEFORE_ANY_CASE) {
                throw new IllegalStateException("A case host JVM of lane side '" + run.sideName() + "' exited with "
                        + "code " + run.exitStatus() + " before running any case; its error output is above (JVM: "
                        + run.jvm().java() + ").");
            }
            for (String id : inFlight) {
                done.put(id, aloneOrCrash(id, starter, outputs, crashed));
            }
            if (!flagged.isEmpty() && !settleFlagged(flagged, starter, outputs, outcomeOf, crashed, done)) {
                // The library initializes once per JVM: a second thread's world is a second world that fails.
                threads = 1;
            }
            remaining = remaining.stream().filter(id -> !done.containsKey(id)).toList();
        }
        return done;
    }

    /**
     * Cases whose library failed to initialize in a JVM of several worlds ({@code WorldPool.mayBeAnEarlierWorlds}).
     * One of them runs alone: if it fails alone as it failed there, the library cannot initialize at
     * all on this side and every such verdict stands; if not, the others stay to be run again, where
     * the next host's first world serves them.
     *
     * @return whether the verdicts stood (false: the library initializes once per JVM, not once per world)
     */
    private <T> boolean settleFlagged(Map<String, T> flagged, HostStarter starter,
                                   Function<HostRun, Map<String, T>> outputs, Function<T, Outcome> outcomeOf,
                                   Crashed<T> crashed, Map<String, T> done) {
        String first = flagged.keySet().iterator().next();
        HostRun alone = starter.start(List.of(first), 1, false);
        T result = outputs.apply(alone).get(first);
        done.put(first, result != null ? result : crashed.of(first, alone.crash()));
        if (result != null && outcomeOf.apply(result) == outcomeOf.apply(flagged.get(first))) {
            done.putAll(flagged);
            done.put(first, result);
            return true;
        }
        return false;
    }

    /** The case's output from a host of its own, or its CRASH when that host too ends before it answers. */
    private static <T> T aloneOrCrash(String id, HostStarter starter,
                                      Function<HostRun, Map<String, T>> outputs, Crashed<T> crashed) {
        HostRun alone = starter.start(List.of(id), 1, false);
        T result = outputs.apply(alone).get(id);
        return result != null ? result : crashed.of(id, alone.crash());
    }

    private HostRun host(ResolvedSide side, HostMode mode, List<String> caseIds, List<Written> input, int threads,
                         boolean pooled) {
        BlockingQueue<Optional<Written>> queue = new LinkedBlockingQueue<>();
        input.forEach(w -> queue.add(Optional.of(w)));
        queue.add(END_OF_INPUT);
        return host(side, mode, caseIds, queue, threads, pooled);
    }

    /**
     * Runs {@code caseIds} (a writing run) or {@code input} until {@link #END_OF_INPUT} (a reading run)
     * in a host of {@code side}: the pool's when {@code pooled}, given back to it afterwards, else a
     * fresh JVM that ends with the run.
     */
    private HostRun host(ResolvedSide side, HostMode mode, List<String> caseIds,
                         BlockingQueue<Optional<Written>> input, int threads, boolean pooled) {
        ChildJvm jvm = CaseHostCommand.of(side, mode, crashDirectory);
        CaseHostJvm host = pooled ? pool.lease(jvm, crashDirectory) : CaseHostJvm.start(jvm, crashDirectory);
        HostRun.Recorder run = new HostRun.Recorder(side.side().toString(), mode.side(), jvm);
        HostMessage.RunStart start = new HostMessage.RunStart(side.adapterId(), mode, timeLimit.toMillis(), threads,
                worlds, caseIds);
        try {
            return host.serve(run, start, input, timeLimit, message -> accept(message, side, run));
        } finally {
            if (pooled) {
                pool.release(host, crashDirectory);
            } else {
                host.retire();
            }
        }
    }

    /** What a host's message means for the lane, once its {@link HostRun.Recorder} has recorded it. */
    private void accept(HostMessage message, ResolvedSide side, HostRun.Recorder run) {
        if (message instanceof HostMessage.Started started && run.side() == Side.WRITER) {
            listener.started(lane, started.caseId());
        } else if (message instanceof HostMessage.WorldSetUp world) {
            timings.recordWorld(world.micros());
        } else if (message instanceof HostMessage.WrittenCase writtenCase) {
            Written w = writtenCase.written();
            if (!w.ended() && !run.wantsJvmOfItsOwn(w.caseId())) {
                readerFeed.accept(w);
            }
        } else if (message instanceof HostMessage.Result answer && !run.wantsJvmOfItsOwn(answer.result().id())) {
            // a host sends 'alone' before the verdict it does not vouch for; every other verdict is final
            report(answer.result());
        } else if (message instanceof HostMessage.Side reported) {
            SideInfo info = reported.side().withJvmOptions(side.jvmOptions());
            if (run.side() == Side.WRITER) {
                writerInfo = info;
            } else {
                readerInfo = info;
            }
        }
    }

    private void report(CaseResult result) {
        if (reported.add(result.id())) {
            listener.finished(lane, result);
        }
    }
}
