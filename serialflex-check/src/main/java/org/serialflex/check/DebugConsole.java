package org.serialflex.check;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Where the check sends what only the kit's maintainers act on: the kit's own run summaries while the check measures
 * kit scores ("the history probe needs three identity cases and found 1"), which say nothing a team can change.
 * Printed, each line starting {@link CheckLauncher#DEBUG_LINE}, when {@code -D}{@link CheckLauncher#DEBUG_PROPERTY}
 * {@code =true} (the Maven goal sets it under {@code mvn -X} and logs them at debug level); dropped otherwise.
 */
final class DebugConsole {

    private DebugConsole() {
    }

    /** A stream for whole lines of debug output, for a caller that prints to a stream ({@code ConsoleReport}). */
    static PrintStream stream() {
        if (!Boolean.getBoolean(CheckLauncher.DEBUG_PROPERTY)) {
            return new PrintStream(OutputStream.nullOutputStream());
        }
        return new PrintStream(new Lines(), true, StandardCharsets.UTF_8);
    }

    /** Bytes to System.out a line at a time, each line marked as debug. */
    private static final class Lines extends OutputStream {
        private final ByteArrayOutputStream line = new ByteArrayOutputStream();

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                String text = line.toString(StandardCharsets.UTF_8);
                System.out.println(CheckLauncher.DEBUG_LINE + (text.endsWith("\r") ? text.substring(0, text.length() - 1)
                        : text));
                line.reset();
            } else {
                line.write(b);
            }
        }
    }
}
