package org.serialflex.report;

import org.serialflex.cli.Serialflex;
import org.serialflex.cli.Terminal;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.ZoneOffset;

/** Runs the {@code serialflex} command line, with the subcommands of this module, with captured output. */
final class Console {

    final ByteArrayOutputStream outBytes = new ByteArrayOutputStream();
    final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
    /** For tests that keep the exit code beside the output. */
    int exitCode;

    int run(String... args) {
        try (PrintStream out = new PrintStream(outBytes, true, StandardCharsets.UTF_8);
             PrintStream err = new PrintStream(errBytes, true, StandardCharsets.UTF_8)) {
            return Serialflex.run(args, new Terminal(out, err, Clock.fixed(Synthetic.GENERATED_AT, ZoneOffset.UTC)));
        }
    }

    String out() {
        return outBytes.toString(StandardCharsets.UTF_8);
    }

    String err() {
        return errBytes.toString(StandardCharsets.UTF_8);
    }
}
