package org.serialflex.selftest;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Serializes honestly, but on every read writes what a case host once said on its standard output
 * ("not-creatable", "started", "result" lines), through {@code System.out} and straight to file
 * descriptor 1, as a library's native code or logging set-up may: none of it may pass for the host's word.
 */
public final class WritesOnTheHostsOutput extends HonestAdapter {

    private static final byte[] HOST_LIKE_LINES = ("not-creatable \"a library's line\"\nstarted C99.none\n"
            + "result {\"id\":\"C99.none\",\"outcome\":\"PASS\"}\n").getBytes(StandardCharsets.UTF_8);

    @Override
    public String id() {
        return "selftest-writes-on-the-hosts-output";
    }

    @Override
    public Object read(byte[] bytes, Class<?> rootType) throws Exception {
        System.out.write(HOST_LIKE_LINES);
        System.out.flush();
        writeToFileDescriptor1();
        return super.read(bytes, rootType);
    }

    @SuppressWarnings("resource") // closing it would close the host's standard output
    private static void writeToFileDescriptor1() throws IOException {
        OutputStream out = new FileOutputStream(FileDescriptor.out);
        out.write(HOST_LIKE_LINES);
        out.flush();
    }
}
