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
 * int, an unsigned LEB128 varint (Kryo, protobuf-style), FST's compressed int (a {@code 0x80}
 * marker and a little-endian short), Avro's zig-zag varint, Hessian 2's compact int and Smile's
 * VInt. A candidate that was no length field just becomes a corrupt payload, which the reader must
 * survive as well. A text format (JSON) delimits strings, arrays and base64 instead of counting:
 * it has no length field at all.
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
                    for (int at = Splice.indexOf(bytes, pattern, 0); at >= 0; at = Splice.indexOf(bytes, pattern, at + 1)) {
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
                return encodeUnsigned(Integer.toUnsignedLong(v));
            }
        },
        /** Avro's int and long (specification, "Primitive Types"): zig-zag, then a little-endian base-128 varint. */
        ZIGZAG_VARINT("zig-zag varint") {
            @Override
            byte[] encode(int v) {
                return VARINT.encodeUnsigned(((long) v << 1) ^ ((long) v >> 63));
            }
        },
        /**
         * Hessian 2's int (hessian-serialization.html, "int"): one byte up to 47, two bytes up to 2047,
         * three up to 262 143, else {@code 'I'} and 32 bits big-endian. It carries the length of a
         * fixed-length list; binary and string lengths are 16-bit chunk lengths, which cannot be forged
         * beyond 65 535.
         */
        HESSIAN_INT("Hessian 2 int") {
            @Override
            byte[] encode(int v) {
                if (v >= -0x10 && v <= 0x2f) {
                    return new byte[]{(byte) (v + 0x90)};
                }
                if (v >= -0x800 && v <= 0x7ff) {
                    return new byte[]{(byte) (0xc8 + (v >> 8)), (byte) v};
                }
                if (v >= -0x40000 && v <= 0x3ffff) {
                    return new byte[]{(byte) (0xd4 + (v >> 16)), (byte) (v >> 8), (byte) v};
                }
                return new byte[]{'I', (byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v};
            }
        },
        /**
         * Smile's VInt (Smile format specification, "Binary data"): big-endian 7-bit groups, the last
         * byte holding 6 bits with its high bit set; it carries the raw length of a binary value
         * (Smile's arrays and long strings have end markers, no length).
         */
        SMILE_VINT("Smile VInt") {
            @Override
            byte[] encode(int v) {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                long rest = Integer.toUnsignedLong(v) >>> 6;
                java.util.ArrayDeque<Integer> groups = new java.util.ArrayDeque<>();
                while (rest != 0) {
                    groups.push((int) (rest & 0x7F));
                    rest >>>= 7;
                }
                groups.forEach(out::write);
                out.write((v & 0x3F) | 0x80);
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

        /** Little-endian base-128 groups, the high bit marking that another byte follows. */
        byte[] encodeUnsigned(long v) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            while ((v & ~0x7FL) != 0) {
                out.write((int) ((v & 0x7F) | 0x80));
                v >>>= 7;
            }
            out.write((int) v);
            return out.toByteArray();
        }
    }

    /**
     * Why a payload has no length field, when it is text: JSON delimits strings, arrays and base64
     * binary with quotes and brackets instead of counting them. {@code null} for a binary payload.
     */
    static String textFormat(byte[] bytes) {
        try {
            String text = java.nio.charset.StandardCharsets.UTF_8.newDecoder()
                    .decode(java.nio.ByteBuffer.wrap(bytes)).toString().strip();
            if (text.startsWith("{") || text.startsWith("[")) {
                return "a text format (JSON): strings, arrays and binary are delimited, not counted; no length field "
                        + "to forge";
            }
            return null;
        } catch (java.nio.charset.CharacterCodingException e) {
            return null;
        }
    }

    private static byte[] splice(byte[] bytes, int at, int length, byte[] replacement) {
        byte[] result = new byte[bytes.length - length + replacement.length];
        System.arraycopy(bytes, 0, result, 0, at);
        System.arraycopy(replacement, 0, result, at, replacement.length);
        System.arraycopy(bytes, at + length, result, at + replacement.length, bytes.length - at - length);
        return result;
    }
}
