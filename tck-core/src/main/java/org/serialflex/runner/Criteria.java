package org.serialflex.runner;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;

/** The criteria registered on the class path, in id order, optionally narrowed to a selection. */
public final class Criteria {

    private Criteria() {
    }

    /** Every registered criterion, sorted by id. */
    public static List<Criterion> all() {
        List<Criterion> criteria = new ArrayList<>();
        ServiceLoader.load(Criterion.class, Criteria.class.getClassLoader()).forEach(criteria::add);
        criteria.sort(Comparator.comparing(Criterion::id));
        return criteria;
    }

    /**
     * The criteria whose ids are in {@code selection}; all of them when the selection is empty.
     *
     * @throws IllegalArgumentException naming the unknown ids and listing the known ones
     */
    public static List<Criterion> select(List<Criterion> criteria, Set<String> selection) {
        if (selection.isEmpty()) {
            return criteria;
        }
        Set<String> known = new TreeSet<>();
        criteria.forEach(c -> known.add(c.id()));
        Set<String> unknown = new TreeSet<>(selection);
        unknown.removeAll(known);
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException("Unknown criterion id(s) " + unknown + " in -Dserialflex.criteria; "
                    + "known ids: " + String.join(",", known));
        }
        return criteria.stream().filter(c -> selection.contains(c.id())).toList();
    }
}
