package org.serialflex.results;

import org.serialflex.verdicts.Outcome;

/**
 * The verdict of one case.
 *
 * @param id             stable case id, e.g. {@code C08.int-to-long.old-to-new}
 * @param title          human title, e.g. {@code int→long (old→new)}
 * @param writerVersion  {@code v1} or {@code v2}
 * @param readerVersion  {@code v1} or {@code v2}
 * @param outcome        the classification
 * @param evidence       why, for every outcome but PASS (exception and first message line, or first differing
 *                       path); {@code null} on PASS
 * @param detail         for an exception, its whole message and cause chain, root cause included, at most about
 *                       2 KB; {@code null} otherwise and in results written before the field existed
 * @param serializedSize bytes the writer produced, or {@code null} when nothing was written
 * @param durationMicros wall time of write plus read
 */
public record CaseResult(String id, String title, String writerVersion, String readerVersion, Outcome outcome,
                         String evidence, String detail, Integer serializedSize, long durationMicros) {

    /** A result with no exception detail. */
    public CaseResult(String id, String title, String writerVersion, String readerVersion, Outcome outcome,
                      String evidence, Integer serializedSize, long durationMicros) {
        this(id, title, writerVersion, readerVersion, outcome, evidence, null, serializedSize, durationMicros);
    }
}
