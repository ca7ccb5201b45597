package org.serialflex.report;

import org.junit.jupiter.api.Test;
import org.serialflex.results.AdapterResults;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.Outcome;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The value zoo's section: a row per value, a mark per holding with its evidence; absent without a zoo. */
class ZooSectionTest {

    /** A zoo of one value, a UUID, as Fory 0.12.2 → 0.13.1 reads it (issue 41), and one value held twice. */
    static CriterionResult zoo() {
        return Synthetic.criterion("ZOO", "Value zoo",
                Synthetic.kase("ZOO.uuid.as-root", "UUID held as the root", "v1", "v1", Outcome.READ_FAILED,
                        "org.apache.fory.exception.DeserializationException: Failed to deserialize input", 40),
                Synthetic.kase("ZOO.uuid.in-typed-field", "UUID held in a field of its type", "v1", "v1",
                        Outcome.PASS, null, 41),
                Synthetic.kase("ZOO.uuid.as-object", "UUID held as Object", "v1", "v1", Outcome.READ_FAILED,
                        "java.lang.ClassCastException: RegexSerializer cannot be cast to CollectionLikeSerializer", 42),
                Synthetic.kase("ZOO.uuid.in-collections", "UUID held in a List<Object> and a Map<String, Object>",
                        "v1", "v1", Outcome.CORRUPT, "list[0]: expected 3f2b (UUID) got null", 43),
                Synthetic.kase("ZOO.shared-uuid.in-typed-fields", "one UUID referenced twice, from two fields of "
                        + "its type", "v1", "v1", Outcome.PASS, null, 44));
    }

    private static Matrix matrix(boolean withZoo) {
        List<AdapterResults> results = new ArrayList<>(Synthetic.sampleWithLanesAndSafety());
        if (withZoo) {
            results.set(0, results.get(0).withZoo(zoo()));
        }
        return Matrix.of(results, List.of(), "zoo", Synthetic.GENERATED_AT);
    }

    @Test
    void aCellHasAMarkPerHoldingColouredByOutcomeWithItsEvidence() {
        String html = ReportSections.HTML.render("zoo", new ZooSection().html(matrix(true)).orElseThrow());
        assertThat(html).contains("<tr data-value=\"uuid\"><th scope=\"row\">uuid</th>")
                .contains("<span class=\"zoo-mark o-READ_FAILED\" data-holding=\"as-root\" title=\"UUID held as the "
                        + "root — READ_FAILED: org.apache.fory.exception.DeserializationException: Failed to "
                        + "deserialize input\">R</span>")
                .contains("<span class=\"zoo-mark o-PASS\" data-holding=\"in-typed-field\"")
                .contains("<span class=\"zoo-mark o-CORRUPT\" data-holding=\"in-collections\"")
                .contains("<tr data-value=\"shared-uuid\">")
                .contains("2 of 5 PASS, 1 CORRUPT");
        // only the adapters that ran the zoo are its columns
        assertThat(html).doesNotContain("o-none");
    }

    @Test
    void theMarkdownCountsOutcomesAndWritesALetterPerHolding() {
        String md = ReportSections.MARKDOWN.render("zoo.md", new ZooSection().markdown(matrix(true)).orElseThrow());
        assertThat(md).contains("## Value zoo (not part of the score)")
                .contains("| uuid | `R.RC` |")
                .contains("| shared-uuid | `.` |");
    }

    @Test
    void noZooNoSection() {
        assertThat(new ZooSection().html(matrix(false))).isEmpty();
        assertThat(new ZooSection().markdown(matrix(false))).isEmpty();
    }
}
