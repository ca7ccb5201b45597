package org.serialflex.runner;

import org.serialflex.results.Outcome;
import org.serialflex.spi.SerializerAdapter;
import org.serialflex.verdicts.Evidence;
import org.serialflex.verdicts.Verdict;
import org.serialflex.worlds.World;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What a case's two halves ({@link WriteHalf}, {@link ReadHalf}) do alike: take a world of their
 * side from the pool and make the adapter in it, give the world back, and remember the cases whose
 * failure an earlier world of this JVM may have caused, so that only a JVM of their own gives their
 * verdict ({@link WorldPool#mayBeAnEarlierWorlds}).
 */
final class CaseSide {

    final String adapterId;
    final Duration timeLimit;
    private final RunTimings timings;
    private final WorldPool worlds;
    private final Set<String> ownJvmWanted = ConcurrentHashMap.newKeySet();

    CaseSide(String adapterId, Duration timeLimit, RunTimings timings, WorldPool worlds) {
        this.adapterId = adapterId;
        this.timeLimit = timeLimit;
        this.timings = timings;
        this.worlds = worlds;
    }

    /**
     * A world with this side's classes of {@code tckCase} (the reader's when {@code reader}) and the
     * adapter made in it, or the KIT_ERROR verdict when either cannot be had.
     */
    SetUp setUp(TckCase tckCase, boolean reader) {
        long started = System.nanoTime();
        WorldPool.Lease lease = null;
        try {
            lease = reader ? worlds.take(tckCase.readerClasses(), tckCase.writerClasses(), true)
                    : worlds.take(tckCase.writerClasses(), tckCase.readerClasses(), false);
            SerializerAdapter adapter = lease.world().newAdapter(adapterId);
            if (!lease.reused()) {
                timings.recordWorld((System.nanoTime() - started) / 1_000);
            }
            return new SetUp(lease, adapter, null);
        } catch (Throwable failure) {
            if (lease != null) {
                worlds.giveBack(lease, false);
                libraryFailed(tckCase.id(), failure);
            }
            return new SetUp(null, null, new Verdict(Outcome.KIT_ERROR,
                    "the adapter could not be created in a world: " + Evidence.describe(failure)));
        }
    }

    /** Gives the world back; {@code cleanly} when the library's state in it is intact and it may serve again. */
    void giveBack(SetUp setUp, boolean cleanly) {
        worlds.giveBack(setUp.lease(), cleanly);
    }

    /** The library failed with {@code failure} (null: it did not) in case {@code caseId}. */
    void libraryFailed(String caseId, Throwable failure) {
        if (failure != null && WorldPool.othersInThisJvm() && WorldPool.mayBeAnEarlierWorlds(failure)) {
            ownJvmWanted.add(caseId);
            worlds.initializesOncePerJvm();
        }
    }

    /** Whether the case, run last on this side, wants a JVM of its own (asked once). */
    boolean wantsJvmOfItsOwn(String caseId) {
        return ownJvmWanted.remove(caseId);
    }

    /**
     * A side's world and adapter, or why there are none.
     *
     * @param failure the KIT_ERROR verdict when the world or the adapter could not be had, else null
     */
    record SetUp(WorldPool.Lease lease, SerializerAdapter adapter, Verdict failure) {

        World world() {
            return lease.world();
        }
    }
}
