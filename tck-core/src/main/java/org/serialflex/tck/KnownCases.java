package org.serialflex.tck;

import org.serialflex.runner.Criterion;
import org.serialflex.runner.TckCase;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The cases the kit defines, whatever a run selects: what an id in a pin file must name. A pin of
 * a case that was renamed or removed would otherwise sit in the file forever, checked by nothing.
 *
 * @param criteria     the ids of every registered criterion
 * @param matrixCases  the ids of every case of the matrix's own lane
 * @param laneCases    the ids an upgrade lane runs: every case and every identity case
 */
record KnownCases(Set<String> criteria, Set<String> matrixCases, Set<String> laneCases) {

    KnownCases {
        criteria = Set.copyOf(criteria);
        matrixCases = Set.copyOf(matrixCases);
        laneCases = Set.copyOf(laneCases);
    }

    /** The cases of {@code all}, the registered criteria (not a run's selection of them). */
    static KnownCases of(List<Criterion> all) {
        Set<String> criteria = new HashSet<>();
        Set<String> matrix = new HashSet<>();
        Set<String> lanes = new HashSet<>();
        for (Criterion criterion : all) {
            criteria.add(criterion.id());
            criterion.cases().stream().map(TckCase::id).forEach(matrix::add);
            criterion.identityCases().stream().map(TckCase::id).forEach(lanes::add);
        }
        lanes.addAll(matrix);
        return new KnownCases(criteria, matrix, lanes);
    }

    /** Whether {@code key} names a case of its lane (the matrix's own or an upgrade lane). */
    boolean names(CaseKey key) {
        return (key.isMatrix() ? matrixCases : laneCases).contains(key.caseId());
    }

    /** {@code C06} for {@code C06.added-string.old-to-new}: case ids start with their criterion's id. */
    static String criterionOf(String caseId) {
        int dot = caseId.indexOf('.');
        return dot < 0 ? caseId : caseId.substring(0, dot);
    }
}
