package org.serialflex.results;

import java.util.zip.Deflater;

/**
 * How small bytes get under Deflate, the compression the reference study weighed payloads with:
 * {@link Deflater} at its default level (6) in the zlib format, so the 2-byte header and the 4-byte
 * Adler-32 trailer are counted, as a stored or transmitted payload would carry them.
 */
public final class DeflatedSize {

    private DeflatedSize() {
    }

    /** The length of {@code bytes} after Deflate at the default level. */
    public static int of(byte[] bytes) {
        Deflater deflater = new Deflater();
        try {
            deflater.setInput(bytes);
            deflater.finish();
            byte[] buffer = new byte[Math.max(64, Math.min(bytes.length, 64 * 1024))];
            int size = 0;
            while (!deflater.finished()) {
                size += deflater.deflate(buffer);
            }
            return size;
        } finally {
            deflater.end();
        }
    }
}
