package org.serialflex.runner;

import com.google.gson.Gson;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The one encoding of {@link HostMessage}s on a host's standard output and input: each message a
 * frame of the run's nonce (8 bytes), the message's kind (1 byte), the length of its JSON body
 * (4 bytes) and the body. The nonce is random per host and handed to it on its standard input,
 * not on its command line, so no library output, be it through {@code System.out} replaced or a
 * raw write to file descriptor 1, can pass for a frame: the reader skips every byte outside one.
 */
final class HostCodec {

    /** The kind byte of each message type is its index here; only appending keeps old hosts readable. */
    static final List<Class<? extends HostMessage>> KINDS = List.of(HostMessage.Side.class,
            HostMessage.NotCreatable.class, HostMessage.Started.class, HostMessage.WorldSetUp.class,
            HostMessage.Alone.class, HostMessage.WrittenCase.class, HostMessage.Result.class,
            HostMessage.Sharing.class);

    /** Larger than any case's bytes in Base64; a longer length is a library's bytes that looked like a frame. */
    private static final int MAX_BODY = 256 * 1024 * 1024;

    private static final Gson GSON = new Gson();

    private final long nonce;

    HostCodec(long nonce) {
        this.nonce = nonce;
    }

    /** A codec with a fresh random nonce, for the kit's end of one host. */
    static HostCodec fresh() {
        return new HostCodec(new java.security.SecureRandom().nextLong());
    }

    /** The nonce a host must use, as the first 8 bytes the kit writes on its standard input. */
    void handTo(OutputStream hostInput) throws IOException {
        new DataOutputStream(hostInput).writeLong(nonce);
        hostInput.flush();
    }

    /** The host's end: the codec whose nonce the kit wrote first on {@code input}. */
    static HostCodec takenFrom(InputStream input) throws IOException {
        return new HostCodec(new DataInputStream(input).readLong());
    }

    /**
     * Writes {@code message} as one frame in one write, so that concurrent writers (the host's case
     * threads) never interleave within a frame.
     */
    void write(OutputStream out, HostMessage message) throws IOException {
        byte[] body = GSON.toJson(message).getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream frame = new ByteArrayOutputStream(body.length + 13);
        DataOutputStream data = new DataOutputStream(frame);
        data.writeLong(nonce);
        data.writeByte(KINDS.indexOf(message.getClass()));
        data.writeInt(body.length);
        data.write(body);
        synchronized (out) {
            out.write(frame.toByteArray());
            out.flush();
        }
    }

    /** {@link #write}, for callers that cannot go on once the kit stopped listening. */
    void send(OutputStream out, HostMessage message) {
        try {
            write(out, message);
        } catch (IOException e) {
            throw new UncheckedIOException("The kit stopped listening to this host", e);
        }
    }

    /**
     * Reads the messages on {@code hostOutput} on a daemon thread named {@code threadName}, so that
     * the kit can wait for the next with a time limit. The queue ends with an empty element when
     * the host closes its output or dies.
     */
    BlockingQueue<Optional<HostMessage>> listen(InputStream hostOutput, String threadName) {
        BlockingQueue<Optional<HostMessage>> messages = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            try (DataInputStream in = new DataInputStream(new BufferedInputStream(hostOutput))) {
                for (Optional<HostMessage> next = read(in); next.isPresent(); next = read(in)) {
                    messages.add(next);
                }
            } catch (IOException e) {
                // the host died; what it said before counts
            } finally {
                messages.add(Optional.empty());
            }
        }, threadName);
        reader.setDaemon(true);
        reader.start();
        return messages;
    }

    /**
     * The next message on {@code in}, skipping any bytes before its frame; empty at the end of the
     * stream, also when it ends within a frame (the host died while writing it). {@code in} must
     * support {@link InputStream#mark}, e.g. over a {@link BufferedInputStream}.
     */
    Optional<HostMessage> read(DataInputStream in) throws IOException {
        long window = 0;
        int seen = 0;
        try {
            while (true) {
                window = (window << 8) | in.readUnsignedByte();
                if (++seen < Long.BYTES || window != nonce) {
                    continue;
                }
                // a library's bytes may end in the nonce by chance: then the bytes after it are not a header
                in.mark(Byte.BYTES + Integer.BYTES);
                int kind = in.readUnsignedByte();
                int length = in.readInt();
                if (kind >= KINDS.size() || length < 0 || length > MAX_BODY) {
                    in.reset();
                    continue;
                }
                byte[] body = in.readNBytes(length);
                if (body.length < length) {
                    return Optional.empty();
                }
                return Optional.of(GSON.fromJson(new String(body, StandardCharsets.UTF_8), KINDS.get(kind)));
            }
        } catch (EOFException end) {
            return Optional.empty();
        }
    }
}
