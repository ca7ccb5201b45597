package org.serialflex.adapters.avro;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Oracle-style hand checks of avro-schema's verdicts, independent of the kit and of the adapter:
 * a v1 process writes with a hand-written schema, a v2 process reads with another, Avro alone
 * ({@link AvroResolutionOracle}). Each asserts the behaviour the adapter's pinned verdict claims.
 */
class AvroResolutionOracleTest {

    @TempDir
    Path directory;

    @Test
    void longToIntFailsAsC08LongToIntIsReadFailed() throws Exception {
        assertEquals("threw org.apache.avro.AvroTypeException: Found long, expecting int", writeThenRead("long-to-int"));
    }

    @Test
    void anAliasCarriesTheRenamedFieldAsC07IsPass() throws Exception {
        assertEquals("read 555-0100", writeThenRead("renamed-with-alias"));
    }

    @Test
    void aSymbolTheReaderLacksReadsAsTheDefaultAsC14MissingConstantIsPass() throws Exception {
        assertEquals("read UNKNOWN", writeThenRead("unknown-symbol"));
    }

    private String writeThenRead(String scenario) throws IOException, InterruptedException {
        Path file = directory.resolve(scenario + ".avro");
        run("write", scenario, file);
        return run("read", scenario, file);
    }

    private static String run(String mode, String scenario, Path file) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), AvroResolutionOracle.class.getName(), mode, scenario,
                file.toString())).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new IllegalStateException(mode + " " + scenario + " failed: " + output);
        }
        return output;
    }
}
