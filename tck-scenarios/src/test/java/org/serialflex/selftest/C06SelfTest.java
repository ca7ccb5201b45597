package org.serialflex.selftest;

import org.junit.jupiter.api.Test;
import org.serialflex.criteria.C06NewFieldAtReader;
import org.serialflex.results.CaseResult;
import org.serialflex.results.Outcome;

import static org.assertj.core.api.Assertions.assertThat;

/** C06 passes a reader that leaves the added fields alone and catches a positional one that runs short. */
class C06SelfTest {

    private static final C06NewFieldAtReader C06 = new C06NewFieldAtReader();

    @Test
    void defaultsOrInitializersForTheAddedFieldsPass() {
        for (String kind : new String[]{"primitive", "string", "bean", "list", "all"}) {
            String id = "C06.added-" + kind + ".old-to-new";
            assertThat(CriterionOutcomes.runCase(C06, id, "selftest-honest").outcome())
                    .as(id + ": Java serialization gives the added fields their Java defaults").isEqualTo(Outcome.PASS);
            assertThat(CriterionOutcomes.runCase(C06, id, "selftest-field-table").outcome())
                    .as(id + ": a reader that allocates without a constructor also leaves Java defaults")
                    .isEqualTo(Outcome.PASS);
        }
    }

    @Test
    void eachKindOfAddedFieldHasACaseOfItsOwn() {
        assertThat(C06.cases()).extracting(c -> c.id()).containsExactly("C06.added-primitive.old-to-new",
                "C06.added-string.old-to-new", "C06.added-bean.old-to-new", "C06.added-list.old-to-new",
                "C06.added-all.old-to-new");
    }

    @Test
    void aPositionalReaderRunningOutOfValuesFails() {
        CaseResult result = CriterionOutcomes.runCase(C06, "C06.added-all.old-to-new",
                "selftest-by-declaration-position");

        assertThat(result.outcome()).isEqualTo(Outcome.READ_FAILED);
        assertThat(result.evidence()).startsWith("java.io.EOFException: ran out of values: Order has 17 fields");
    }
}
