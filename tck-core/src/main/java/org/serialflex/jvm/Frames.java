package org.serialflex.jvm;

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
import java.security.SecureRandom;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The one encoding of the messages between the kit and a child JVM it runs a library in (a case
 * host, a safety probe host), on the child's standard output and input: each message a frame of
 * the nonce (8 bytes), the message's kind (1 byte, its index in the protocol's list of kinds), the
 * length of its JSON body (4 bytes) and the body. The nonce is random per child and handed to it on
 * its standard input, not on its command line, so no library output, be it through
 * {@code System.out} replaced or a raw write to file descriptor 1, can pass for a frame: the reader
 * skips every byte outside one.
 *
 * @param <M> the protocol's message type, a sealed interface of records
 */
public final class Frames<M> {

    /** Larger than any case's bytes in Base64; a longer length is a library's bytes that looked like a frame. */
    private static final int MAX_BODY = 256 * 1024 * 1024;

    private static final Gson GSON = new Gson();

    private final long nonce;
    private final List<Class<? extends M>> kinds;

    /**
     * @param nonce the child's nonce
     * @param kinds the message types, the kind byte of each being its index: only appending keeps old children readable
     */
    public Frames(long nonce, List<Class<? extends M>> kinds) {
        this.nonce = nonce;
        this.kinds = List.copyOf(kinds);
    }

    /**
     * Frames with a fresh random nonce, for the kit's end of one child.
     *
     * @param kinds the protocol's message types
     * @param <M>   the protocol's message type
     * @return the kit's end
     */
    public static <M> Frames<M> fresh(List<Class<? extends M>> kinds) {
        return new Frames<>(new SecureRandom().nextLong(), kinds);
    }

    /**
     * The child's end: the frames whose nonce the kit wrote first on {@code input}.
     *
     * @param input the child's standard input
     * @param kinds the protocol's message types
     * @param <M>   the protocol's message type
     * @return the child's end
     * @throws IOException when the kit wrote no nonce
     */
    public static <M> Frames<M> takenFrom(InputStream input, List<Class<? extends M>> kinds) throws IOException {
        return new Frames<>(new DataInputStream(input).readLong(), kinds);
    }

    /**
     * Hands the nonce to the child, as the first 8 bytes on its standard input.
     *
     * @param childInput the child's standard input
     * @throws IOException when the child is gone
     */
    public void handTo(OutputStream childInput) throws IOException {
        new DataOutputStream(childInput).writeLong(nonce);
        childInput.flush();
    }

    /**
     * Writes {@code message} as one frame in one write, so that concurrent writers never interleave
     * within a frame.
     *
     * @param out     the stream, the child's raw standard output or the kit's end of its input
     * @param message one of the protocol's kinds
     * @throws IOException when the other end is gone
     */
    public void write(OutputStream out, M message) throws IOException {
        int kind = kinds.indexOf(message.getClass());
        if (kind < 0) {
            throw new IllegalArgumentException(message.getClass() + " is not a message of this protocol: " + kinds);
        }
        byte[] body = GSON.toJson(message).getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream frame = new ByteArrayOutputStream(body.length + 13);
        DataOutputStream data = new DataOutputStream(frame);
        data.writeLong(nonce);
        data.writeByte(kind);
        data.writeInt(body.length);
        data.write(body);
        synchronized (out) {
            out.write(frame.toByteArray());
            out.flush();
        }
    }

    /**
     * {@link #write}, for callers that cannot go on once the other end stopped listening.
     *
     * @param out     the stream
     * @param message the message
     */
    public void send(OutputStream out, M message) {
        try {
            write(out, message);
        } catch (IOException e) {
            throw new UncheckedIOException("The other end of this child JVM's channel stopped listening", e);
        }
    }

    /**
     * Reads the messages on {@code childOutput} on a daemon thread named {@code threadName}, so that
     * the kit can wait for the next with a time limit. The queue ends with an empty element when
     * the child closes its output or dies.
     *
     * @param childOutput the child's standard output
     * @param threadName  the reading thread's name
     * @return the messages, in order, then an empty element
     */
    public BlockingQueue<Optional<M>> listen(InputStream childOutput, String threadName) {
        BlockingQueue<Optional<M>> messages = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            try (DataInputStream in = new DataInputStream(new BufferedInputStream(childOutput))) {
                for (Optional<M> next = read(in); next.isPresent(); next = read(in)) {
                    messages.add(next);
                }
            } catch (IOException e) {
                // the child died; what it said before counts
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
     * stream, also when it ends within a frame (the child died while writing it). {@code in} must
     * support {@link InputStream#mark}, e.g. over a {@link BufferedInputStream}.
     *
     * @param in the stream
     * @return the message, or empty at the end
     * @throws IOException when reading fails
     */
    public Optional<M> read(DataInputStream in) throws IOException {
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
                if (kind >= kinds.size() || length < 0 || length > MAX_BODY) {
                    in.reset();
                    continue;
                }
                byte[] body = in.readNBytes(length);
                if (body.length < length) {
                    return Optional.empty();
                }
                return Optional.of(GSON.fromJson(new String(body, StandardCharsets.UTF_8), kinds.get(kind)));
            }
        } catch (EOFException end) {
            return Optional.empty();
        }
    }
}
