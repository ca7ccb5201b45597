package org.serialflex.results;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThat;

class PayloadDigestTest {

    @Test
    void isTheStartOfTheSha256OfThePayload() {
        // SHA-256("abc") = ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad (FIPS 180-2, appendix B.1)
        assertThat(PayloadDigest.of("abc".getBytes(StandardCharsets.US_ASCII), null)).isEqualTo("ba7816bf8f01cfea");
    }

    @Test
    void theMetadataBlobCountsSinceTheReaderGetsItToo() {
        byte[] payload = {1, 2, 3};
        assertThat(PayloadDigest.of(payload, new byte[] {9})).hasSize(PayloadDigest.LENGTH)
                .isNotEqualTo(PayloadDigest.of(payload, null))
                .isNotEqualTo(PayloadDigest.of(payload, new byte[] {8}))
                .isEqualTo(PayloadDigest.of(payload.clone(), new byte[] {9}));
    }
}
