package org.serialflex.criteria;

import org.junit.jupiter.api.Test;
import org.serialflex.results.CaseResult;
import org.serialflex.verdicts.Outcome;

import static org.assertj.core.api.Assertions.assertThat;

/** C06 passes a reader that leaves the added fields alone and catches a positional one that runs short. */
class C06NewFieldAtReaderTest {

    private final C06NewFieldAtReader criterion = new C06NewFieldAtReader();

    @Test
    void defaultsOrInitializersForTheAddedFieldsPass() {
        assertThat(CaseRuns.run(criterion, "C06.added-fields.old-to-new", "selftest-honest").outcome())
                .as("Java serialization gives the added fields their Java defaults").isEqualTo(Outcome.PASS);
        assertThat(CaseRuns.run(criterion, "C06.added-fields.old-to-new", "selftest-field-table").outcome())
                .as("a reader that allocates without a constructor also leaves Java defaults").isEqualTo(Outcome.PASS);
    }

    @Test
    void aPositionalReaderRunningOutOfValuesFails() {
        CaseResult result = CaseRuns.run(criterion, "C06.added-fields.old-to-new", "selftest-by-declaration-position");

        assertThat(result.outcome()).isEqualTo(Outcome.READ_FAILED);
        assertThat(result.evidence()).startsWith("java.io.EOFException: ran out of values: Order has 17 fields");
    }
}
