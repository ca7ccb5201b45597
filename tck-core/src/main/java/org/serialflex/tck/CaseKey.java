package org.serialflex.tck;

import org.serialflex.runner.AdapterRun;

import java.util.Comparator;

/**
 * One case of one lane: the key of a case's tests in the tree and of its line in the pin file. The pin
 * file writes it as {@code C08.int-to-long} for the matrix's own lane and {@code kryo@5.5.0>kryo | C08.int-to-long}
 * for an upgrade lane's ({@link #pinText()}, read back by {@link #ofPinText}).
 *
 * @param lane   {@link AdapterRun#MATRIX} or an upgrade lane's id
 * @param caseId the case's id, {@code C08.int-to-long}
 */
record CaseKey(String lane, String caseId) implements Comparable<CaseKey> {

    private static final String LANE_SEPARATOR = " | ";
    /** The pin file's order: its lines sorted by their text, as they always were. */
    private static final Comparator<CaseKey> BY_PIN_TEXT = Comparator.comparing(CaseKey::pinText);

    CaseKey {
        if (lane == null || lane.isBlank() || caseId == null || caseId.isBlank()) {
            throw new IllegalArgumentException("A case key needs a lane and a case id, not '" + lane + "' and '"
                    + caseId + "'");
        }
    }

    /** The key of {@code C08.int-to-long} or {@code lane | C08.int-to-long}, the left of a pin line. */
    static CaseKey ofPinText(String text) {
        int separator = text.indexOf(LANE_SEPARATOR);
        return separator < 0 ? new CaseKey(AdapterRun.MATRIX, text)
                : new CaseKey(text.substring(0, separator), text.substring(separator + LANE_SEPARATOR.length()));
    }

    /** The left of its pin line: the case id alone for the matrix's own lane. */
    String pinText() {
        return isMatrix() ? caseId : lane + LANE_SEPARATOR + caseId;
    }

    boolean isMatrix() {
        return AdapterRun.MATRIX.equals(lane);
    }

    /** {@code C06} for {@code C06.added-string.old-to-new}: case ids start with their criterion's id. */
    String criterionId() {
        return KnownCases.criterionOf(caseId);
    }

    @Override
    public int compareTo(CaseKey other) {
        return BY_PIN_TEXT.compare(this, other);
    }
}
