package org.serialflex.maven;

import org.apache.maven.plugin.logging.Log;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** The report tool's output and error streams, as lines of Maven's log once it is done. */
final class MavenLogStreams {

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
