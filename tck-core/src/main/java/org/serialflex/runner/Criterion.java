package org.serialflex.runner;

import java.util.List;

/**
 * One of the criteria of the specification with its cases. Implementations are found with
 * {@link java.util.ServiceLoader} ({@code META-INF/services/org.serialflex.runner.Criterion}).
 */
public interface Criterion {

    /** The id of the value zoo, the one registered criterion that is not {@link #scored()}. */
    String VALUE_ZOO = "ZOO";

    /** {@code C01}..{@code C20}, or {@code ZOO} for the value zoo. */
    String id();

    /** Short title, e.g. {@code Same field name, different type}. */
    String title();

    /** What it checks, why it matters and what each outcome means, for docs/criteria.md. */
    CriterionDescription description();

    /** Every case, in a stable order. */
    List<TckCase> cases();

    /**
     * Whether the criterion counts in the score out of 20. The value zoo does not: its cases hold one JDK value
     * each, with the same class on both sides, and say what a library carries at all (and, across a lane, what an
     * upgrade breaks), so its results are a section of their own ({@code AdapterResults.zoo}). Its cases still run
     * in the matrix and in every lane, are pinned, and count in a lane's verdict like the identity set.
     */
    default boolean scored() {
        return true;
    }

    /**
     * The criterion's identity set: its cases with the same class version on both sides (the
     * writer's), so that an upgrade lane measures a library or JDK change on its own. A case whose
     * two sides already hold the same class version is its own identity case (same id).
     */
    default List<TckCase> identityCases() {
        return List.of();
    }
}
