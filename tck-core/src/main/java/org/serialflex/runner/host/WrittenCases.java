package org.serialflex.runner.host;

import org.serialflex.results.SideInfo;
import org.serialflex.runner.Written;
import org.serialflex.runner.WorldSharing;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SortedSet;

/**
 * The cases a writing side wrote, kept for the next run of this JVM whose writer is the same side: the same
 * adapter on the same JDK, JVM options and class path (the host's command line), the same cases, world sharing and
 * time limit. Only bytes cross between the sides, so what a writer wrote once is what it would write again, and a
 * reader of another version reads it as it would read a store the writer filled: the upgrade atlas's release B
 * writes its cases once for its lanes to A and to C, and a lane from a module's own library to an older release
 * reads what the module's matrix wrote. The writer's verdicts (a write that failed, a CRASH) travel with the bytes; a
 * writer whose JVM could not start the adapter is not kept (asking it again costs a JVM start, and its CRASH then
 * names the lane's own side). At most {@link #KEPT} writers are kept, the least recently used dropped first
 * (a lane's cases are a few MB; the atlas runs a release's lanes one after the other).
 */
final class WrittenCases {

    static final int KEPT = 4;

    /** The writers of this JVM's runs. */
    static final WrittenCases IN_THIS_JVM = new WrittenCases();

    /**
     * What makes two runs' writers the same. The cases as a set, for the order a run declares its cases in does not
     * change what a case writes (the history probe's finding where worlds are shared, and each case's own worlds
     * where not); but a run shuffled to check exactly that ({@code -Dserialflex.shuffle}) is a writer of its own.
     */
    record Key(String adapterId, List<String> hostCommand, SortedSet<String> caseIds, WorldSharing worlds,
               Duration timeLimit, OptionalLong shuffleSeed) {
    }

    /**
     * A writer's cases as they ended, with what its host said of itself.
     *
     * @param lane the run that wrote them
     */
    record Entry(String lane, Map<String, Written> written, SideInfo writerInfo) {
    }

    private final Map<Key, Entry> kept = new LinkedHashMap<>(16, 0.75f, true);

    synchronized Optional<Entry> find(Key key) {
        return Optional.ofNullable(kept.get(key));
    }

    synchronized void keep(Key key, Entry entry) {
        kept.put(key, entry);
        while (kept.size() > KEPT) {
            kept.remove(kept.keySet().iterator().next());
        }
    }
}
