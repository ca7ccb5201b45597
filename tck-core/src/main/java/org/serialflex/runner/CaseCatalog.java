package org.serialflex.runner;

import java.util.LinkedHashMap;
import java.util.Map;

/** Every case a host may be asked to run, by id: the criteria's cases and their identity sets. */
final class CaseCatalog {

    private CaseCatalog() {
    }

    /** The identity cases of {@code all} (a {@link #byId} catalog), criterion by criterion. */
    static java.util.List<TckCase> identityCases(Map<String, TckCase> all) {
        return Criteria.all().stream().flatMap(c -> c.identityCases().stream()).map(c -> all.get(c.id())).toList();
    }

    /** Every case by id, its classes generated here. */
    static Map<String, TckCase> byId() {
        Map<String, TckCase> cases = new LinkedHashMap<>();
        for (Criterion criterion : Criteria.all()) {
            criterion.cases().forEach(c -> cases.put(c.id(), c));
            criterion.identityCases().forEach(c -> cases.putIfAbsent(c.id(), c));
        }
        return cases;
    }

    /** Every case by id, with the classes of {@code classFile}, which the host's parent wrote ({@link CaseClassFile}). */
    static Map<String, TckCase> byId(java.nio.file.Path classFile) {
        return CaseClassFile.apply(byId(), classFile);
    }
}
