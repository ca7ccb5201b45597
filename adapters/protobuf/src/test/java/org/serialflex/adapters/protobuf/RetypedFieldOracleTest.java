package org.serialflex.adapters.protobuf;

import com.google.protobuf.Message;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * An oracle-style hand check of the adapter's CORRUPT verdicts in C08, independent of the kit and
 * of the adapter's code: two {@code java} processes whose class path holds protobuf-java and
 * {@link RetypedFieldOracle} only (the adapter's classes are not on it), one writing with a
 * hand-written v1 {@code .proto}, the other reading with a hand-written v2 that keeps the field's
 * number and changes its type. protobuf's "Updating a message type" rules call int32, int64 and
 * bool compatible, not an integer and a string or a double and a string: the parser puts a field
 * whose wire type does not fit into the unknown fields, and the read returns normally with the
 * field unset. That silent default is the kit's CORRUPT. The int32→int64 row is the control: the
 * same oracle sees the value arrive when the docs promise it.
 */
class RetypedFieldOracleTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} written, {1} read: {4}")
    @CsvSource(delimiter = '|', value = {
            "TYPE_INT32  | TYPE_INT64  | 42   | amount set=true value=42 name=Ann unknown=[]  | C08.int-to-long: PASS (control)",
            "TYPE_INT32  | TYPE_STRING | 42   | amount set=false value= name=Ann unknown=[1]  | C08.int-to-String: CORRUPT",
            "TYPE_DOUBLE | TYPE_STRING | 9.5  | amount set=false value= name=Ann unknown=[1]  | C08.double-to-BigDecimal: CORRUPT",
            "TYPE_STRING | TYPE_INT32  | '\"42\"' | amount set=false value=0 name=Ann unknown=[1] | C08.String-to-int: CORRUPT",
    })
    void aRetypedFieldWhoseWireTypeChangesIsSilentlyUnset(String v1, String v2, String value, String seen, String verdict)
            throws Exception {
        Path bytes = dir.resolve("holder.bin");
        run("write", v1, value, bytes.toString());
        assertEquals(seen, run("read", v2, bytes.toString()), verdict);
    }

    private static String run(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", location(Message.class) + File.pathSeparator + location(RetypedFieldOracle.class),
                RetypedFieldOracle.class.getName()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new AssertionError("oracle " + String.join(" ", args) + " failed: " + output);
        }
        return output;
    }

    private static String location(Class<?> type) throws Exception {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }
}
