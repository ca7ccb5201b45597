package org.serialflex.runner.host;

import org.serialflex.jvm.ChildJvm;
import org.serialflex.jvm.HostErrorOutput;
import org.serialflex.runner.Written;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * One case host JVM from its start to its end, serving one run after another: its error output
 * passed on to the build's console (and each run's first lines kept), each run's start and a
 * reading run's cases written to it, its {@link HostMessage}s handed to the caller as they come
 * until the run's {@link HostMessage.RunEnded}, and its death recorded when it dies instead.
 */
final class CaseHostJvm {

    private final ChildJvm jvm;
    private final Path crashDirectory;
    private final Process process;
    private final OutputStream input;
    private final HostCodec codec = HostCodec.fresh();
    private final BlockingQueue<Optional<HostMessage>> messages;
    private final HostErrorOutput errors;
    private int runs;
    private boolean reusable = true;

    private CaseHostJvm(ChildJvm jvm, Path crashDirectory) {
        this.jvm = jvm;
        this.crashDirectory = crashDirectory;
        this.process = jvm.start(ChildJvm.Output.piped());
        // Piped rather than inherited: still printed, and kept so a side that cannot start is explained.
        this.errors = HostErrorOutput.follow(process, System.err);
        this.input = new BufferedOutputStream(process.getOutputStream());
        this.messages = codec.listen(process.getInputStream(), "serialflex-case-host-reader");
    }

    /** Starts {@code jvm} and hands it its nonce; a JVM that cannot even read it dies in its first run. */
    static CaseHostJvm start(ChildJvm jvm, Path crashDirectory) {
        CaseHostJvm host = new CaseHostJvm(jvm, crashDirectory);
        try {
            host.codec.handTo(host.input);
        } catch (IOException e) {
            // it died at once; its first run records how
        }
        return host;
    }

    /** The command line this JVM was started with: two hosts with the same one are interchangeable. */
    List<String> command() {
        return jvm.command();
    }

    /** Whether it may serve another run: alive, and no case of an earlier run left a thread running in it. */
    boolean reusable() {
        return reusable && process.isAlive();
    }

    /**
     * Runs {@code start} in this JVM, hands a reading run {@code cases} until an empty element, has
     * {@code run} record each message before {@code accept} hears it, and returns the run once it ended,
     * the host died, or it stayed silent longer than any case may take (then it is killed).
     */
    HostRun serve(HostRun.Recorder run, HostMessage.RunStart start, BlockingQueue<Optional<Written>> cases,
                  Duration timeLimit, Consumer<HostMessage> accept) {
        boolean reused = runs++ > 0;
        if (reused) {
            // a fresh host keeps what its JVM said while starting: a JVM that cannot start is explained by it
            errors.keepFromNow();
        }
        try {
            codec.write(input, start);
            if (start.mode() == HostMode.READ) {
                feed(cases);
            }
        } catch (IOException e) {
            // the host is gone; its end is recorded below
        }
        long silenceMillis = timeLimit.toMillis() * 2 + 60_000;
        try {
            // null: silent past the limit; empty: the host's output ended
            for (Optional<HostMessage> next = messages.poll(silenceMillis, TimeUnit.MILLISECONDS);
                 next != null && next.isPresent(); next = messages.poll(silenceMillis, TimeUnit.MILLISECONDS)) {
                if (next.get() instanceof HostMessage.RunEnded ended) {
                    reusable = ended.reusable();
                    return run.ended(Optional.empty(), reused, errors);
                }
                run.record(next.get());
                accept.accept(next.get());
            }
            reusable = false;
            if (process.isAlive()) {
                process.destroyForcibly();
            }
            return run.ended(Optional.of(HostDeath.of(process, process.waitFor(), crashDirectory)), reused, errors);
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while running the cases of lane side " + run.sideName(), e);
        }
    }

    /** Ends the JVM: its input ends, and a host ends when its input does. */
    void retire() {
        reusable = false;
        try {
            input.close();
        } catch (IOException e) {
            // already gone
        }
    }

    /**
     * Waits for the JVM to end after {@link #retire}, a few seconds at most, then ends it: a host must
     * not outlive the engine execution that closed it (nor escape its CPU time).
     */
    void awaitEnd() {
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    /** Hands a reading run its cases, then their end, on a thread of its own, so that a full pipe never blocks this one. */
    private void feed(BlockingQueue<Optional<Written>> cases) {
        Thread feeder = new Thread(() -> {
            try {
                for (Optional<Written> next = cases.take(); next.isPresent(); next = cases.take()) {
                    codec.write(input, new HostMessage.WrittenCase(next.get()));
                }
                codec.write(input, new HostMessage.CasesEnd());
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
