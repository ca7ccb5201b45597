package org.serialflex.safety;

import org.serialflex.dto.safety.SafetyPayloads;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds the length fields of the length-bomb payload in a serializer's bytes and forges them. The
 * payload's list, byte array and string have lengths no other part of it has, so every place where
 * one of those lengths (or the length plus one, which Kryo writes to leave room for null) appears
 * in one of the encodings the libraries use is a candidate: a 32-bit big-endian or little-endian
 * int, an unsigned LEB128 varint (Kryo, protobuf-style), and FST's compressed int (a {@code 0x80}
 * marker and a little-endian short). A candidate that was no length field just becomes a corrupt
 * payload, which the reader must survive as well.
 */
final class LengthFields {

    /** Forged lengths: a huge one (an array the JVM refuses) and a large one (an array that fits in the 256 MB heap). */
    static final int[] FORGED = {Integer.MAX_VALUE - 8, 100_000_000};
    /** At most this many forgeries per forged length, so the probe stays within seconds. */
    static final int MAX_PER_LENGTH = 12;

    private LengthFields() {
    }

    /** A forged payload and what was forged. */
    record Forgery(String label, byte[] bytes) {
    }

    static List<Forgery> forge(byte[] bytes) {
        int[][] lengths = {
                {SafetyPayloads.LIST_SIZE, 'l'}, {SafetyPayloads.BLOB_SIZE, 'b'},
                {SafetyPayloads.TEXT_LENGTH, 'c'}, {SafetyPayloads.TEXT_LENGTH * 2, 'u'}};
        List<Forgery> forgeries = new ArrayList<>();
        for (int[] entry : lengths) {
            List<Forgery> ofLength = new ArrayList<>();
            for (int plus = 0; plus <= 1; plus++) {
                int length = entry[0] + plus;
                String what = switch (entry[1]) {
                    case 'l' -> "list size";
                    case 'b' -> "byte array length";
                    case 'c' -> "string length in chars";
                    default -> "string length in UTF-8 bytes";
                } + (plus == 1 ? " + 1" : "");
                for (Encoding encoding : Encoding.values()) {
                    byte[] pattern = encoding.encode(length);
                    for (int at = indexOf(bytes, pattern, 0); at >= 0; at = indexOf(bytes, pattern, at + 1)) {
                        for (int forged : FORGED) {
                            byte[] replacement = encoding.encode(forged);
                            byte[] result = splice(bytes, at, pattern.length, replacement);
                            ofLength.add(new Forgery(what + " " + length + " as " + encoding.label + " at byte " + at
                                    + " forged to " + forged, result));
                        }
                    }
                }
            }
            forgeries.addAll(ofLength.subList(0, Math.min(MAX_PER_LENGTH, ofLength.size())));
        }
        return forgeries;
    }

    private enum Encoding {
        INT_BE("int32 big-endian") {
            @Override
            byte[] encode(int v) {
                return new byte[]{(byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v};
            }
        },
        INT_LE("int32 little-endian") {
            @Override
            byte[] encode(int v) {
                return new byte[]{(byte) v, (byte) (v >>> 8), (byte) (v >>> 16), (byte) (v >>> 24)};
            }
        },
        VARINT("varint") {
            @Override
            byte[] encode(int v) {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                while ((v & ~0x7F) != 0) {
                    out.write((v & 0x7F) | 0x80);
                    v >>>= 7;
                }
                out.write(v);
                return out.toByteArray();
            }
        },
        FST_INT("FST compressed int") {
            @Override
            byte[] encode(int v) {
                if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) {
                    return new byte[]{(byte) 0x80, (byte) v, (byte) (v >>> 8)};
                }
                return new byte[]{(byte) 0x81, (byte) v, (byte) (v >>> 8), (byte) (v >>> 16), (byte) (v >>> 24)};
            }
        };

        private final String label;

        Encoding(String label) {
            this.label = label;
        }

        abstract byte[] encode(int value);
    }

    private static int indexOf(byte[] bytes, byte[] pattern, int from) {
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

    private static byte[] splice(byte[] bytes, int at, int length, byte[] replacement) {
        byte[] result = new byte[bytes.length - length + replacement.length];
        System.arraycopy(bytes, 0, result, 0, at);
        System.arraycopy(replacement, 0, result, at, replacement.length);
        System.arraycopy(bytes, at + length, result, at + replacement.length, bytes.length - at - length);
        return result;
    }

}
