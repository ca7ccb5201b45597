package org.serialflex.runner;

import org.serialflex.results.Outcome;
import org.serialflex.verdicts.Verdict;

import java.util.Base64;

/**
 * What the writer half of a case hands to the reader half: the bytes and the metadata blob, or
 * the verdict when the case ended on the writer's side. This is everything that crosses from a
 * writer world to a reader world, also between two JVMs.
 *
 * @param caseId        the case
 * @param writerAdapter the adapter that wrote, so the reader's side knows whether it is another one
 * @param outcome       the verdict when the case ended while writing ({@code WRITE_FAILED}, {@code CRASH},
 *                      {@code UNSUPPORTED}, {@code KIT_ERROR}); {@code null} when the bytes are there to read
 * @param evidence      the verdict's evidence, or {@code null}
 * @param detail        the verdict's detail (a failure's whole cause chain), or {@code null}
 * @param payload       the serialized bytes, Base64; {@code null} when nothing was written
 * @param metadata      the adapter's out-of-band blob, Base64; {@code null} when it exported none
 * @param rootClassName the writer's class of the root object, {@code null} when it was never built
 * @param traits        what the writer's side learned of the case, for the reader adapter's {@code unsupported}
 * @param micros        wall time of the writer half, world set-up included
 */
public record Written(String caseId, String writerAdapter, Outcome outcome, String evidence, String detail, String payload, String metadata,
                      String rootClassName, java.util.Set<org.serialflex.spi.CaseTrait> traits, long micros) {

    public Written {
        traits = traits == null ? java.util.Set.of() : java.util.Set.copyOf(traits);
    }

    /** A case that ended at the writer with {@code verdict}: nothing to read. */
    public static Written ended(String caseId, Verdict verdict) {
        return new Written(caseId, null, verdict.outcome(), verdict.evidence(), verdict.detail(), null, null, null, null, 0);
    }

    static Written bytes(String caseId, String writerAdapter, byte[] payload, byte[] metadata,
                         org.serialflex.spi.CaseInfo info) {
        return new Written(caseId, writerAdapter, null, null, null, Base64.getEncoder().encodeToString(payload),
                metadata == null ? null : Base64.getEncoder().encodeToString(metadata), info.rootClassName(),
                info.traits(), 0);
    }

    /** This with the writer half's wall time. */
    Written took(long micros) {
        return new Written(caseId, writerAdapter, outcome, evidence, detail, payload, metadata, rootClassName, traits, micros);
    }

    /** Whether the case already has its verdict. */
    public boolean ended() {
        return outcome != null;
    }

    byte[] payloadBytes() {
        return Base64.getDecoder().decode(payload);
    }

    byte[] metadataBytes() {
        return metadata == null ? null : Base64.getDecoder().decode(metadata);
    }

    /** Size of the serialized bytes, or {@code null} when nothing was written. */
    public Integer size() {
        return payload == null ? null : payloadBytes().length;
    }
}
