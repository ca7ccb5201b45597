package org.serialflex.safety;

import org.serialflex.safety.ProbeTarget.Written;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;

/**
 * Builds a deep payload when the writer refuses to write one (Jackson's write nesting limit): if
 * the bytes of depth d+1 are those of depth d with one layer's opening bytes inserted at one place
 * and its closing bytes at another (as in {@code [[]]} → {@code [[[]]]}), the layer is repeated.
 * The layer is derived from depths 2 and 3 and accepted only if it predicts depths 4 and 5 exactly.
 */
final class Splice {

    private Splice() {
    }

    /** The bytes of {@code depth} levels, or {@code null} when the shallow payloads do not repeat one layer. */
    static byte[] repeat(Written[] shallow, int depth) {
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
}
