package org.serialflex.runner.host;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import org.serialflex.jvm.Frames;

/**
 * The case hosts' protocol: {@link HostMessage}s in the {@link Frames} every child JVM of the kit
 * speaks, so no library output or exit status can pass for a host's word.
 */
final class HostCodec {

    /** The kind byte of each message type is its index here; only appending keeps old hosts readable. */
    static final List<Class<? extends HostMessage>> KINDS = List.of(HostMessage.Side.class,
            HostMessage.NotCreatable.class, HostMessage.Started.class, HostMessage.WorldSetUp.class,
            HostMessage.Alone.class, HostMessage.WrittenCase.class, HostMessage.Result.class,
            HostMessage.Sharing.class, HostMessage.RunStart.class, HostMessage.CasesEnd.class,
            HostMessage.RunEnded.class);

    private final Frames<HostMessage> frames;

    HostCodec(long nonce) {
        this.frames = new Frames<>(nonce, KINDS);
    }

    private HostCodec(Frames<HostMessage> frames) {
        this.frames = frames;
    }

    /** A codec with a fresh random nonce, for the kit's end of one host. */
    static HostCodec fresh() {
        return new HostCodec(Frames.fresh(KINDS));
    }

    /** The host's end: the codec whose nonce the kit wrote first on {@code input}. */
    static HostCodec takenFrom(InputStream input) throws IOException {
        return new HostCodec(Frames.takenFrom(input, KINDS));
    }

    /** The nonce a host must use, as the first 8 bytes the kit writes on its standard input. */
    void handTo(OutputStream hostInput) throws IOException {
        frames.handTo(hostInput);
    }

    /** See {@link Frames#write}. */
    void write(OutputStream out, HostMessage message) throws IOException {
        frames.write(out, message);
    }

    /** See {@link Frames#send}. */
    void send(OutputStream out, HostMessage message) {
        frames.send(out, message);
    }

    /** See {@link Frames#listen}. */
    BlockingQueue<Optional<HostMessage>> listen(InputStream hostOutput, String threadName) {
        return frames.listen(hostOutput, threadName);
    }

    /** See {@link Frames#read}. */
    Optional<HostMessage> read(DataInputStream in) throws IOException {
        return frames.read(in);
    }
}
