package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C09ReorderedAndInsertedFields;
import org.serialflex.results.Outcome;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

/**
 * C09 can be passed by formats that match fields by name, and shows formats that match them by
 * position, in declaration or in alphabetical order, as CORRUPT wherever surplus values let the
 * read finish.
 */
class C09SelfTest {

    private static final String EOF = "java.io.EOFException: ran out of values: Ticket has 17 fields, the data only 16";

    private static final C09ReorderedAndInsertedFields C09 = new C09ReorderedAndInsertedFields();

    @Test
    void formatsThatMatchFieldsByNamePassEveryCase() {
        for (String adapter : new String[]{"selftest-honest", "selftest-field-table"}) {
            assertThat(CriterionOutcomes.run(C09, adapter).outcomes()).as(adapter).hasSize(8)
                    .allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.PASS));
        }
    }

    @Test
    void matchingByDeclarationPositionSwapsValuesSilently() {
        CriterionOutcomes run = CriterionOutcomes.run(C09, "selftest-by-declaration-position");

        assertThat(run.outcomes()).containsExactly(
                entry("C09.reordered.old-to-new", Outcome.CORRUPT),
                entry("C09.reordered.new-to-old", Outcome.CORRUPT),
                entry("C09.inserted-field.old-to-new", Outcome.READ_FAILED),
                entry("C09.inserted-field.new-to-old", Outcome.CORRUPT),
                entry("C09.reordered-and-inserted.old-to-new", Outcome.READ_FAILED),
                entry("C09.reordered-and-inserted.new-to-old", Outcome.CORRUPT),
                entry("C09.reversed.old-to-new", Outcome.READ_FAILED),
                entry("C09.reversed.new-to-old", Outcome.READ_FAILED));
        assertThat(run.evidence("C09.reordered.old-to-new"))
                .isEqualTo("zone: expected \"EU\" (String) got \"blue\" (String)");
        assertThat(run.evidence("C09.inserted-field.new-to-old"))
                .isEqualTo("topic: expected \"billing\" (String) got \"Printer on fire\" (String)");
        assertThat(run.evidence("C09.inserted-field.old-to-new")).isEqualTo(EOF);
        assertThat(run.score()).isZero();
    }

    @Test
    void matchingByAlphabeticalPositionSurvivesReorderingButNotAnInsertedField() {
        CriterionOutcomes run = CriterionOutcomes.run(C09, "selftest-by-alphabetical-position");

        assertThat(run.outcomes()).hasSize(8).containsExactlyEntriesOf(run.passExcept(Map.of(
                "C09.inserted-field.old-to-new", Outcome.READ_FAILED, "C09.inserted-field.new-to-old", Outcome.CORRUPT,
                "C09.reordered-and-inserted.old-to-new", Outcome.READ_FAILED,
                "C09.reordered-and-inserted.new-to-old", Outcome.CORRUPT)));
        assertThat(run.evidence("C09.reordered-and-inserted.new-to-old"))
                .isEqualTo("topic: expected \"billing\" (String) got \"Printer on fire\" (String)");
        assertThat(run.evidence("C09.reordered-and-inserted.old-to-new")).isEqualTo(EOF);
        assertThat(run.score()).isZero();
    }
}
