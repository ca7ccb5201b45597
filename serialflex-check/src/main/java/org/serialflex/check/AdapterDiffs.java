package org.serialflex.check;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The changed classes of a check of several adapters, each class once: the adapters may see different changes (each
 * library names fields in the bytes its own way), so a change is listed once with the roots of every adapter that
 * sees it, and the kit scores of each of those adapters, each score named with its adapter ({@code kryo C07}).
 */
final class AdapterDiffs {

    private AdapterDiffs() {
    }

    static List<ClassDiff> merge(List<CheckReport> byAdapter) {
        Map<String, Map<ClassChange, List<KitScore>>> changes = new TreeMap<>();
        Map<String, Set<String>> roots = new LinkedHashMap<>();
        for (CheckReport report : byAdapter) {
            for (ClassDiff diff : report.diffs()) {
                Map<ClassChange, List<KitScore>> ofClass = changes.computeIfAbsent(diff.className(),
                        k -> new LinkedHashMap<>());
                for (ScoredChange change : diff.changes()) {
                    List<KitScore> scores = ofClass.computeIfAbsent(change.change(), k -> new ArrayList<>());
                    change.scores().forEach(s -> scores.add(new KitScore(report.adapterId() + " " + s.criterionId(),
                            s.title(), s.score(), s.outcomes(), s.source())));
                }
                Set<String> reaching = roots.computeIfAbsent(diff.className(), k -> new LinkedHashSet<>());
                diff.roots().forEach(r -> reaching.add(CheckReport.rowName(r, report.adapterId())));
            }
        }
        List<ClassDiff> diffs = new ArrayList<>();
        changes.forEach((className, ofClass) -> diffs.add(new ClassDiff(className, ofClass.entrySet().stream()
                .map(e -> new ScoredChange(e.getKey(), e.getValue())).toList(), List.copyOf(roots.get(className)))));
        return diffs;
    }
}
