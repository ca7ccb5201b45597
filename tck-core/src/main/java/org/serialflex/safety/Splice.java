package org.serialflex.safety;

import org.serialflex.safety.ProbeTarget.Written;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;

/**
 * Builds a deep payload when the writer refuses to write one (Jackson's write nesting limit, the
 * bson library's maximum serialization depth), from the writer's own bytes at depths 2 to 5, in one
 * of two shapes:
 * <ul>
 *   <li>a layer inserted: the bytes of depth d+1 are those of depth d with one layer's opening bytes
 *       inserted at one place and its closing bytes at another ({@code [[]]} → {@code [[[]]]});</li>
 *   <li>a layer around: the bytes of depth d+1 hold those of depth d whole, between a head and a
 *       tail that are the same at every depth except for one 32-bit length field that grows with
 *       the enclosing bytes (a BSON document inside a document).</li>
 * </ul>
 * The layer is derived from depths 2 and 3 and accepted only if it predicts depths 4 and 5 exactly.
 */
final class Splice {

    private Splice() {
    }

    /** The bytes of {@code depth} levels, or {@code null} when the shallow payloads do not repeat one layer. */
    static byte[] repeat(Written[] shallow, int depth) {
        byte[] inserted = inserted(shallow, depth);
        return inserted != null ? inserted : enclosed(shallow, depth);
    }

    private static byte[] inserted(Written[] shallow, int depth) {
        byte[] two = shallow[2].bytes();
        byte[] three = shallow[3].bytes();
        int delta = three.length - two.length;
        if (delta <= 0 || shallow[4].bytes().length - three.length != delta) {
            return null;
        }
        int prefix = commonPrefix(two, three);
        int suffix = commonSuffix(two, three);
        for (int i = 0; i <= Math.min(prefix, two.length); i++) {
            for (int j = Math.max(i, two.length - suffix); j <= two.length; j++) {
                for (int open = 0; open <= delta; open++) {
                    byte[] opening = Arrays.copyOfRange(three, i, i + open);
                    byte[] closing = Arrays.copyOfRange(three, j + open, j + delta);
                    if (build(two, i, j, opening, closing, 1) != null
                            && Arrays.equals(build(two, i, j, opening, closing, 1), three)
                            && Arrays.equals(build(two, i, j, opening, closing, 2), shallow[4].bytes())
                            && Arrays.equals(build(two, i, j, opening, closing, 3), shallow[5].bytes())) {
                        return build(two, i, j, opening, closing, depth - 2);
                    }
                }
            }
        }
        return null;
    }

    private static byte[] build(byte[] base, int i, int j, byte[] opening, byte[] closing, int layers) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(base.length + layers * (opening.length + closing.length));
        out.write(base, 0, i);
        for (int k = 0; k < layers; k++) {
            out.writeBytes(opening);
        }
        out.write(base, i, j - i);
        for (int k = 0; k < layers; k++) {
            out.writeBytes(closing);
        }
        out.write(base, j, base.length - j);
        return out.toByteArray();
    }

    private static int commonPrefix(byte[] a, byte[] b) {
        int n = 0;
        while (n < a.length && n < b.length && a[n] == b[n]) {
            n++;
        }
        return n;
    }

    private static int commonSuffix(byte[] a, byte[] b) {
        int n = 0;
        while (n < a.length && n < b.length && a[a.length - 1 - n] == b[b.length - 1 - n]) {
            n++;
        }
        return n;
    }

    private static byte[] enclosed(Written[] shallow, int depth) {
        byte[] two = shallow[2].bytes();
        byte[] three = shallow[3].bytes();
        for (int at = indexOf(three, two, 0); at >= 0; at = indexOf(three, two, at + 1)) {
            byte[] head = Arrays.copyOfRange(three, 0, at);
            byte[] tail = Arrays.copyOfRange(three, at + two.length, three.length);
            for (boolean littleEndian : new boolean[]{true, false}) {
                for (int field = 0; field + 4 <= head.length; field++) {
                    int offset = readInt(head, field, littleEndian) - three.length;
                    Layer layer = new Layer(head, tail, field, littleEndian, offset);
                    if (Arrays.equals(layer.around(two, 2), shallow[4].bytes())
                            && Arrays.equals(layer.around(two, 3), shallow[5].bytes())) {
                        return layer.around(two, depth - 2);
                    }
                }
            }
        }
        return null;
    }

    /** A head and tail around the inner bytes, with a length field in the head at {@code field}. */
    private record Layer(byte[] head, byte[] tail, int field, boolean littleEndian, int offset) {

        byte[] around(byte[] core, int layers) {
            int step = head.length + tail.length;
            ByteArrayOutputStream out = new ByteArrayOutputStream(core.length + layers * step);
            for (int k = layers; k >= 1; k--) {
                byte[] h = head.clone();
                writeInt(h, field, core.length + k * step + offset, littleEndian);
                out.writeBytes(h);
            }
            out.writeBytes(core);
            for (int k = 0; k < layers; k++) {
                out.writeBytes(tail);
            }
            return out.toByteArray();
        }
    }

    private static int readInt(byte[] bytes, int at, boolean littleEndian) {
        int value = 0;
        for (int i = 0; i < 4; i++) {
            int b = bytes[at + (littleEndian ? 3 - i : i)] & 0xFF;
            value = (value << 8) | b;
        }
        return value;
    }

    private static void writeInt(byte[] bytes, int at, int value, boolean littleEndian) {
        for (int i = 0; i < 4; i++) {
            bytes[at + (littleEndian ? i : 3 - i)] = (byte) (value >>> (8 * i));
        }
    }

    /** Where {@code pattern} first stands in {@code bytes} at or after {@code from}, or -1. */
    static int indexOf(byte[] bytes, byte[] pattern, int from) {
        outer:
        for (int i = from; i <= bytes.length - pattern.length; i++) {
            for (int j = 0; j < pattern.length; j++) {
                if (bytes[i + j] != pattern[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
