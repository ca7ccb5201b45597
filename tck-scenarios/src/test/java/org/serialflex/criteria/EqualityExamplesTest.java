package org.serialflex.criteria;

import org.junit.jupiter.api.Test;
import org.serialflex.results.Outcome;

import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The examples docs/criteria.md shows under "What counts as equal" get their outcomes from the
 * comparison itself; these are the ones the specification's rules fix, checked against it.
 */
class EqualityExamplesTest {

    private static Map<String, Outcome> outcomes() {
        Map<String, Outcome> outcomes = new LinkedHashMap<>();
        EqualityExamples.all().forEach(e -> outcomes.put(e.what() + " [" + e.scope() + "]", e.verdict().outcome()));
        return outcomes;
    }

    @Test
    void theRulesOfTheSpecificationHoldInTheExamples() {
        Map<String, Outcome> outcomes = outcomes();

        assertThat(outcomes).containsEntry("a BigDecimal read as a Double of the same value [ANY]", Outcome.DEGRADED)
                .containsEntry("a value the writer sent left at the default [ANY]", Outcome.CORRUPT)
                .containsEntry("a LinkedHashMap read as a HashMap [C17_C18]", Outcome.DEGRADED)
                .containsEntry("a LinkedHashMap read as a HashMap [OTHERS]", Outcome.PASS)
                .containsEntry("a LinkedList read as an ArrayList [OTHERS]", Outcome.PASS)
                .containsEntry("two equal copies where one shared object was sent [ANY]", Outcome.DEGRADED)
                .containsEntry("a numeric text read as its length [ANY]", Outcome.CORRUPT)
                .containsEntry("an object of a class the reader lacks, dropped (C13) [ANY]", Outcome.DEGRADED)
                .containsEntry("an object of a class the reader lacks, read as a Map keyed by qualified field names "
                        + "(C13) [ANY]", Outcome.PASS);
    }

    @Test
    void theC13AndC16RowsAreTheCriteriasOwnExpectations() {
        String page = CriteriaDocument.render(org.serialflex.runner.Criteria.all());

        assertThat(page).contains("| `a stand-in for Coupon {code=SPRING-10, percent=10}` | `null` | any criterion | "
                        + "DEGRADED | `(root): the object of class org.serialflex.dto.c13.Coupon, which the reader "
                        + "lacks, was dropped (null)` |")
                .contains("| DEGRADED | `(root): readObject not called: the transient derived field was not rebuilt "
                        + "(every value the writer sent arrived): expected \"Ann Example 42\" (String) got null` |");
    }

    @Test
    void theRenderedPageShowsTheComputedOutcomesNotHandWrittenOnes() {
        String page = CriteriaDocument.render(org.serialflex.runner.Criteria.all());

        assertThat(page).contains("| a BigDecimal read as a Double of the same value | `9.99 (BigDecimal)` | "
                + "`9.99 (Double)` | any criterion | DEGRADED | "
                + "`(root): number type substituted: expected 9.99 (BigDecimal) got 9.99 (Double)` |");
    }
}
