/**
 * The one launcher of child JVMs, for case hosts, safety probes, races and the check: {@link
 * org.serialflex.jvm.ChildJvm}; the forensics of a JVM that died ({@link org.serialflex.jvm.JvmDeath}); and the
 * one framed protocol every child that runs a library speaks ({@link org.serialflex.jvm.Frames}).
 *
 * <p>Knows processes, not cases: what a child runs is its caller's business.
 *
 * <p>May not import: {@code org.serialflex.tck}, {@code org.serialflex.runner}, {@code org.serialflex.safety},
 * {@code org.serialflex.lanes}, {@code org.serialflex.worlds}, {@code org.serialflex.verdicts}, {@code
 * org.serialflex.results}.
 */
package org.serialflex.jvm;
