/**
 * What the reader must produce and how it is judged: {@link org.serialflex.verdicts.Expected} (built with {@code
 * Expect}), {@link org.serialflex.verdicts.DeepComparison} (field by field, never {@code equals()}), {@link
 * org.serialflex.verdicts.Verdict} (outcome and evidence) and {@link org.serialflex.verdicts.CriterionScore}.
 *
 * <p>Pure judgement of values already read: no worlds, no JVMs, no runner.
 *
 * <p>May not import: {@code org.serialflex.tck}, {@code org.serialflex.runner}, {@code org.serialflex.safety},
 * {@code org.serialflex.lanes}, {@code org.serialflex.worlds}, {@code org.serialflex.jvm}.
 */
package org.serialflex.verdicts;
