package org.serialflex.safety;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.serialflex.jvm.Frames;
import org.serialflex.results.ProbeResult;
import org.serialflex.results.SafetyOutcome;

/** A library that prints what looks like a probe host's words cannot pass for them. */
class ProbeMessageTest {

    private static final ProbeResult SAFE = new ProbeResult("truncation", ProbeResult.SAFE, SafetyOutcome.REJECTED,
            Map.of(SafetyOutcome.REJECTED, 3), null, Map.of(), null, null, null, 12);

    @Test
    void onlyFramedMessagesOfTheHostsNonceAreRead() throws Exception {
        Frames<ProbeMessage> host = new Frames<>(0x51DEL, ProbeMessage.KINDS);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        host.write(out, new ProbeMessage.Started("truncation"));
        // what the old line protocol would have taken for a probe's start and its SAFE result
        out.write(("started depth-bombs\nresult {\"probe\":\"depth-bombs\",\"verdict\":\"SAFE\"}\n")
                .getBytes(StandardCharsets.UTF_8));
        new Frames<ProbeMessage>(0xBADL, ProbeMessage.KINDS).write(out, new ProbeMessage.Started("forged"));
        host.write(out, new ProbeMessage.Finished(SAFE));

        assertThat(readAll(host, out.toByteArray())).containsExactly(
                new ProbeMessage.Started("truncation"), new ProbeMessage.Finished(SAFE));
    }

    private static List<ProbeMessage> readAll(Frames<ProbeMessage> frames, byte[] bytes) throws Exception {
        DataInputStream in = new DataInputStream(new BufferedInputStream(new ByteArrayInputStream(bytes)));
        List<ProbeMessage> messages = new ArrayList<>();
        for (Optional<ProbeMessage> next = frames.read(in); next.isPresent(); next = frames.read(in)) {
            messages.add(next.get());
        }
        return messages;
    }
}
