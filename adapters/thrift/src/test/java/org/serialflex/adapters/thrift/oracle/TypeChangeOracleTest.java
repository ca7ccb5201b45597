package org.serialflex.adapters.thrift.oracle;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The hand check behind the adapter's CORRUPT verdicts in C08 (int to long, long to int, int to
 * String, String to int, ...) and C19 (List to Set, both ways), independent of the kit and of the
 * adapter: two JVMs, one writing a hand-written struct in the shape the thrift compiler generates,
 * the other reading with the other version. A field id kept with a changed type arrives with
 * another wire type, the generated read loop skips it ({@code TProtocolUtil.skip}) and the reader
 * returns normally with the field at its default (0, null): silent loss, as the adapter shows.
 * (The thrift compiler 0.17's Java output, run by hand on the same IDL with libthrift 0.25, printed
 * {@code Holder(name:Ann, amount:0, labels:null, city:Oslo)} for the old-to-new direction.)
 */
class TypeChangeOracleTest {

    @TempDir
    Path dir;

    @Test
    void newCodeReadingOldBytesLosesEveryRetypedFieldSilently() throws Exception {
        Path bytes = dir.resolve("v1.bin");
        run("write", "v1", bytes);
        assertEquals("name=Ann amount=0 labels=null code=0 city=Oslo", run("read", "v2", bytes));
    }

    @Test
    void oldCodeReadingNewBytesLosesEveryRetypedFieldSilently() throws Exception {
        Path bytes = dir.resolve("v2.bin");
        run("write", "v2", bytes);
        assertEquals("name=Ann amount=0 labels=null code=null city=Oslo", run("read", "v1", bytes));
    }

    @Test
    void eachVersionReadsItsOwnBytes() throws Exception {
        Path v1 = dir.resolve("own-v1.bin");
        run("write", "v1", v1);
        assertEquals("name=Ann amount=42 labels=[red, green, blue] code=42 city=Oslo", run("read", "v1", v1));
        Path v2 = dir.resolve("own-v2.bin");
        run("write", "v2", v2);
        assertEquals("name=Ann amount=42 labels=[blue, green, red] code=42 city=Oslo", run("read", "v2", v2));
    }

    /** Runs {@link OracleProcess} in a JVM of its own on this test's class path; its printed line. */
    private static String run(String action, String version, Path file) throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process process = new ProcessBuilder(List.of(java.toString(), "-cp", System.getProperty("java.class.path"),
                OracleProcess.class.getName(), action, version, file.toString()))
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new AssertionError(action + " " + version + " failed (exit " + process.exitValue() + "): " + out);
        }
        return out;
    }
}
