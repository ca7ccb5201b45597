package org.serialflex.criteria;

import org.serialflex.runner.Criterion;
import org.serialflex.runner.CriterionDescription;
import org.serialflex.runner.TckCase;

import java.util.ArrayList;
import java.util.List;

/**
 * Base of the criteria: the id and title up front (the prose in {@code prose/<id>.md}), then
 * {@link #define(List)} declares the cases. Cases are built once and cached; their class bytes are generated on first use.
 */
abstract class CriterionDefinition implements Criterion {

    private final String id;
    private final String title;
    private final CriterionDescription description;
    private List<TckCase> cases;
    private List<TckCase> identityCases;

    /** The criterion {@code id}, whose prose is {@code prose/<id>.md} beside this class ({@link CriterionProse}). */
    CriterionDefinition(String id, String title) {
        this.id = id;
        this.title = title;
        this.description = CriterionProse.of(id);
    }

    /** Adds the criterion's cases, in a stable order. */
    abstract void define(List<CaseDefinition> cases);

    /**
     * Whether a collection's or map's concrete class counts in this criterion's cases. Only C17 and
     * C18, whose subject it is, say yes; everywhere else collections and maps compare by content
     * (in order where the declared type promises one), so a library that builds a HashMap for every
     * Map loses points once, in C18.
     */
    boolean judgesCollectionClasses() {
        return false;
    }

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
            CaseNaming naming = new CaseNaming(id);
            cases = definitions.stream().map(d -> d.build(id, judgesCollectionClasses(), naming)).toList();
            java.util.Map<String, TckCase> identity = new java.util.LinkedHashMap<>();
            definitions.stream().map(d -> d.buildIdentity(id, judgesCollectionClasses(), naming))
                    .forEach(c -> identity.putIfAbsent(c.id(), c));
            identityCases = List.copyOf(identity.values());
        }
        return cases;
    }

    @Override
    public final synchronized List<TckCase> identityCases() {
        cases();
        return identityCases;
    }

    /**
     * A class of this criterion's package, e.g. {@code org.serialflex.dto.c08.Holder}: the name its
     * cases are written with; each case's classes have names of their own ({@link CaseNaming}).
     */
    final String dto(String simpleName) {
        return "org.serialflex.dto." + id.toLowerCase(java.util.Locale.ROOT) + "." + simpleName;
    }

    /** The {@link Baseline} bean {@code simpleName} of this criterion's package, whose address is {@code addressSimpleName}. */
    final BaselineBean baseline(String simpleName, String addressSimpleName) {
        return new BaselineBean(dto(simpleName), dto(addressSimpleName));
    }
}
