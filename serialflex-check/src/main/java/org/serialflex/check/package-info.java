/**
 * The check of a team's own classes: the {@code check} subcommand ({@link org.serialflex.check.CheckMain},
 * {@link org.serialflex.check.CheckOptions}), its JVM ({@link org.serialflex.check.CheckLauncher}), the run
 * ({@link org.serialflex.check.Check}: the structural diff, the samples, a {@link
 * org.serialflex.check.RootCheck} per root class, the kit's scores) and its reports ({@link
 * org.serialflex.check.CheckReportFiles}).
 *
 * <p>Runs the kit's worlds and verdicts on a team's classes; it is no part of the engine and never reaches for
 * the report's model.
 *
 * <p>May not import: {@code org.serialflex.tck}, {@code org.serialflex.report}, {@code org.serialflex.safety}.
 */
package org.serialflex.check;
