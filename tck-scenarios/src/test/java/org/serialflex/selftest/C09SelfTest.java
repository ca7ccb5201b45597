package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C09ReorderedAndInsertedFields;
import org.serialflex.results.CaseResult;
import org.serialflex.verdicts.Outcome;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;
import static org.serialflex.selftest.CaseRuns.outcomes;
import static org.serialflex.selftest.CaseRuns.runAll;

/**
 * C09 can be passed by formats that match fields by name, and shows formats that match them by
 * position, in declaration or in alphabetical order, as CORRUPT wherever surplus values let the
 * read finish.
 */
class C09SelfTest {

    private static final String EOF = "java.io.EOFException: ran out of values: Ticket has 17 fields, the data only 16";

    private final C09ReorderedAndInsertedFields criterion = new C09ReorderedAndInsertedFields();

    @Test
    void formatsThatMatchFieldsByNamePassEveryCase() {
        for (String adapter : new String[]{"selftest-honest", "selftest-field-table"}) {
            assertThat(outcomes(runAll(criterion, adapter))).as(adapter).hasSize(8)
                    .allSatisfy((id, outcome) -> assertThat(outcome).isEqualTo(Outcome.PASS));
        }
    }

    @Test
    void matchingByDeclarationPositionSwapsValuesSilently() {
        Map<String, CaseResult> results = runAll(criterion, "selftest-by-declaration-position");

        assertThat(outcomes(results)).containsExactly(
                entry("C09.reordered.old-to-new", Outcome.CORRUPT),
                entry("C09.reordered.new-to-old", Outcome.CORRUPT),
                entry("C09.inserted-field.old-to-new", Outcome.READ_FAILED),
                entry("C09.inserted-field.new-to-old", Outcome.CORRUPT),
                entry("C09.reordered-and-inserted.old-to-new", Outcome.READ_FAILED),
                entry("C09.reordered-and-inserted.new-to-old", Outcome.CORRUPT),
                entry("C09.reversed.old-to-new", Outcome.READ_FAILED),
                entry("C09.reversed.new-to-old", Outcome.READ_FAILED));
        assertThat(results.get("C09.reordered.old-to-new").evidence())
                .isEqualTo("zone: expected \"EU\" (String) got \"blue\" (String)");
        assertThat(results.get("C09.inserted-field.new-to-old").evidence())
                .isEqualTo("topic: expected \"billing\" (String) got \"Printer on fire\" (String)");
        assertThat(results.get("C09.inserted-field.old-to-new").evidence()).isEqualTo(EOF);
        assertThat(CaseRuns.score(results)).isZero();
    }

    @Test
    void matchingByAlphabeticalPositionSurvivesReorderingButNotAnInsertedField() {
        Map<String, CaseResult> results = runAll(criterion, "selftest-by-alphabetical-position");

        assertThat(outcomes(results)).containsExactly(
                entry("C09.reordered.old-to-new", Outcome.PASS),
                entry("C09.reordered.new-to-old", Outcome.PASS),
                entry("C09.inserted-field.old-to-new", Outcome.READ_FAILED),
                entry("C09.inserted-field.new-to-old", Outcome.CORRUPT),
                entry("C09.reordered-and-inserted.old-to-new", Outcome.READ_FAILED),
                entry("C09.reordered-and-inserted.new-to-old", Outcome.CORRUPT),
                entry("C09.reversed.old-to-new", Outcome.PASS),
                entry("C09.reversed.new-to-old", Outcome.PASS));
        assertThat(results.get("C09.reordered-and-inserted.new-to-old").evidence())
                .isEqualTo("topic: expected \"billing\" (String) got \"Printer on fire\" (String)");
        assertThat(results.get("C09.reordered-and-inserted.old-to-new").evidence()).isEqualTo(EOF);
        assertThat(CaseRuns.score(results)).isZero();
    }
}
