package org.serialflex.runner;

import java.util.LinkedHashMap;
import java.util.Map;

/** Every case a host may be asked to run, by id: the criteria's cases and their identity sets. */
final class CaseCatalog {

    private CaseCatalog() {
    }

    static Map<String, TckCase> byId() {
        Map<String, TckCase> cases = new LinkedHashMap<>();
        for (Criterion criterion : Criteria.all()) {
            criterion.cases().forEach(c -> cases.put(c.id(), c));
            criterion.identityCases().forEach(c -> cases.putIfAbsent(c.id(), c));
        }
        return cases;
    }
}
