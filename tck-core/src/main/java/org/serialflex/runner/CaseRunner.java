package org.serialflex.runner;

import org.serialflex.results.CaseResult;
import org.serialflex.spi.CaseInfo;
import org.serialflex.spi.CaseTrait;
import org.serialflex.spi.SerializerAdapter;
import org.serialflex.verdicts.DeepComparison;
import org.serialflex.verdicts.Evidence;
import org.serialflex.verdicts.KitDefect;
import org.serialflex.verdicts.Outcome;
import org.serialflex.verdicts.Verdict;
import org.serialflex.worlds.World;

import java.time.Duration;
import java.util.Collection;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs one case of one adapter: builds a writer world and a reader world, writes in one, reads in
 * the other, and classifies what happened. The case runs on its own thread under a time limit;
 * every {@link Throwable} is caught and becomes a verdict, so no adapter can take the run down.
 */
public final class CaseRunner {

    private static final long CASE_THREAD_STACK = 16L * 1024 * 1024;

    private final String adapterId;
    private final Duration timeLimit;
    private final RunTimings timings;

    /**
     * @param adapterId the adapter to instantiate in every world
     * @param timeLimit the most one case may take, world set-up included
     * @param timings   collects world set-up and case times
     */
    public CaseRunner(String adapterId, Duration timeLimit, RunTimings timings) {
        this.adapterId = adapterId;
        this.timeLimit = timeLimit;
        this.timings = timings;
    }

    /** Runs {@code tckCase} and returns its verdict with evidence, size and duration. */
    public CaseResult run(TckCase tckCase) {
        CaseExecution execution = new CaseExecution(tckCase);
        FutureTask<Verdict> task = new FutureTask<>(execution::execute);
        Thread thread = new Thread(null, task, "serialflex-" + adapterId + "-" + tckCase.id(), CASE_THREAD_STACK);
        thread.setDaemon(true);
        long started = System.nanoTime();
        thread.start();
        Verdict verdict;
        try {
            verdict = task.get(timeLimit.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            verdict = new Verdict(Outcome.CRASH, "hung past the " + timeLimit.toMillis() + " ms time limit while "
                    + execution.phase + topFrame(thread) + "; the thread was interrupted and abandoned");
            thread.interrupt();
        } catch (ExecutionException e) {
            verdict = new Verdict(Outcome.KIT_ERROR, "the case runner itself failed: " + Evidence.describe(e.getCause()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while running " + tckCase.id(), e);
        }
        long micros = (System.nanoTime() - started) / 1_000;
        if (!thread.isAlive()) {
            execution.closeWorlds();
        }
        timings.recordCase(micros);
        return new CaseResult(tckCase.id(), tckCase.title(), tckCase.writerVersion(), tckCase.readerVersion(),
                verdict.outcome(), verdict.evidence(), verdict.detail(), execution.size, micros);
    }

    private static String topFrame(Thread thread) {
        StackTraceElement[] stack = thread.getStackTrace();
        return stack.length == 0 ? "" : " (at " + stack[0] + ")";
    }

    /** The phases of one case, in order; the phase a case hung in is part of its evidence. */
    private enum Phase {
        SETTING_UP_WORLDS("setting up the worlds"),
        BUILDING_WRITER_OBJECT("building the writer object"),
        WRITING("writing"),
        READING("reading"),
        CHECKING("comparing with the expectation");

        private final String text;

        Phase(String text) {
            this.text = text;
        }

        @Override
        public String toString() {
            return text;
        }
    }

    private final class CaseExecution {
        private final TckCase tckCase;
        private volatile Phase phase = Phase.SETTING_UP_WORLDS;
        private volatile Integer size;
        private World writer;
        private World reader;

        CaseExecution(TckCase tckCase) {
            this.tckCase = tckCase;
        }

        Verdict execute() {
            SerializerAdapter writerAdapter;
            SerializerAdapter readerAdapter;
            try {
                long started = System.nanoTime();
                writer = World.create("writer " + tckCase.writerVersion(), tckCase.writerClasses());
                writerAdapter = writer.newAdapter(adapterId);
                reader = World.create("reader " + tckCase.readerVersion(), tckCase.readerClasses());
                readerAdapter = reader.newAdapter(adapterId);
                timings.recordWorldPair((System.nanoTime() - started) / 1_000);
            } catch (Throwable failure) {
                return new Verdict(Outcome.KIT_ERROR, "the adapter could not be created in a world: "
                        + Evidence.describe(failure));
            }

            phase = Phase.BUILDING_WRITER_OBJECT;
            Object written;
            try {
                written = inWorld(writer, () -> tckCase.writerObject().create(new WorldObjects(writer.loader())));
            } catch (Throwable failure) {
                return new Verdict(Outcome.KIT_ERROR, "the case could not build its writer object: "
                        + Evidence.describe(failure));
            }
            CaseInfo info = caseInfo(written);
            Optional<String> unsupported = writerAdapter.unsupported(info);
            if (unsupported.isPresent()) {
                return new Verdict(Outcome.UNSUPPORTED, "declared by the adapter: " + unsupported.get());
            }

            phase = Phase.WRITING;
            byte[] bytes;
            byte[] metadata;
            try {
                bytes = inWorld(writer, () -> writerAdapter.write(written));
                metadata = inWorld(writer, () -> writerAdapter.exportMetadata(written));
            } catch (Error failure) {
                return Verdict.of(Outcome.CRASH, failure);
            } catch (Throwable failure) {
                return Verdict.of(Outcome.WRITE_FAILED, failure);
            }
            if (bytes == null) {
                return new Verdict(Outcome.KIT_ERROR, "the adapter's write(...) returned null; it must return the "
                        + "serialized bytes (throw an exception if the library cannot write the object)");
            }
            size = bytes.length;

            phase = Phase.READING;
            Class<?> rootType = reader.findClass(written.getClass().getName()).orElse(null);
            Object read;
            try {
                read = inWorld(reader, () -> {
                    if (metadata != null) {
                        readerAdapter.acceptMetadata(metadata);
                    }
                    return readerAdapter.read(bytes, rootType);
                });
            } catch (Error failure) {
                return Verdict.of(Outcome.CRASH, failure);
            } catch (Throwable failure) {
                return Verdict.of(Outcome.READ_FAILED, failure);
            }

            phase = Phase.CHECKING;
            return check(written, read);
        }

        private Verdict check(Object written, Object read) {
            Optional<String> foreign = WorldGuard.findForeign(read, reader);
            if (foreign.isPresent()) {
                return new Verdict(Outcome.KIT_ERROR, foreign.get());
            }
            Optional<String> shared = SharedObjects.find(written, read);
            if (shared.isPresent()) {
                return new Verdict(Outcome.KIT_ERROR, shared.get());
            }
            Object expected;
            try {
                expected = inWorld(reader, () -> tckCase.expectation().create(new WorldObjects(reader.loader())));
            } catch (Throwable failure) {
                return new Verdict(Outcome.KIT_ERROR, "the case could not build its expectation: "
                        + Evidence.describe(failure));
            }
            try {
                return DeepComparison.compare(expected, read);
            } catch (KitDefect defect) {
                return new Verdict(Outcome.KIT_ERROR, defect.getMessage());
            } catch (Error failure) {
                return Verdict.of(Outcome.CRASH, failure);
            } catch (RuntimeException failure) {
                return new Verdict(Outcome.READ_FAILED, "the object the reader returned throws when inspected: "
                        + Evidence.describe(failure));
            }
        }

        private CaseInfo caseInfo(Object written) {
            Set<CaseTrait> traits = EnumSet.noneOf(CaseTrait.class);
            traits.addAll(tckCase.traits());
            if (written instanceof Collection<?> || written instanceof Map<?, ?>) {
                traits.add(CaseTrait.ROOT_COLLECTION);
            }
            if (written instanceof Record) {
                traits.add(CaseTrait.ROOT_RECORD);
            }
            if (written instanceof Enum<?>) {
                traits.add(CaseTrait.ROOT_ENUM);
            }
            if (reader.findClass(written.getClass().getName()).isEmpty()) {
                traits.add(CaseTrait.ROOT_CLASS_MISSING_AT_READER);
            }
            return new CaseInfo(tckCase.criterionId(), tckCase.id(), tckCase.writerVersion(),
                    tckCase.readerVersion(), written.getClass().getName(), traits);
        }

        void closeWorlds() {
            if (writer != null) {
                writer.close();
            }
            if (reader != null) {
                reader.close();
            }
        }
    }

    private interface WorldAction<T> {
        T run() throws Exception;
    }

    private static <T> T inWorld(World world, WorldAction<T> action) throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(world.loader());
        try {
            return action.run();
        } finally {
            thread.setContextClassLoader(previous);
        }
    }
}
