package org.serialflex.selftest;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Serializes honestly, but on every read writes what a case host once said on its standard output
 * ("alone", "not-creatable", "started", "result" lines), through {@code System.out} and straight to file
 * descriptor 1, as a library's native code or logging set-up may: none of it may pass for the host's word.
 */
public final class WritesOnTheHostsOutput extends HonestAdapter {

    /** Taken for the host's word, "alone" sends a real case to a host of its own, which then says "not-creatable". */
    private static final byte[] HOST_LIKE_LINES = ("alone C08.int-to-long\nnot-creatable \"a library's line\"\n"
            + "started C99.none\nresult {\"id\":\"C99.none\",\"outcome\":\"PASS\"}\n").getBytes(StandardCharsets.UTF_8);

    /** The adapter {@code selftest-writes-on-the-hosts-output}, registered through META-INF/services. */
    public WritesOnTheHostsOutput() {
        super("selftest-writes-on-the-hosts-output");
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
