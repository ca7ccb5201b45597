package org.serialflex.safety;

import org.junit.jupiter.api.Test;
import org.serialflex.safety.ProbeTarget.Written;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** How the probes make hostile bytes: cut lengths, forged length fields, spliced depth. */
class HostileBytesTest {

    @Test
    void cutsAreSixtyFourDistinctLengthsFromZeroBelowTheFullSize() {
        int[] cuts = FuzzProbes.cutLengths(1000);

        assertThat(cuts).hasSize(64).startsWith(0, 15, 31).doesNotHaveDuplicates();
        assertThat(cuts[63]).isLessThan(1000);
        assertThat(FuzzProbes.cutLengths(10)).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9);
    }

    @Test
    void aListSizeWrittenAsABigEndianIntIsForgedInPlaceToBothForgedValues() {
        byte[] bytes = {9, 9, 0, 0, 1, 44, 9};

        List<LengthFields.Forgery> forgeries = LengthFields.forge(bytes);

        assertThat(forgeries).extracting(LengthFields.Forgery::label).containsExactly(
                "list size 300 as int32 big-endian at byte 2 forged to 2147483639",
                "list size 300 as int32 big-endian at byte 2 forged to 100000000");
        assertThat(forgeries.get(0).bytes()).containsExactly(9, 9, 0x7F, 0xFF, 0xFF, 0xF7, 9);
        assertThat(forgeries.get(1).bytes()).containsExactly(9, 9, 0x05, 0xF5, 0xE1, 0x00, 9);
    }

    @Test
    void aKryoStyleLengthPlusOneVarintGrowsIntoAFiveByteVarint() {
        byte[] bytes = {1, (byte) 0xCE, 0x02, 1};

        List<LengthFields.Forgery> forgeries = LengthFields.forge(bytes);

        assertThat(forgeries).hasSize(2);
        assertThat(forgeries.get(0).label()).isEqualTo("byte array length + 1 334 as varint at byte 1 forged to 2147483639");
        assertThat(forgeries.get(0).bytes()).containsExactly(1, 0xF7, 0xFF, 0xFF, 0xFF, 0x07, 1);
    }

    @Test
    void textWithoutLengthFieldsGivesNoForgeryAndSaysWhy() {
        byte[] json = "{\"numbers\":[7,7,7]}".getBytes(StandardCharsets.UTF_8);

        assertThat(LengthFields.forge(json)).isEmpty();
        assertThat(LengthFields.textFormat(json)).startsWith("a text format (JSON)");
        assertThat(LengthFields.textFormat(new byte[]{(byte) 0xC9, 0x2C})).isNull();
    }

    @Test
    void anAvroListCountIsAZigZagVarintForgedToAZigZagVarint() {
        byte[] bytes = {2, (byte) 0xD8, 0x04, 2}; // 300 zig-zagged is 600: D8 04

        List<LengthFields.Forgery> forgeries = LengthFields.forge(bytes);

        assertThat(forgeries).extracting(LengthFields.Forgery::label).contains(
                "list size 300 as zig-zag varint at byte 1 forged to 2147483639");
        // 2 × 2147483639 = 4294967278 = 0xFFFFFFEE, in 7-bit groups
        assertThat(forgeries.get(0).bytes()).containsExactly(2, 0xEE, 0xFF, 0xFF, 0xFF, 0x0F, 2);
    }

    @Test
    void aHessianListLengthIsACompactIntForgedToAFullInt() {
        byte[] bytes = {'V', (byte) 0xC9, 0x2C, 'Z'}; // 300 as Hessian 2's two-byte int: 0xC8 + 1, 0x2C

        List<LengthFields.Forgery> forgeries = LengthFields.forge(bytes);

        assertThat(forgeries).extracting(LengthFields.Forgery::label).containsExactly(
                "list size 300 as Hessian 2 int at byte 1 forged to 2147483639",
                "list size 300 as Hessian 2 int at byte 1 forged to 100000000");
        assertThat(forgeries.get(0).bytes()).containsExactly('V', 'I', 0x7F, 0xFF, 0xFF, 0xF7, 'Z');
    }

    @Test
    void aSmileBinaryLengthIsAVIntWhoseLastByteHoldsSixBits() {
        byte[] bytes = {(byte) 0xE8, 0x05, (byte) 0x8D, 0}; // 333 = 5 << 6 | 13: 05, 0x80 + 13

        List<LengthFields.Forgery> forgeries = LengthFields.forge(bytes);

        assertThat(forgeries).extracting(LengthFields.Forgery::label).containsExactly(
                "byte array length 333 as Smile VInt at byte 1 forged to 2147483639",
                "byte array length 333 as Smile VInt at byte 1 forged to 100000000");
        // 2147483639 = 0x7FFFFFF7: low 6 bits 0x37, then 7-bit groups of 0x1FFFFFF
        assertThat(forgeries.get(0).bytes()).containsExactly(0xE8, 0x0F, 0x7F, 0x7F, 0x7F, 0xB7, 0);
    }

    @Test
    void aRepeatingLayerIsSplicedToAnyDepth() {
        Written[] shallow = new Written[6];
        for (int depth = 2; depth <= 5; depth++) {
            shallow[depth] = written("{\"items\":" + "[".repeat(depth) + "]".repeat(depth) + "}");
        }

        byte[] deep = Splice.repeat(shallow, 1000);

        assertThat(new String(deep, StandardCharsets.UTF_8))
                .isEqualTo("{\"items\":" + "[".repeat(1000) + "]".repeat(1000) + "}");
    }

    @Test
    void aLengthPrefixedDocumentInsideADocumentIsEnclosedWithItsLengthFieldsGrown() {
        Written[] shallow = new Written[6];
        for (int depth = 2; depth <= 5; depth++) {
            shallow[depth] = new Written(document(depth), null, "x");
        }

        assertThat(Splice.repeat(shallow, 40)).containsExactly(document(40));
    }

    /** BSON-like: {@code int32 LE total length, 'n', inner document or 0, end byte 0}. */
    private static byte[] document(int depth) {
        byte[] inner = {5, 0, 0, 0, 0};
        for (int level = 1; level < depth; level++) {
            byte[] outer = new byte[inner.length + 6];
            int length = outer.length;
            outer[0] = (byte) length;
            outer[1] = (byte) (length >>> 8);
            outer[4] = 'n';
            System.arraycopy(inner, 0, outer, 5, inner.length);
            inner = outer;
        }
        return inner;
    }

    @Test
    void bytesThatDoNotRepeatOneLayerAreNotSpliced() {
        Written[] shallow = new Written[6];
        for (int depth = 2; depth <= 5; depth++) {
            shallow[depth] = written(depth + "[".repeat(depth) + "]".repeat(depth));
        }
        shallow[5] = written("5[[[[[]]]]]x");

        assertThat(Splice.repeat(shallow, 100)).isNull();
    }

    private static Written written(String text) {
        return new Written(text.getBytes(StandardCharsets.UTF_8), null, "x");
    }
}
