package org.serialflex.results;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.zip.DeflaterOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

class DeflatedSizeTest {

    @Test
    void equalsWhatADeflaterStreamAtTheDefaultLevelWrites() throws Exception {
        byte[] text = "serialflex weighs payloads the way the study did. ".repeat(200).getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream deflated = new ByteArrayOutputStream();
        try (DeflaterOutputStream out = new DeflaterOutputStream(deflated)) {
            out.write(text);
        }

        assertThat(DeflatedSize.of(text)).isEqualTo(deflated.size()).isLessThan(text.length / 20);
    }

    @Test
    void randomBytesDoNotShrink() {
        byte[] noise = new byte[100_000];
        new Random(42).nextBytes(noise);

        assertThat(DeflatedSize.of(noise)).isGreaterThanOrEqualTo(noise.length);
    }

    @Test
    void emptyBytesCostTheZlibFrame() {
        assertThat(DeflatedSize.of(new byte[0])).isEqualTo(8);
    }
}
