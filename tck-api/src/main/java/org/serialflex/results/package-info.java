/**
 * The results schema every tool reads (docs/results-schema.md): {@link org.serialflex.results.AdapterResults},
 * {@link org.serialflex.results.CriterionResult}, {@link org.serialflex.results.CaseResult}, {@link
 * org.serialflex.results.LaneResults}, the safety profile's records and {@link org.serialflex.results.Outcome}
 * (worst first). Plain records: reading and writing them as JSON is tck-core's {@code
 * org.serialflex.results.json}.
 *
 * <p>May import only: {@code java}.
 */
package org.serialflex.results;
