package org.serialflex.maven;

import org.apache.maven.plugin.logging.Log;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** The report tool's output and error streams, as lines of Maven's log once it is done. */
final class MavenLogStreams {

    /** A typed entry point of {@link org.serialflex.report.ReportTool}: it prints on the two streams it is given. */
    interface ReportToolCall {
        int run(PrintStream out, PrintStream err);
    }

    /** Runs {@code call} with its output in {@code log}; its exit code. */
    static int runReportTool(Log log, ReportToolCall call) {
        MavenLogStreams streams = new MavenLogStreams(log);
        int exitCode = call.run(streams.out(), streams.err());
        streams.flush();
        return exitCode;
    }

    private final Log log;
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    MavenLogStreams(Log log) {
        this.log = log;
    }

    PrintStream out() {
        return new PrintStream(out, true, StandardCharsets.UTF_8);
    }

    PrintStream err() {
        return new PrintStream(err, true, StandardCharsets.UTF_8);
    }

    void flush() {
        out.toString(StandardCharsets.UTF_8).lines().forEach(log::info);
        err.toString(StandardCharsets.UTF_8).lines().forEach(log::error);
    }
}
