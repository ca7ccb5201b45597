package org.serialflex.runner;

import org.serialflex.results.CaseResult;
import org.serialflex.worlds.WorldClassPath;

import java.time.Duration;

/**
 * Runs one case in this JVM: the {@link WriteHalf} in a writer world, the {@link ReadHalf} in a
 * reader world, only the {@link Written} bytes between them. Each half runs on its own thread
 * under the time limit and turns every {@link Throwable} into a verdict, so no adapter can take
 * the run down. The kit's own runs put the two halves in JVMs of their own ({@link ForkedLane});
 * this is the same work without the JVMs, for the self-tests and for a debugger.
 */
public final class CaseRunner {

    private final WriteHalf writer;
    private final ReadHalf reader;
    private final RunTimings timings;

    /**
     * @param adapterId the adapter to instantiate in both worlds
     * @param timeLimit the most each half of a case may take, world set-up included
     * @param timings   collects world set-up and case times
     */
    public CaseRunner(String adapterId, Duration timeLimit, RunTimings timings) {
        this(adapterId, adapterId, timeLimit, timings);
    }

    /**
     * A lane between two adapters that write the same format: one writes, the other reads; cases share
     * worlds ({@link WorldSharing#SHARED}).
     */
    public CaseRunner(String writerAdapterId, String readerAdapterId, Duration timeLimit, RunTimings timings) {
        this(writerAdapterId, readerAdapterId, timeLimit, timings, WorldSharing.SHARED);
    }

    /**
     * As above, sharing worlds between cases ({@link WorldPool}'s rule) or giving each case fresh
     * ones, as {@code worlds} says. Unlike a kit run, nothing here asks the library first whether it
     * remembers earlier cases.
     */
    public CaseRunner(String writerAdapterId, String readerAdapterId, Duration timeLimit, RunTimings timings,
               WorldSharing worlds) {
        this(writerAdapterId, readerAdapterId, timeLimit, timings, worlds, WorldClassPath.kit(),
                WorldClassPath.kit());
    }

    /**
     * As above, with each side's worlds built from a class path of its own, so that writer and reader
     * may run different versions of the library (one side of an upgrade each).
     *
     * @param writerClassPath the library, the adapter and the kit of every writer world
     * @param readerClassPath the same for every reader world
     */
    public CaseRunner(String writerAdapterId, String readerAdapterId, Duration timeLimit, RunTimings timings,
                      WorldSharing worlds, WorldClassPath writerClassPath, WorldClassPath readerClassPath) {
        // One JVM holds both halves here, so writer and reader each keep worlds of their own.
        this.writer = new WriteHalf(writerAdapterId, timeLimit, timings,
                new WorldPool("writer", worlds, writerClassPath));
        this.reader = new ReadHalf(readerAdapterId, timeLimit, timings,
                new WorldPool("reader", worlds, readerClassPath));
        this.timings = timings;
    }

    /**
     * Runs {@code tckCase} and returns its verdict with evidence, size and duration. Both halves share
     * this JVM, so the reader's object is also checked for objects that are the writer's very own
     * ({@link SharedObjects}): smuggled past the bytes, which separate JVMs rule out by themselves.
     */
    public CaseResult run(TckCase tckCase) {
        return run(tckCase, read -> { });
    }

    /**
     * As {@link #run(TckCase)}, handing the object the reader returned to {@code readObject} in the
     * reader's thread before it is compared, so that the expectation may depend on it: the check's
     * control runs (one class version on both sides) learn from it what the library carries at all.
     * Not called when the case ended before a read returned.
     */
    public CaseResult run(TckCase tckCase, java.util.function.Consumer<Object> readObject) {
        return read(tckCase, write(tckCase), readObject);
    }

    /**
     * The writer's half of {@code tckCase} alone: its bytes, to be read once or more by {@link #read}. The check
     * of a team's classes reads one sample's bytes in the writer's version (its control) and in the other.
     */
    public WrittenCase write(TckCase tckCase) {
        java.util.concurrent.atomic.AtomicReference<Object> object = new java.util.concurrent.atomic.AtomicReference<>();
        Written written = writer.write(tckCase, object::set);
        return new WrittenCase(written, object.get());
    }

    /**
     * The reader's half of {@code tckCase} on bytes {@link #write} produced, possibly for another case with the
     * same writer classes (this case's reader classes and expectation apply); {@code readObject} as in
     * {@link #run(TckCase, java.util.function.Consumer)}.
     */
    public CaseResult read(TckCase tckCase, WrittenCase written, java.util.function.Consumer<Object> readObject) {
        CaseResult result = reader.read(tckCase, written.written(), read -> {
            readObject.accept(read);
            return SharedObjects.find(written.object(), read);
        });
        timings.recordCase(result.durationMicros());
        return result;
    }

    /**
     * What a writer's half handed on, with the object it wrote (for the same-JVM check that nothing but the
     * bytes reached a reader).
     *
     * @param written the bytes and metadata, or the verdict when the case ended at the writer
     * @param object  the object written; {@code null} when none was built
     */
    public record WrittenCase(Written written, Object object) {
    }
}
