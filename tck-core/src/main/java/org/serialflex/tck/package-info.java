/**
 * The JUnit Platform engine: {@link org.serialflex.tck.SerialflexEngine}, the tree it discovers ({@link
 * org.serialflex.tck.TckTree}: adapter, lane, criterion, case), what it runs ({@link
 * org.serialflex.tck.AdapterExecution}), JUnit events as cases finish ({@link org.serialflex.tck.LiveReport}),
 * the pins ({@link org.serialflex.tck.PinnedOutcomes}) and the settings ({@link
 * org.serialflex.tck.TckSettings}).
 *
 * <p>The top of tck-core: it runs the runner, the lanes and the safety profile and nothing runs it but the JUnit
 * Platform (and {@link org.serialflex.tck.LaneCommand}). The command line and the report are other modules'.
 *
 * <p>May not import: {@code picocli}, {@code org.serialflex.cli}, {@code org.serialflex.report}, {@code
 * org.serialflex.check}.
 */
package org.serialflex.tck;
