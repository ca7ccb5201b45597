package org.serialflex.results;


/**
 * The verdict of one case.
 *
 * @param id                 stable case id, e.g. {@code C08.int-to-long.old-to-new}
 * @param title              human title, e.g. {@code int→long (old→new)}
 * @param writerClassVersion the writer's class version, {@code v1} or {@code v2} (not a library version)
 * @param readerClassVersion the reader's class version, {@code v1} or {@code v2}
 * @param outcome            the classification
 * @param evidence           why, for every outcome but PASS (exception and first message line, or first differing
 *                           path); {@code null} on PASS
 * @param detail             for an exception, its whole message and cause chain, root cause included, at most about
 *                           2 KB; {@code null} otherwise and in results written before the field existed
 * @param serializedSize     bytes the writer produced, or {@code null} when nothing was written
 * @param deflatedSize       those bytes after {@link DeflatedSize java.util.zip.Deflater} at its default level, or
 *                           {@code null} when nothing was written or the results file predates the field
 * @param payloadDigest      {@link PayloadDigest} of the bytes (and metadata blob) the writer handed to the reader, so that
 *                           two library versions or JDKs can be seen to write the same bytes; {@code null} when nothing
 *                           was written, the reader's JVM died, or the results file predates the field
 * @param durationMicros     wall time of write plus read
 */
public record CaseResult(String id, String title, String writerClassVersion, String readerClassVersion, Outcome outcome,
                         String evidence, String detail, Integer serializedSize, Integer deflatedSize,
                         String payloadDigest, long durationMicros) {

    /** A result without a payload digest, as results files written before the field have them. */
    public CaseResult(String id, String title, String writerClassVersion, String readerClassVersion, Outcome outcome,
                      String evidence, String detail, Integer serializedSize, Integer deflatedSize,
                      long durationMicros) {
        this(id, title, writerClassVersion, readerClassVersion, outcome, evidence, detail, serializedSize,
                deflatedSize, null, durationMicros);
    }

    /** A result with no exception detail and no deflated size, as older results files have them. */
    public CaseResult(String id, String title, String writerClassVersion, String readerClassVersion, Outcome outcome,
                      String evidence, Integer serializedSize, long durationMicros) {
        this(id, title, writerClassVersion, readerClassVersion, outcome, evidence, null, serializedSize, null, null,
                durationMicros);
    }
}
