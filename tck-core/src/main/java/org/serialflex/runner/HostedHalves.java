package org.serialflex.runner;

import org.serialflex.results.CaseResult;
import org.serialflex.worlds.World;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * The one door from the fork machinery ({@code org.serialflex.runner.host}) into the running of cases: what a
 * case host JVM runs of a case (one side's halves, with its own pool of worlds), the history probe, the catalog
 * of cases a host finds by id, and the few facts of this JVM a host reports. The halves, their worlds and the
 * time limits stay package-private here; a host sees them only through this class.
 */
public final class HostedHalves {

    private final WriteHalf writer;
    private final ReadHalf reader;
    private final WorldPool worlds;
    private final RunTimings timings;

    private HostedHalves(Side side, String adapterId, Duration timeLimit, WorldSharing sharing, RunTimings timings) {
        this.worlds = new WorldPool(side == Side.READER ? "reader" : "writer", sharing);
        this.timings = timings;
        this.writer = side == Side.WRITER ? new WriteHalf(adapterId, timeLimit, timings, worlds) : null;
        this.reader = side == Side.READER ? new ReadHalf(adapterId, timeLimit, timings, worlds) : null;
    }

    /**
     * One run's halves of {@code side} for {@code adapterId}, each under {@code timeLimit}, in worlds shared or
     * fresh as {@code sharing} says; {@code timings} hears of each world set up.
     */
    public static HostedHalves of(Side side, String adapterId, Duration timeLimit, WorldSharing sharing,
                                  RunTimings timings) {
        return new HostedHalves(side, adapterId, timeLimit, sharing, timings);
    }

    /**
     * Offers {@code firstWorld} (the adapter was created in it, no case has run) to these halves' worlds as their
     * first, counting its set-up time when they keep it.
     */
    public void seed(World firstWorld, long setUpMicros) {
        if (worlds.seed(firstWorld)) {
            timings.recordWorld(setUpMicros);
        }
    }

    /** The writer's half of {@code tckCase}. */
    public Written write(TckCase tckCase) {
        return writer.write(tckCase);
    }

    /** The reader's half of {@code tckCase} on what the writer's half wrote: the case's result. */
    public CaseResult read(TckCase tckCase, Written written) {
        return reader.read(tckCase, written);
    }

    /** Whether the case, run last here, failed in a way an earlier world of this JVM may have caused (asked once). */
    public boolean wantsJvmOfItsOwn(String caseId) {
        return writer != null ? writer.wantsJvmOfItsOwn(caseId) : reader.wantsJvmOfItsOwn(caseId);
    }

    /** Closes the idle worlds: no world of one run serves another. */
    public void closeIdle() {
        worlds.closeIdle();
    }

    /** The result of a case that ended at the writer: its verdict there, nothing read. */
    public static CaseResult endedAtWriter(TckCase tckCase, Written written) {
        return ReadHalf.endedAtWriter(tckCase, written);
    }

    /** The {@link HistoryProbe}'s answer for {@code adapterId}, in this JVM's fresh and shared worlds. */
    public static SharingDecision probeHistory(String adapterId, Duration timeLimit, List<TckCase> candidates) {
        return HistoryProbe.run(adapterId, timeLimit, candidates);
    }

    /** Whether this JVM abandoned a hung thread, which may still be running: it should serve no other run. */
    public static boolean abandonedAny() {
        return TimedCall.abandonedAny();
    }

    /**
     * Whether a library in this JVM failed in a world that was not the JVM's first in a way an earlier world
     * causes ({@link WorldPool#initializesOncePerJvm}): every later run of it here would fail the same way, so
     * the JVM serves no other run.
     */
    public static boolean metALibraryThatInitializesOncePerJvm() {
        return WorldPool.metOncePerJvm();
    }

    /** Runs {@code action} with {@code loader} as the thread's context class loader. */
    public static <T> T inWorld(ClassLoader loader, Callable<T> action) throws Exception {
        return TimedCall.inWorld(loader, action);
    }

    /** Every case by id, with the classes of {@code classFile}, which the host's parent wrote. */
    public static Map<String, TckCase> catalog(Path classFile) {
        return CaseCatalog.byId(classFile);
    }

    /** The identity cases of {@code catalog}, criterion by criterion: the history probe's candidates in a host. */
    public static List<TckCase> identityCases(Map<String, TckCase> catalog) {
        return CaseCatalog.identityCases(catalog);
    }

    /** The cases' class file in {@code directory}, written by this JVM on first call, for the hosts it starts. */
    public static Path classFileForHosts(Path directory) {
        return CaseClassFile.forHosts(directory, CaseCatalog::byId);
    }
}
