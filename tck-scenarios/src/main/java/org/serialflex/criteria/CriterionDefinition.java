package org.serialflex.criteria;

import org.serialflex.runner.Criterion;
import org.serialflex.runner.CriterionDescription;
import org.serialflex.runner.TckCase;

import java.util.ArrayList;
import java.util.List;

/**
 * Base of the criteria: the id, title and prose up front, then {@link #define(List)} declares the
 * cases. Cases are built once and cached; their class bytes are generated on first use.
 */
abstract class CriterionDefinition implements Criterion {

    private final String id;
    private final String title;
    private final CriterionDescription description;
    private List<TckCase> cases;
    private List<TckCase> identityCases;

    CriterionDefinition(String id, String title, CriterionDescription description) {
        this.id = id;
        this.title = title;
        this.description = description;
    }

    /** Adds the criterion's cases, in a stable order. */
    abstract void define(List<CaseDefinition> cases);

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String title() {
        return title;
    }

    @Override
    public final CriterionDescription description() {
        return description;
    }

    @Override
    public final synchronized List<TckCase> cases() {
        if (cases == null) {
            List<CaseDefinition> definitions = new ArrayList<>();
            define(definitions);
            cases = definitions.stream().map(d -> d.build(id)).toList();
            java.util.Map<String, TckCase> identity = new java.util.LinkedHashMap<>();
            definitions.stream().map(d -> d.buildIdentity(id)).forEach(c -> identity.putIfAbsent(c.id(), c));
            identityCases = List.copyOf(identity.values());
        }
        return cases;
    }

    @Override
    public final synchronized List<TckCase> identityCases() {
        cases();
        return identityCases;
    }

    /** The package of this criterion's DTO classes, e.g. {@code org.serialflex.dto.c08}. */
    final String dto(String simpleName) {
        return "org.serialflex.dto." + id.toLowerCase(java.util.Locale.ROOT) + "." + simpleName;
    }
}
