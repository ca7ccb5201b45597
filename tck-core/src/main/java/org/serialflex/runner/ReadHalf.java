package org.serialflex.runner;

import org.serialflex.results.CaseResult;
import org.serialflex.results.DeflatedSize;
import org.serialflex.results.PayloadDigest;
import org.serialflex.spi.CaseInfo;
import org.serialflex.spi.SerializerAdapter;
import org.serialflex.verdicts.DeepComparison;
import org.serialflex.verdicts.Evidence;
import org.serialflex.verdicts.KitDefect;
import org.serialflex.results.Outcome;
import org.serialflex.verdicts.Verdict;
import org.serialflex.worlds.World;

import java.time.Duration;
import java.util.Optional;
import java.util.Set;

/**
 * The reader's half of a case: a reader world with the adapter, the library and the reader's
 * class version reads what the writer's half handed on, and the object it returns is classified
 * against the case's expectation, built in the same world.
 */
final class ReadHalf {

    /**
     * Outcomes after which the library returned, declined or threw an exception, so its world may
     * serve the next case; after an {@link Error}, a hang or the kit's own failure it may not.
     */
    private static final Set<Outcome> CLEAN = java.util.EnumSet.of(Outcome.PASS, Outcome.DEGRADED,
            Outcome.CORRUPT, Outcome.UNSUPPORTED, Outcome.READ_FAILED);

    private final CaseSide side;

    ReadHalf(String adapterId, Duration timeLimit, RunTimings timings, WorldPool worlds) {
        side = new CaseSide(adapterId, timeLimit, timings, worlds);
    }

    /** As {@link WriteHalf#wantsJvmOfItsOwn}, for the case read last. */
    boolean wantsJvmOfItsOwn(String caseId) {
        return side.wantsJvmOfItsOwn(caseId);
    }

    /** The case's result: the writer half's verdict when the case ended there, else the reader's. */
    CaseResult read(TckCase tckCase, Written written) {
        return read(tckCase, written, read -> Optional.empty());
    }

    /**
     * As {@link #read(TckCase, Written)}, with {@code sameJvmCheck} run on the object read before it is
     * compared: the in-JVM runner's check that nothing but bytes crossed ({@link SharedObjects}).
     */
    CaseResult read(TckCase tckCase, Written written, java.util.function.Function<Object, Optional<String>> sameJvmCheck) {
        if (written.ended()) {
            return endedAtWriter(tckCase, written);
        }
        long started = System.nanoTime();
        Execution execution = new Execution(tckCase, written, sameJvmCheck);
        Verdict verdict = TimedCall.run("serialflex-read-" + side.adapterId + "-" + tckCase.id(), side.timeLimit,
                execution::execute, hung -> {
                    execution.abandoned = true;
                    return hung;
                }, () -> execution.phase, failed -> failed);
        long micros = (System.nanoTime() - started - execution.waitedNanos) / 1_000;
        byte[] payload = written.payloadBytes();
        return result(tckCase, verdict, payload.length, DeflatedSize.of(payload),
                PayloadDigest.of(payload, written.metadataBytes()), written.micros() + micros);
    }

    /** The result of a case that ended at the writer: its verdict there, nothing read. */
    static CaseResult endedAtWriter(TckCase tckCase, Written written) {
        return result(tckCase, new Verdict(written.outcome(), written.evidence(), written.detail()), null, null, null,
                written.micros());
    }

    /** The case's result, its evidence told in the declared class names whatever the case's classes were called. */
    private static CaseResult result(TckCase tckCase, Verdict verdict, Integer size, Integer deflated, String digest,
                                     long micros) {
        CaseNames names = tckCase.names();
        return new CaseResult(tckCase.id(), tckCase.title(), tckCase.writerClassVersion(),
                tckCase.readerClassVersion(), verdict.outcome(), names.declaredText(verdict.evidence()),
                names.declaredText(verdict.detail()), size, deflated, digest, micros);
    }

    private final class Execution {
        private final TckCase tckCase;
        private final Written written;
        private final java.util.function.Function<Object, Optional<String>> sameJvmCheck;
        private volatile String phase = "setting up the reader world";
        private volatile boolean abandoned;
        private volatile Throwable libraryError;
        /** How long the set-up waited for a world another case held: not this case's time. */
        private volatile long waitedNanos;

        Execution(TckCase tckCase, Written written, java.util.function.Function<Object, Optional<String>> sameJvmCheck) {
            this.tckCase = tckCase;
            this.written = written;
            this.sameJvmCheck = sameJvmCheck;
        }

        Verdict execute() {
            CaseSide.SetUp setUp = side.setUp(tckCase, true);
            if (setUp.lease() != null) {
                waitedNanos = setUp.lease().waitedNanos();
            }
            if (setUp.failure() != null) {
                return setUp.failure();
            }
            Verdict verdict = null;
            try {
                verdict = readAndCheck(setUp.world(), setUp.adapter());
                side.libraryFailed(tckCase.id(), libraryError);
                return verdict;
            } finally {
                side.giveBack(setUp, verdict != null && CLEAN.contains(verdict.outcome()) && !abandoned);
            }
        }

        private Verdict readAndCheck(World reader, SerializerAdapter adapter) {
            CaseInfo info = new CaseInfo(tckCase.criterionId(), tckCase.id(), tckCase.writerClassVersion(),
                    tckCase.readerClassVersion(), written.rootClassName(), written.traits());
            // The writer's adapter was asked already; another adapter reading its format is asked too.
            if (!side.adapterId.equals(written.writerAdapter())) {
                KitCall<Optional<String>> unsupported = KitCall.inWorld(reader.loader(),
                        "the reader's adapter failed in unsupported(CaseInfo)", () -> adapter.unsupported(info));
                if (unsupported.failed()) {
                    return unsupported.kitError();
                }
                if (unsupported.value().isPresent()) {
                    return new Verdict(Outcome.UNSUPPORTED, "declared by the reader's adapter: "
                            + unsupported.value().get());
                }
            }
            phase = "reading";
            byte[] bytes = written.payloadBytes();
            byte[] metadata = written.metadataBytes();
            Class<?> rootType = reader.findClass(written.rootClassName()).orElse(null);
            Object read;
            try {
                read = TimedCall.inWorld(reader.loader(), () -> {
                    if (metadata != null) {
                        adapter.acceptMetadata(metadata);
                    }
                    return adapter.read(bytes, rootType);
                });
            } catch (Error failure) {
                libraryError = failure;
                return Verdict.of(Outcome.CRASH, failure);
            } catch (Throwable failure) {
                return Verdict.of(Outcome.READ_FAILED, failure);
            }
            phase = "comparing with the expectation";
            return check(reader, read);
        }

        private Verdict check(World reader, Object read) {
            Optional<String> foreign;
            try {
                foreign = WorldGuard.findForeign(read, reader);
            } catch (ReaderObjectFailure failure) {
                return failure.verdict();
            }
            if (foreign.isPresent()) {
                return new Verdict(Outcome.KIT_ERROR, foreign.get());
            }
            Optional<String> shared;
            try {
                shared = sameJvmCheck.apply(read);
            } catch (RuntimeException failure) {
                return new Verdict(Outcome.KIT_ERROR, "the kit could not inspect the object read: "
                        + Evidence.describe(failure));
            }
            if (shared.isPresent()) {
                return new Verdict(Outcome.KIT_ERROR, shared.get());
            }
            KitCall<Object> expected = KitCall.inWorld(reader.loader(), "the case could not build its expectation",
                    () -> tckCase.expectation().create(new WorldObjects(reader.loader(), tckCase.names())));
            if (expected.failed()) {
                return expected.kitError();
            }
            try {
                return DeepComparison.compare(expected.value(), read, tckCase.names()::own);
            } catch (KitDefect defect) {
                return new Verdict(Outcome.KIT_ERROR, defect.getMessage());
            } catch (Error failure) {
                return Verdict.of(Outcome.CRASH, failure);
            } catch (RuntimeException failure) {
                return new Verdict(Outcome.READ_FAILED, "the object the reader returned throws when inspected: "
                        + Evidence.describe(failure));
            }
        }
    }
}
