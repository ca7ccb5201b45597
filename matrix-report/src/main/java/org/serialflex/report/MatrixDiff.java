package org.serialflex.report;

import org.serialflex.results.AdapterResults;
import org.serialflex.results.CaseResult;
import org.serialflex.results.CriterionResult;
import org.serialflex.results.LaneResults;
import org.serialflex.results.Outcome;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * What changed between two runs: every changed case verdict, score changes, and adapters, criteria and
 * cases that appeared or disappeared. Verdicts and scores are compared as stored; none is recomputed.
 *
 * @param adaptersAdded    adapter ids only in the after run
 * @param adaptersRemoved  adapter ids only in the before run
 * @param verdicts         cases whose outcome changed
 * @param scores           criteria whose score changed
 * @param totals           adapters whose total changed ({@code criterion} is {@code null})
 * @param criteriaAdded    criteria only in the after run of an adapter
 * @param criteriaRemoved  criteria only in the before run of an adapter
 * @param casesAdded       cases only in the after run of an adapter's criterion
 * @param casesRemoved     cases only in the before run of an adapter's criterion
 */
record MatrixDiff(List<String> adaptersAdded, List<String> adaptersRemoved, List<VerdictChange> verdicts,
                  List<ScoreChange> scores, List<ScoreChange> totals, List<Place> criteriaAdded,
                  List<Place> criteriaRemoved, List<Place> casesAdded, List<Place> casesRemoved) {

    /** A case whose outcome changed; {@code adapter} reads {@code before→after} when two ids were paired. */
    record VerdictChange(String adapter, String criterion, String caseId, String title, Outcome before,
                         Outcome after, String evidenceBefore, String evidenceAfter) {

        boolean worse() {
            return after.isWorseThan(before);
        }
    }

    /** A score that changed. */
    record ScoreChange(String adapter, String criterion, double before, double after) {

        boolean dropped() {
            return after < before;
        }
    }

    /** Where something appeared or disappeared; {@code caseId} is {@code null} for a criterion. */
    record Place(String adapter, String criterion, String caseId) {
    }

    /** Whether any case outcome got worse or any criterion score dropped. */
    boolean anyWorse() {
        return verdicts.stream().anyMatch(VerdictChange::worse) || scores.stream().anyMatch(ScoreChange::dropped);
    }

    boolean isEmpty() {
        return adaptersAdded.isEmpty() && adaptersRemoved.isEmpty() && verdicts.isEmpty() && scores.isEmpty()
                && totals.isEmpty() && criteriaAdded.isEmpty() && criteriaRemoved.isEmpty() && casesAdded.isEmpty()
                && casesRemoved.isEmpty();
    }

    /** Compares two runs, pairing adapters by id. */
    static MatrixDiff of(List<AdapterResults> before, List<AdapterResults> after) {
        Builder builder = new Builder();
        Map<String, AdapterResults> afterById = byId(after, AdapterResults::adapterId);
        Map<String, AdapterResults> beforeById = byId(before, AdapterResults::adapterId);
        beforeById.forEach((id, b) -> {
            AdapterResults a = afterById.get(id);
            if (a == null) {
                builder.adaptersRemoved.add(id);
            } else {
                builder.compare(id, b, a);
            }
        });
        afterById.keySet().stream().filter(id -> !beforeById.containsKey(id)).forEach(builder.adaptersAdded::add);
        return builder.build();
    }

    /** Compares two single-adapter runs whatever their ids (e.g. {@code kryo} against {@code kryo-unsafe}). */
    static MatrixDiff of(AdapterResults before, AdapterResults after) {
        Builder builder = new Builder();
        String label = before.adapterId().equals(after.adapterId()) ? before.adapterId()
                : before.adapterId() + "→" + after.adapterId();
        builder.compare(label, before, after);
        return builder.build();
    }

    private static <T> Map<String, T> byId(List<T> items, Function<T, String> id) {
        Map<String, T> map = new LinkedHashMap<>();
        items.forEach(item -> map.putIfAbsent(id.apply(item), item));
        return map;
    }

    private static final class Builder {
        final List<String> adaptersAdded = new ArrayList<>();
        final List<String> adaptersRemoved = new ArrayList<>();
        final List<VerdictChange> verdicts = new ArrayList<>();
        final List<ScoreChange> scores = new ArrayList<>();
        final List<ScoreChange> totals = new ArrayList<>();
        final List<Place> criteriaAdded = new ArrayList<>();
        final List<Place> criteriaRemoved = new ArrayList<>();
        final List<Place> casesAdded = new ArrayList<>();
        final List<Place> casesRemoved = new ArrayList<>();

        void compare(String adapter, AdapterResults before, AdapterResults after) {
            compare(adapter, before.criteria(), after.criteria());
            if (before.total() != after.total()) {
                totals.add(new ScoreChange(adapter, null, before.total(), after.total()));
            }
            // Upgrade lanes are compared lane by lane, identity set and criteria alike, under "adapter lane id".
            Map<String, LaneResults> afterLanes = byId(after.lanes(), LaneResults::id);
            Map<String, LaneResults> beforeLanes = byId(before.lanes(), LaneResults::id);
            beforeLanes.forEach((id, b) -> {
                LaneResults a = afterLanes.get(id);
                String lane = adapter + " lane " + id;
                if (a == null) {
                    criteriaRemoved.add(new Place(lane, "every criterion", null));
                } else {
                    compare(lane + " identity set", b.identity(), a.identity());
                    compare(lane, b.criteria(), a.criteria());
                    if (b.total() != a.total()) {
                        totals.add(new ScoreChange(lane, null, b.total(), a.total()));
                    }
                }
            });
            afterLanes.keySet().stream().filter(id -> !beforeLanes.containsKey(id))
                    .forEach(id -> criteriaAdded.add(new Place(adapter + " lane " + id, "every criterion", null)));
        }

        private void compare(String adapter, List<CriterionResult> beforeList, List<CriterionResult> afterList) {
            Map<String, CriterionResult> afterCriteria = byId(afterList, CriterionResult::id);
            Map<String, CriterionResult> beforeCriteria = byId(beforeList, CriterionResult::id);
            beforeCriteria.forEach((id, b) -> {
                CriterionResult a = afterCriteria.get(id);
                if (a == null) {
                    criteriaRemoved.add(new Place(adapter, id, null));
                } else {
                    compare(adapter, b, a);
                }
            });
            afterCriteria.keySet().stream().filter(id -> !beforeCriteria.containsKey(id))
                    .forEach(id -> criteriaAdded.add(new Place(adapter, id, null)));
        }

        private void compare(String adapter, CriterionResult before, CriterionResult after) {
            Map<String, CaseResult> afterCases = byId(after.cases(), CaseResult::id);
            Map<String, CaseResult> beforeCases = byId(before.cases(), CaseResult::id);
            beforeCases.forEach((id, b) -> {
                CaseResult a = afterCases.get(id);
                if (a == null) {
                    casesRemoved.add(new Place(adapter, before.id(), id));
                } else if (a.outcome() != b.outcome()) {
                    verdicts.add(new VerdictChange(adapter, before.id(), id, a.title(), b.outcome(), a.outcome(),
                            b.evidence(), a.evidence()));
                }
            });
            afterCases.keySet().stream().filter(id -> !beforeCases.containsKey(id))
                    .forEach(id -> casesAdded.add(new Place(adapter, after.id(), id)));
            if (before.score() != after.score()) {
                scores.add(new ScoreChange(adapter, before.id(), before.score(), after.score()));
            }
        }

        MatrixDiff build() {
            return new MatrixDiff(List.copyOf(adaptersAdded), List.copyOf(adaptersRemoved), List.copyOf(verdicts),
                    List.copyOf(scores), List.copyOf(totals), List.copyOf(criteriaAdded),
                    List.copyOf(criteriaRemoved), List.copyOf(casesAdded), List.copyOf(casesRemoved));
        }
    }
}
