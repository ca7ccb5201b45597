/**
 * The safety profile: {@link org.serialflex.safety.SafetyRun}, each probe ({@link
 * org.serialflex.safety.BombProbes}, {@link org.serialflex.safety.FuzzProbes}, {@link
 * org.serialflex.safety.UnexpectedClassProbe}) in a {@link org.serialflex.safety.SafetyHost} JVM, telling its
 * {@link org.serialflex.safety.ProbeMessage}s in the same frames as a case host.
 *
 * <p>Built on the runner's worlds and hosts; started by the engine, never starting it.
 *
 * <p>May not import: {@code org.serialflex.tck}.
 */
package org.serialflex.safety;
