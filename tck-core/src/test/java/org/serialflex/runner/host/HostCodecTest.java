package org.serialflex.runner.host;

import org.junit.jupiter.api.Test;
import org.serialflex.results.CaseResult;
import org.serialflex.results.JdkInfo;
import org.serialflex.results.LibraryInfo;
import org.serialflex.results.Outcome;
import org.serialflex.results.SideInfo;
import org.serialflex.runner.SharingDecision;
import org.serialflex.runner.WorldSharing;
import org.serialflex.runner.Written;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The host protocol's one codec: every message type round-trips, and whatever a library writes on
 * the host's standard output between the frames (text that looks like the old protocol's lines, a
 * frame of another run) is skipped, never taken for the host's word.
 */
class HostCodecTest {

    private static final List<HostMessage> ONE_OF_EACH = List.of(
            new HostMessage.Side(new SideInfo("kryo", new LibraryInfo("g", "a", "1"), JdkInfo.current(), List.of())),
            new HostMessage.NotCreatable("no world can create it"),
            new HostMessage.Started("C08.String-to-int"),
            new HostMessage.WorldSetUp(1234),
            new HostMessage.Alone("C08.String-to-int"),
            new HostMessage.WrittenCase(new Written("C08.String-to-int", "kryo", null, null, null, "AAE=", null,
                    "a.Holder", Set.of(), 17)),
            new HostMessage.Result(new CaseResult("C08.String-to-int", "String→int", "v1", "v2", Outcome.CRASH,
                    "the JVM ended with status 3 while reading this case, also when it ran alone", 2, 17L)),
            new HostMessage.Sharing(SharingDecision.fresh("asked for")),
            new HostMessage.RunStart("kryo", HostMode.WRITE, 20_000, 2, WorldSharing.SHARED, List.of("C08.String-to-int")),
            new HostMessage.CasesEnd(),
            new HostMessage.RunEnded(false));

    @Test
    void everyKindOfMessageHasAKindByteAndRoundTrips() throws IOException {
        assertThat(List.<Class<?>>copyOf(HostCodec.KINDS)).containsExactlyInAnyOrder(HostMessage.class.getPermittedSubclasses());
        assertThat(ONE_OF_EACH).extracting(Object::getClass).containsExactlyElementsOf(HostCodec.KINDS);
        HostCodec codec = new HostCodec(42);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (HostMessage message : ONE_OF_EACH) {
            codec.write(out, message);
        }

        assertThat(readAll(codec, out.toByteArray())).isEqualTo(ONE_OF_EACH);
    }

    @Test
    void whatALibraryWritesBetweenTheFramesIsNeverAMessage() throws IOException {
        HostCodec codec = new HostCodec(0x5EED_F00DL);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write("not-creatable \"a library's line\"\nstarted C01.x\n".getBytes(StandardCharsets.UTF_8));
        codec.write(out, new HostMessage.Started("C08.int-to-long"));
        new HostCodec(7).write(out, new HostMessage.NotCreatable("a frame of another run"));
        out.write(new byte[] {0, 0, 0, 0, 0x5E, (byte) 0xED, (byte) 0xF0, 0x0D, (byte) 200, 1, 2});
        codec.write(out, new HostMessage.Alone("C08.int-to-long"));

        assertThat(readAll(codec, out.toByteArray())).containsExactly(new HostMessage.Started("C08.int-to-long"),
                new HostMessage.Alone("C08.int-to-long"));
    }

    @Test
    void aFrameCutShortByTheHostsDeathEndsTheStream() throws IOException {
        HostCodec codec = new HostCodec(1);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        codec.write(out, new HostMessage.Started("C08.int-to-long"));
        codec.write(out, new HostMessage.Result(new CaseResult("C08.int-to-long", "t", "v1", "v2", Outcome.PASS,
                null, 2, 17L)));
        byte[] bytes = out.toByteArray();

        assertThat(readAll(codec, Arrays.copyOf(bytes, bytes.length - 5)))
                .containsExactly(new HostMessage.Started("C08.int-to-long"));
    }

    @Test
    void theHostTakesItsNonceFromTheKitsFirstBytes() throws IOException {
        HostCodec kit = new HostCodec(99);
        ByteArrayOutputStream hostInput = new ByteArrayOutputStream();
        kit.handTo(hostInput);
        kit.write(hostInput, new HostMessage.Started("C01.x"));
        ByteArrayInputStream in = new ByteArrayInputStream(hostInput.toByteArray());

        HostCodec host = HostCodec.takenFrom(in);

        assertThat(host.read(new DataInputStream(in))).contains(new HostMessage.Started("C01.x"));
    }

    private static List<HostMessage> readAll(HostCodec codec, byte[] bytes) throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
        List<HostMessage> messages = new ArrayList<>();
        for (Optional<HostMessage> next = codec.read(in); next.isPresent(); next = codec.read(in)) {
            messages.add(next.get());
        }
        return messages;
    }
}
