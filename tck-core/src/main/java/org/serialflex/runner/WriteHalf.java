package org.serialflex.runner;

import org.serialflex.spi.CaseInfo;
import org.serialflex.spi.CaseTrait;
import org.serialflex.spi.SerializerAdapter;
import org.serialflex.results.Outcome;
import org.serialflex.verdicts.Verdict;
import org.serialflex.worlds.World;

import java.time.Duration;
import java.util.Collection;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The writer's half of a case: a writer world with the adapter, the library and the writer's
 * class version; the writer object built there and serialized. What it hands on is a
 * {@link Written}: bytes and metadata, or the verdict when the case ended here.
 */
final class WriteHalf {

    /** Outcomes of a write that ended with the library declining or throwing an exception, its state intact. */
    private static final Set<Outcome> LIBRARY_ENDED_NORMALLY = EnumSet.of(Outcome.UNSUPPORTED, Outcome.WRITE_FAILED);

    private final CaseSide side;

    WriteHalf(String adapterId, Duration timeLimit, RunTimings timings, WorldPool worlds) {
        side = new CaseSide(adapterId, timeLimit, timings, worlds);
    }

    Written write(TckCase tckCase) {
        return write(tckCase, object -> { });
    }

    /**
     * Whether the case, written last, failed in a way an earlier world of this JVM may have caused
     * ({@link WorldPool#mayBeAnEarlierWorlds}), so that only a JVM of its own gives its verdict.
     */
    boolean wantsJvmOfItsOwn(String caseId) {
        return side.wantsJvmOfItsOwn(caseId);
    }

    /** As {@link #write(TckCase)}, handing the object written to {@code written} (for a check in this JVM). */
    Written write(TckCase tckCase, java.util.function.Consumer<Object> objectWritten) {
        long started = System.nanoTime();
        Execution execution = new Execution(tckCase, objectWritten);
        Written written = TimedCall.run("serialflex-write-" + side.adapterId + "-" + tckCase.id(), side.timeLimit,
                execution::execute, hung -> {
                    execution.abandoned = true;
                    return execution.ended(hung);
                }, () -> execution.phase, execution::ended);
        return written.took((System.nanoTime() - started - execution.waitedNanos) / 1_000);
    }

    private final class Execution {
        private final TckCase tckCase;
        private final java.util.function.Consumer<Object> objectWritten;
        private volatile String phase = "setting up the writer world";
        private volatile boolean abandoned;
        private volatile Throwable libraryError;
        /** How long the set-up waited for a world another case held: not this case's time. */
        private volatile long waitedNanos;

        Execution(TckCase tckCase, java.util.function.Consumer<Object> objectWritten) {
            this.tckCase = tckCase;
            this.objectWritten = objectWritten;
        }

        Written ended(Verdict verdict) {
            return Written.ended(tckCase.id(), verdict);
        }

        Written execute() {
            CaseSide.SetUp setUp = side.setUp(tckCase, false);
            if (setUp.lease() != null) {
                waitedNanos = setUp.lease().waitedNanos();
            }
            if (setUp.failure() != null) {
                return ended(setUp.failure());
            }
            Written written = null;
            try {
                written = write(setUp.world(), setUp.adapter());
                side.libraryFailed(tckCase.id(), libraryError);
                return written;
            } finally {
                side.giveBack(setUp, written != null && !abandoned
                        && (!written.ended() || LIBRARY_ENDED_NORMALLY.contains(written.outcome())));
            }
        }

        private Written write(World writer, SerializerAdapter adapter) {
            phase = "building the writer object";
            KitCall<Object> built = KitCall.inWorld(writer.loader(), "the case could not build its writer object",
                    () -> tckCase.writerObject().create(new WorldObjects(writer.loader(), tckCase.names())));
            if (built.failed()) {
                return ended(built.kitError());
            }
            Object object = built.value();
            objectWritten.accept(object);
            CaseInfo info = caseInfo(tckCase, object);
            KitCall<Optional<String>> unsupported = KitCall.inWorld(writer.loader(),
                    "the adapter failed in unsupported(CaseInfo)", () -> adapter.unsupported(info));
            if (unsupported.failed()) {
                return ended(unsupported.kitError());
            }
            if (unsupported.value().isPresent()) {
                return ended(new Verdict(Outcome.UNSUPPORTED, "declared by the adapter: " + unsupported.value().get()));
            }
            phase = "writing";
            byte[] bytes;
            byte[] metadata;
            try {
                bytes = TimedCall.inWorld(writer.loader(), () -> adapter.write(object));
                metadata = TimedCall.inWorld(writer.loader(), () -> adapter.exportMetadata(object));
            } catch (Error failure) {
                libraryError = failure;
                return ended(Verdict.of(Outcome.CRASH, failure));
            } catch (Throwable failure) {
                return ended(Verdict.of(Outcome.WRITE_FAILED, failure));
            }
            if (bytes == null) {
                return ended(new Verdict(Outcome.KIT_ERROR, "the adapter's write(...) returned null; it must return "
                        + "the serialized bytes (throw an exception if the library cannot write the object)"));
            }
            return Written.bytes(tckCase.id(), side.adapterId, bytes, metadata, info);
        }
    }

    /** What the adapters may know of the case; the reader's adapter is asked the same. */
    static CaseInfo caseInfo(TckCase tckCase, Object written) {
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
        String rootClassName = written.getClass().getName();
        boolean generated = tckCase.writerClasses().containsKey(rootClassName);
        if (!generated && !(written instanceof Collection<?> || written instanceof Map<?, ?>
                || written instanceof Record || written instanceof Enum<?>)) {
            traits.add(CaseTrait.ROOT_VALUE);
        }
        if (tckCase.writerClasses().containsKey(rootClassName) && !tckCase.readerClasses().containsKey(rootClassName)) {
            traits.add(CaseTrait.ROOT_CLASS_MISSING_AT_READER);
        }
        return new CaseInfo(tckCase.criterionId(), tckCase.id(), tckCase.writerClassVersion(),
                tckCase.readerClassVersion(), rootClassName, traits);
    }
}
