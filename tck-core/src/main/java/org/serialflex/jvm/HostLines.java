package org.serialflex.jvm;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The standard output of a host JVM (a case host or a safety probe host) as a queue of lines,
 * read on a daemon thread, so the caller can wait for the next line with a time limit. The queue
 * ends with {@link #END} when the host closes its output or dies mid-line.
 */
public final class HostLines {

    /** The last element of every queue. */
    public static final String END = "\u0000end";

    private HostLines() {
    }

    /** Starts reading {@code process}'s standard output on a thread named {@code threadName}. */
    public static BlockingQueue<String> of(Process process, String threadName) {
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(
                    new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                in.lines().forEach(lines::add);
            } catch (IOException | UncheckedIOException e) {
                // the host died mid-line; what it said before counts
            } finally {
                lines.add(END);
            }
        }, threadName);
        reader.setDaemon(true);
        reader.start();
        return lines;
    }
}
