package org.serialflex.runner;

import java.util.List;

/**
 * One of the criteria of the specification with its cases. Implementations are found with
 * {@link java.util.ServiceLoader} ({@code META-INF/services/org.serialflex.runner.Criterion}).
 */
public interface Criterion {

    /** {@code C01}..{@code C20}. */
    String id();

    /** Short title, e.g. {@code Same field name, different type}. */
    String title();

    /** What it checks, why it matters and what each outcome means, for docs/criteria.md. */
    CriterionDescription description();

    /** Every case, in a stable order. */
    List<TckCase> cases();

    /**
     * The criterion's identity set: its cases with the same class version on both sides (the
     * writer's), so that an upgrade lane measures a library or JDK change on its own. A case whose
     * two sides already hold the same class version is its own identity case (same id).
     */
    default List<TckCase> identityCases() {
        return List.of();
    }
}
