package org.serialflex.report;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.zip.GZIPOutputStream;

/**
 * The matrix document as the page carries it: gzip, then base64. Every case and every lane's cases are
 * in it (the details panels are drawn from it), and as plain JSON they made the page several megabytes;
 * compressed they are a fraction of that and still need no second file, so the page works when opened
 * from disk, where a browser may not read a file beside it. The page's script decompresses it with the
 * browser's own {@code DecompressionStream}.
 */
final class PageData {

    static final String ENCODING = "gzip+base64";

    private PageData() {
    }

    /** {@code json} gzipped and base64-encoded: only {@code A-Z a-z 0-9 + / =}, so nothing in it is markup. */
    static String encode(String json) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(json.length() / 8);
        try (GZIPOutputStream gzip = new GZIPOutputStream(bytes)) {
            gzip.write(json.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Base64.getEncoder().encodeToString(bytes.toByteArray());
    }
}
