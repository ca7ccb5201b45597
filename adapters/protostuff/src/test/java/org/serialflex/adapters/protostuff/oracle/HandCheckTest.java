package org.serialflex.adapters.protostuff.oracle;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Oracle-style hand checks of the verdicts of {@code protostuff-tagged} that would surprise a
 * reader who trusts protostuff with {@code @Tag}: each reproduces one CORRUPT verdict with
 * hand-written {@code @Tag} classes, protostuff's own {@code RuntimeSchema.getSchema} and two
 * {@code java} processes, without the kit or the adapter.
 */
class HandCheckTest {

    private static final String WRITE = """
            package oracle;
            import io.protostuff.*;
            import io.protostuff.runtime.RuntimeSchema;
            import java.nio.file.*;
            public class Side {
                public static void main(String[] args) throws Exception {
                    Holder value = new Holder();
                    %s
                    byte[] bytes = ProtostuffIOUtil.toByteArray(value, RuntimeSchema.getSchema(Holder.class),
                            LinkedBuffer.allocate(512));
                    Files.write(Path.of(args[0]), bytes);
                }
            }
            """;

    private static final String READ = """
            package oracle;
            import io.protostuff.*;
            import io.protostuff.runtime.RuntimeSchema;
            import java.nio.file.*;
            public class Side {
                public static void main(String[] args) throws Exception {
                    Schema<Holder> schema = RuntimeSchema.getSchema(Holder.class);
                    Holder value = schema.newMessage();
                    ProtostuffIOUtil.mergeFrom(Files.readAllBytes(Path.of(args[0])), value, schema);
                    System.out.println(%s);
                }
            }
            """;

    @TempDir
    Path folder;

    /**
     * C08.String-to-int: a field retyped from String to int under the same {@code @Tag}. Protobuf's
     * "Updating a message type" rules list no compatibility between string and int32, so the
     * careful answer is an exception or at least an ignored field; protostuff instead reads the
     * length-delimited text as a varint and returns a wrong number, the other field intact.
     */
    @Test
    void aStringRetypedToIntReadsAsAWrongNumber() throws Exception {
        String v1 = holder("@Tag(1) public String amount; @Tag(2) public String label;");
        String v2 = holder("@Tag(1) public int amount; @Tag(2) public String label;");

        String read = new TwoProcesses(folder).run(
                Map.of("oracle.Holder", v1, "oracle.Side", WRITE.formatted("value.amount = \"42\"; value.label = \"kept\";")),
                Map.of("oracle.Holder", v2, "oracle.Side", READ.formatted("value.amount + \" \" + value.label")));

        assertEquals("50 kept", read, "the writer sent \"42\"; a silent wrong number is the kit's CORRUPT");
    }

    /**
     * C17 *-null-element: a list holding a null, the same class on both sides. Protostuff drops null
     * elements of a collection unless {@code protostuff.runtime.preserve_null_elements=true}, so the
     * reader gets two elements of three and no exception.
     */
    @Test
    void aNullElementOfAListIsDroppedSilently() throws Exception {
        String both = holder("@Tag(1) public java.util.List<String> list;");

        String read = new TwoProcesses(folder).run(
                Map.of("oracle.Holder", both,
                        "oracle.Side", WRITE.formatted("value.list = new java.util.ArrayList<>(java.util.Arrays.asList(\"a\", null, \"c\"));")),
                Map.of("oracle.Holder", both, "oracle.Side", READ.formatted("value.list")));

        assertEquals("[a, c]", read, "the writer sent [a, null, c]; the lost element is the kit's CORRUPT");
    }

    private static String holder(String fields) {
        return "package oracle;\nimport io.protostuff.Tag;\npublic class Holder {\n    " + fields + "\n}\n";
    }
}
