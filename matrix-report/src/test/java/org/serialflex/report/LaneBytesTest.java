package org.serialflex.report;

import org.junit.jupiter.api.Test;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.LaneResults;
import org.serialflex.results.Outcome;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.serialflex.report.Synthetic.criterion;
import static org.serialflex.report.Synthetic.lane;
import static org.serialflex.report.Synthetic.withLanes;

/**
 * A lane cell says "identical bytes" only when the digests show its writer writing, case for case, what
 * its reader's own side writes; otherwise it says what the verdicts say, and what the bytes measured.
 */
class LaneBytesTest {

    private static final String SAFE = "safe: identity set all PASS, every value crosses";

    private static CaseResult written(String id, String writer, String reader, String digest) {
        return new CaseResult(id, id, writer, reader, Outcome.PASS, null, null, 12, 18, digest, 100);
    }

    /** The matrix case and the identity case, as a side writing {@code a} and {@code b} records them. */
    private static CriterionResult matrixCases(String a, String b) {
        return criterion("C08", "Same field name, different type", written("C08.int-to-long.old-to-new", "v1", "v2", a),
                written("C08.int-to-long.new-to-old", "v2", "v1", b));
    }

    private static List<CriterionResult> identity(String digest) {
        return List.of(criterion("C08", "Same field name, different type",
                written("C08.int-to-long.v1-v1", "v1", "v1", digest)));
    }

    /** Alpha 1.0's matrix wrote {@code a} and {@code b}; lanes from 0.9 (writing {@code a09}, {@code b09}) and back. */
    static Matrix matrix(String a09, String b09, String a10, String b10, LaneResults... more) {
        AdapterResults alpha = Synthetic.adapter("alpha", "Alpha JSON", "org.example:alpha:1.0", matrixCases(a10, b10));
        LaneResults up = lane("alpha", "0.9", "1.0", SAFE, identity(a09), matrixCases(a09, b09));
        List<LaneResults> lanes = new java.util.ArrayList<>(List.of(up));
        lanes.addAll(List.of(more));
        return Matrix.of(List.of(withLanes(alpha, lanes.toArray(LaneResults[]::new))), List.of(), "test",
                Synthetic.GENERATED_AT);
    }

    private static LaneStatus status(Matrix matrix, int lane) {
        LaneResults l = matrix.adapters().get(0).results().lanes().get(lane);
        return LaneStatus.of(l, WrittenBytes.of(matrix).compare(l));
    }

    @Test
    void aWriterWhoseEveryPayloadIsTheReadersOwnCrossesIdenticalBytes() {
        Matrix matrix = matrix("aaaa", "bbbb", "aaaa", "bbbb");

        LaneStatus status = status(matrix, 0);
        assertThat(status.kind()).isEqualTo("identical");
        assertThat(status.label()).isEqualTo("identical bytes");
        assertThat(status.safe()).isTrue();
        // the reader's matrix never wrote the identity set's own id; its object is the matrix case's
        assertThat(status.bytes().sentence()).startsWith("The writer wrote the same bytes as the reader's own side "
                + "in all 2 of the 2 cases both wrote");
        assertThat(HtmlRenderer.render(matrix)).contains("<span class=\"status\">identical bytes</span>");
    }

    @Test
    void oneDifferentPayloadKeepsTheVerdictsStatusAndSaysWhatWasMeasured() {
        Matrix matrix = matrix("aaaa", "b-09", "aaaa", "bbbb");

        LaneStatus status = status(matrix, 0);
        assertThat(status.kind()).isEqualTo("safe");
        assertThat(status.label()).isEqualTo("all PASS");
        assertThat(status.bytes().note()).isEqualTo("bytes differ in 1 of 2");
        assertThat(status.bytes().sentence()).contains("different bytes are no verdict");
        assertThat(HtmlRenderer.render(matrix)).contains("<span class=\"bytes\">bytes differ in 1 of 2</span>");
    }

    @Test
    void bytesThatDifferBetweenTwoRunsOfOneSideAreSaidToVaryNotToDiffer() {
        // 1.0 writes in its matrix and again as the writer of the lane back to 0.9, differently (a timestamp), once as 0.9 does
        LaneResults down = lane("alpha", "1.0", "0.9", SAFE, identity("aaaa"), matrixCases("aaaa", "b-09"));
        Matrix matrix = matrix("aaaa", "b-09", "aaaa", "bbbb", down);

        assertThat(status(matrix, 0).bytes().note()).isEqualTo("same bytes, but 1 varies run to run");
        assertThat(status(matrix, 0).bytes().sentence()).contains("1 case varies from run to run on one side");
        // the way back: 1.0's own runs differ, even though this lane's writer wrote what 0.9 wrote
        LaneResults back = matrix.adapters().get(0).results().lanes().get(1);
        assertThat(WrittenBytes.of(matrix).compare(back).note()).isEqualTo("same bytes, but 1 varies run to run");
        assertThat(LaneStatus.of(back, WrittenBytes.of(matrix).compare(back)).kind()).isEqualTo("safe");
    }

    @Test
    void aReaderSideThatNeverWroteLeavesTheBytesUncompared() {
        LaneResults toTwo = lane("alpha", "0.9", "2.0", SAFE, identity("aaaa"), matrixCases("aaaa", "bbbb"));
        Matrix matrix = matrix("aaaa", "bbbb", "aaaa", "bbbb", toTwo);

        LaneStatus status = status(matrix, 1);
        assertThat(status.label()).isEqualTo("all PASS");
        assertThat(status.bytes().note()).isEqualTo("bytes not compared");
    }

    @Test
    void resultsWithoutDigestsFallBackToTheVerdicts() {
        Matrix matrix = matrix(null, null, null, null);

        LaneStatus status = status(matrix, 0);
        assertThat(status.kind()).isEqualTo("safe");
        assertThat(status.bytes().measured()).isFalse();
        assertThat(status.bytes().note()).isEmpty();
        assertThat(HtmlRenderer.render(matrix)).doesNotContain("class=\"bytes\"").doesNotContain("data-bytes");
    }

    @Test
    void identicalBytesNeverHideAnUnsafeVerdict() {
        AdapterResults alpha = Synthetic.adapter("alpha", "Alpha JSON", "org.example:alpha:1.0",
                matrixCases("aaaa", "bbbb"));
        LaneResults up = lane("alpha", "0.9", "1.0", "1 of 1 identity cases CORRUPT across this lane: data is lost silently",
                List.of(criterion("C08", "t", new CaseResult("C08.int-to-long.v1-v1", "t", "v1", "v1", Outcome.CORRUPT,
                        "amount: lost", null, 12, 18, "aaaa", 100))), matrixCases("aaaa", "bbbb"));
        Matrix matrix = Matrix.of(List.of(withLanes(alpha, up)), List.of(), "test", Synthetic.GENERATED_AT);

        LaneStatus status = status(matrix, 0);
        assertThat(status.kind()).isEqualTo("corrupt");
        assertThat(status.bytes().note()).isEqualTo("identical bytes");
    }

    @Test
    void thePageCarriesNoDigestsButMatrixJsonDoes() {
        Matrix matrix = matrix("aaaa", "bbbb", "aaaa", "bbbb");

        assertThat(MatrixJson.renderForHtml(matrix)).doesNotContain("payloadDigest").doesNotContain("aaaa");
        assertThat(MatrixJson.render(matrix)).contains("\"payloadDigest\": \"aaaa\"");
        assertThat(MatrixJson.read(MatrixJson.render(matrix), "m").get(0).criteria().get(0).cases().get(0)
                .payloadDigest()).isEqualTo("aaaa");
    }
}
