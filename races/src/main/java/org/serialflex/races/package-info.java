/**
 * The {@code races} subcommand ({@link org.serialflex.races.RacesCommand}, {@link
 * org.serialflex.races.RacesOptions}, run by {@link org.serialflex.races.Races}): the weighing ({@link
 * org.serialflex.races.Weighing}) and the JMH races ({@link org.serialflex.races.AdapterRace}, {@link
 * org.serialflex.races.RaceBenchmarks}), each in a JVM of its own, and where a run's numbers come from ({@link
 * org.serialflex.races.RaceProvenance}).
 *
 * <p>Measures sizes and speeds; scoring flexibility is the engine's and drawing them the report's.
 *
 * <p>May not import: {@code org.serialflex.tck}, {@code org.serialflex.runner}, {@code org.serialflex.report}.
 */
package org.serialflex.races;
