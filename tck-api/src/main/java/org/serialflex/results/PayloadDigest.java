package org.serialflex.results;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * A short fingerprint of everything a writer hands to a reader: SHA-256 over the payload, and over
 * the adapter's metadata blob after it when there is one, cut to its first 16 hex digits (64 bits).
 * Two sides whose fingerprints agree for a case wrote the same bytes, so a reader cannot tell them
 * apart; that is what lets the report say a lane crosses identical bytes. 64 bits keep results files
 * small; a chance collision among a few hundred payloads is not a concern at that width.
 */
public final class PayloadDigest {

    /** Hex digits kept of the SHA-256. */
    public static final int LENGTH = 16;

    private static final byte[] METADATA_SEPARATOR = "\u0000metadata\u0000".getBytes(StandardCharsets.US_ASCII);

    private PayloadDigest() {
    }

    /** The fingerprint of {@code payload} and {@code metadata} ({@code null} when the adapter exported none). */
    public static String of(byte[] payload, byte[] metadata) {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            // every Java platform must provide SHA-256 (MessageDigest's javadoc)
            throw new IllegalStateException(e);
        }
        sha.update(payload);
        if (metadata != null) {
            sha.update(METADATA_SEPARATOR);
            sha.update(metadata);
        }
        return HexFormat.of().formatHex(sha.digest()).substring(0, LENGTH);
    }
}
