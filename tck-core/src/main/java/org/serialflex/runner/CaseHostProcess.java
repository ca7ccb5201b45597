package org.serialflex.runner;

import org.serialflex.jvm.ChildJvm;
import org.serialflex.jvm.HostErrorOutput;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * One case host JVM from its start to its end: its error output passed on to the build's console
 * (and its first lines kept), its input fed on a thread of its own, its {@link HostMessage}s handed
 * to the caller as they come, and its death recorded.
 */
final class CaseHostProcess {

    private CaseHostProcess() {
    }

    /**
     * Starts {@code jvm}, feeds it {@code input} until an empty element, hands each message to
     * {@code accept} and returns {@code run} once the host ended or stayed silent longer than any
     * case may take.
     */
    static HostRun follow(ChildJvm jvm, HostRun run, BlockingQueue<Optional<Written>> input, Duration timeLimit,
                          Path crashDirectory, Consumer<HostMessage> accept) {
        Process process = jvm.start(ChildJvm.Output.piped());
        // Piped rather than inherited: still printed, and kept so a side that cannot start is explained.
        run.errors = HostErrorOutput.follow(process, System.err);
        HostCodec codec = HostCodec.fresh();
        feed(process, codec, input);
        BlockingQueue<Optional<HostMessage>> messages = codec.listen(process.getInputStream(),
                "serialflex-case-host-reader");
        long silenceMillis = timeLimit.toMillis() * 2 + 60_000;
        try {
            // null: silent past the limit; empty: the host's output ended
            for (Optional<HostMessage> next = messages.poll(silenceMillis, TimeUnit.MILLISECONDS);
                 next != null && next.isPresent(); next = messages.poll(silenceMillis, TimeUnit.MILLISECONDS)) {
                accept.accept(next.get());
            }
            if (process.isAlive()) {
                process.destroyForcibly();
            }
            run.death = HostDeath.of(process, process.waitFor(), crashDirectory);
            return run;
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while running the cases of lane side " + run.side, e);
        }
    }

    /**
     * Hands a host its codec's nonce, then a reading host its cases, on a thread of its own, so that
     * a full pipe never blocks this one.
     */
    private static void feed(Process process, HostCodec codec, BlockingQueue<Optional<Written>> input) {
        Thread feeder = new Thread(() -> {
            try (OutputStream in = new BufferedOutputStream(process.getOutputStream())) {
                codec.handTo(in);
                for (Optional<Written> next = input.take(); next.isPresent(); next = input.take()) {
                    codec.write(in, new HostMessage.WrittenCase(next.get()));
                }
            } catch (IOException e) {
                // the host died; what it read before counts
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "serialflex-case-host-feeder");
        feeder.setDaemon(true);
        feeder.start();
    }
}
