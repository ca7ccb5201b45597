package org.serialflex.selftest;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.serialflex.results.CaseResult;
import org.serialflex.runner.CaseRunner;
import org.serialflex.runner.Criteria;
import org.serialflex.runner.RunTimings;
import org.serialflex.runner.TckCase;
import org.serialflex.results.Outcome;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rules that hold in every criterion, held by a table: one misbehaviour, injected by one
 * adapter into cases of several criteria, gets one outcome in all of them. A silent default and a
 * value shifted into a neighbour are CORRUPT wherever they happen; a map rebuilt as a HashMap
 * counts only in C18, whose subject it is; skipped hooks that lose no sent value are DEGRADED.
 */
class OneRuleEverywhereSelfTest {

    private static final Map<String, TckCase> CASES = Criteria.all().stream()
            .flatMap(criterion -> criterion.cases().stream())
            .collect(Collectors.toMap(TckCase::id, Function.identity()));

    /** Cases of nine criteria, each holding a baseline bean the honest reader passes. */
    private static final List<String> BASELINE_CASES = List.of("C01.no-accessors", "C04.transient-int",
            "C05.added-all.new-to-old", "C06.added-all.old-to-new", "C07.renamed.old-to-new",
            "C09.inserted-field.old-to-new", "C13.missing-in-map", "C16.read-object-rebuilds",
            "C19.element-gains-field.old-to-new");

    record Row(String misbehaviour, String adapterId, Outcome expected, List<String> caseIds) {
        @Override
        public String toString() {
            return misbehaviour + " → " + expected;
        }
    }

    static Stream<Row> table() {
        return Stream.of(
                new Row("a field the writer set left at null", "selftest-defaults-a-field", Outcome.CORRUPT,
                        BASELINE_CASES),
                new Row("a value shifted into its neighbour", "selftest-shifts-into-a-neighbour", Outcome.CORRUPT,
                        BASELINE_CASES),
                new Row("every map rebuilt as a HashMap, outside C18", "selftest-maps-as-hash-maps", Outcome.PASS,
                        List.of("C01.no-accessors", "C05.added-all.new-to-old", "C13.missing-in-map",
                                "C16.serialization-proxy", "C19.element-gains-field.old-to-new")),
                new Row("every map rebuilt as a HashMap, in C18", "selftest-maps-as-hash-maps", Outcome.DEGRADED,
                        List.of("C18.linked-hash-map", "C18.tree-map")),
                new Row("hooks skipped, every sent value there", "selftest-skips-hooks", Outcome.DEGRADED,
                        List.of("C15.external-form", "C15.older-external-form", "C16.read-object-rebuilds",
                                "C16.serialization-proxy", "C16.singleton")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("table")
    void theSameMisbehaviourGetsTheSameOutcomeInEveryCriterion(Row row) {
        CaseRunner runner = new CaseRunner(row.adapterId(), Duration.ofSeconds(20), new RunTimings());
        Map<String, Outcome> observed = new LinkedHashMap<>();
        Map<String, String> evidence = new LinkedHashMap<>();
        for (String id : row.caseIds()) {
            TckCase tckCase = CASES.get(id);
            assertThat(tckCase).as("case " + id + " exists").isNotNull();
            CaseResult result = runner.run(tckCase);
            observed.put(id, result.outcome());
            evidence.put(id, result.evidence());
        }
        Map<String, Outcome> expected = new LinkedHashMap<>();
        row.caseIds().forEach(id -> expected.put(id, row.expected()));

        assertThat(observed).as("evidence: " + evidence).containsExactlyEntriesOf(expected);
    }
}
