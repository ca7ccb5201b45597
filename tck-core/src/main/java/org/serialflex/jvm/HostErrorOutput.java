package org.serialflex.jvm;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A host JVM's standard error: passed on to the build's console line by line, as before, and its
 * first lines kept, so that when the host cannot even start the adapter the report can name the
 * root cause (the library's exception and the frame that threw it) instead of pointing at the log.
 */
public final class HostErrorOutput {

    /** Enough for a JVM's start-up failure; a long-running host's later output is only passed on. */
    static final int KEPT_LINES = 400;

    private final List<String> kept = new ArrayList<>();
    private final Thread copier;

    private HostErrorOutput(InputStream errors, PrintStream console, String threadName) {
        copier = new Thread(() -> copy(errors, console), threadName);
        copier.setDaemon(true);
        copier.start();
    }

    /** Starts passing {@code process}'s standard error on to {@code console}. */
    public static HostErrorOutput follow(Process process, PrintStream console) {
        return new HostErrorOutput(process.getErrorStream(), console, "serialflex-case-host-errors");
    }

    private void copy(InputStream errors, PrintStream console) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(errors, StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                console.println(line);
                synchronized (kept) {
                    if (kept.size() < KEPT_LINES) {
                        kept.add(line);
                    }
                }
            }
        } catch (IOException | UncheckedIOException e) {
            // the host died mid-line; what it wrote before is kept
        }
    }

    /**
     * Forgets the lines kept so far: a host that serves many runs keeps, for each, the lines from its
     * start on, so that a run whose adapter cannot start is explained by its own output alone.
     */
    public void keepFromNow() {
        synchronized (kept) {
            kept.clear();
        }
    }

    /** The root cause of the host's failure, once its output has ended (waits a few seconds at most). */
    public Optional<String> rootCause() {
        try {
            copier.join(TimeUnit.SECONDS.toMillis(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (kept) {
            return rootCause(List.copyOf(kept));
        }
    }

    /**
     * The first meaningful line of a JVM's error output: the innermost exception of the first stack
     * trace ({@code Caused by:} lines wrap the real reason), with the first frame outside the JDK under
     * it, which names the library's code that threw, and whether that was a static initializer (the
     * class is then unusable in that JVM for good). Without a stack trace, the first line that is not
     * a JVM warning; empty when there is none.
     */
    static Optional<String> rootCause(List<String> lines) {
        int trace = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (isThrowable(lines.get(i)) && i + 1 < lines.size() && isFrame(lines.get(i + 1))) {
                trace = i;
                break;
            }
        }
        if (trace < 0) {
            return lines.stream().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("WARNING:"))
                    .findFirst();
        }
        int innermost = trace;
        boolean initializer = lines.get(trace).contains("ExceptionInInitializerError");
        for (int i = trace + 1; i < lines.size() && (isFrame(lines.get(i)) || isCause(lines.get(i))); i++) {
            if (isCause(lines.get(i))) {
                innermost = i;
                initializer |= lines.get(i).contains("ExceptionInInitializerError");
            }
        }
        String exception = exception(lines.get(innermost));
        String frame = null;
        String initializerClass = null;
        for (int i = innermost + 1; i < lines.size() && isFrame(lines.get(i)); i++) {
            String method = method(lines.get(i));
            if (frame == null && !isJdk(method)) {
                frame = method;
            }
            if (initializerClass == null && method.endsWith(".<clinit>")) {
                initializerClass = method.substring(0, method.length() - ".<clinit>".length());
            }
        }
        StringBuilder cause = new StringBuilder(exception);
        if (frame != null) {
            cause.append(" in ").append(frame);
        }
        if (initializerClass != null) {
            cause.append(" (in the static initializer of ").append(initializerClass)
                    .append(": the class stays unusable in this JVM)");
        } else if (initializer) {
            cause.append(" (in a static initializer: the class stays unusable in this JVM)");
        }
        return Optional.of(cause.toString());
    }

    /** {@code a.B.m} out of {@code \tat loader//a.B.m(B.java:1)} (module and loader names dropped). */
    private static String method(String frameLine) {
        String method = frameLine.strip().substring("at ".length());
        method = method.contains("(") ? method.substring(0, method.indexOf('(')) : method;
        return method.contains("/") ? method.substring(method.lastIndexOf('/') + 1) : method;
    }

    private static boolean isFrame(String line) {
        String s = line.strip();
        return s.startsWith("at ") || s.startsWith("... ");
    }

    private static boolean isCause(String line) {
        return line.strip().startsWith("Caused by: ");
    }

    private static boolean isThrowable(String line) {
        String s = line.strip();
        return s.startsWith("Exception in thread ") || s.startsWith("Caused by: ")
                || s.matches("[\\w.$]+(Exception|Error|Throwable)(: .*)?");
    }

    /** {@code java.lang.UnsupportedOperationException: objectFieldOffset} out of any of the trace's heading lines. */
    private static String exception(String line) {
        String s = line.strip();
        if (s.startsWith("Caused by: ")) {
            return s.substring("Caused by: ".length());
        }
        if (s.startsWith("Exception in thread ")) {
            int end = s.indexOf('"', s.indexOf('"') + 1);
            return end > 0 ? s.substring(end + 1).strip() : s;
        }
        return s;
    }

    private static boolean isJdk(String method) {
        return method.startsWith("java.") || method.startsWith("javax.") || method.startsWith("jdk.")
                || method.startsWith("sun.") || method.startsWith("com.sun.");
    }
}
