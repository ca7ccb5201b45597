/**
 * The 20 criteria ({@link org.serialflex.criteria.C01PlainObjects} to {@link
 * org.serialflex.criteria.C20Records}, on {@link org.serialflex.criteria.CriterionDefinition} and {@link
 * org.serialflex.criteria.CaseDefinition}; each case's classes in a package of their own from {@link
 * org.serialflex.criteria.CaseNaming}), their prose ({@code prose/<id>.md}, read by {@link
 * org.serialflex.criteria.CriterionProse}) and docs/criteria.md ({@link
 * org.serialflex.criteria.CriteriaDocument}). docs/architecture.md, "Add a criterion or a case", lists every
 * file a new one touches.
 *
 * <p>Criteria declare cases; running and judging them is tck-core's. A criterion never starts a JVM or a world
 * itself.
 *
 * <p>May not import: {@code org.serialflex.tck}, {@code org.serialflex.worlds}, {@code org.serialflex.jvm},
 * {@code org.serialflex.lanes}, {@code org.serialflex.safety}.
 */
package org.serialflex.criteria;
