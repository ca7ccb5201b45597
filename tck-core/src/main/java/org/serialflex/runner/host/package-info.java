/**
 * The fork machinery: cases in JVMs of their own, one per side, so that a library that takes its JVM down costs
 * one case. Its typed entry point is {@link org.serialflex.runner.host.ForkedHosts} (a {@link
 * org.serialflex.runner.CaseHosts}); a run reaches it only through {@link org.serialflex.runner.LaneHosts}, and it
 * reaches the running of cases only through {@link org.serialflex.runner.HostedHalves}. Inside: the scheduling
 * ({@link org.serialflex.runner.host.ForkedLane}), the host's own main ({@link org.serialflex.runner.host.CaseHost})
 * and its command line ({@link org.serialflex.runner.host.CaseHostCommand}), the JVM followed from the kit's side
 * ({@link org.serialflex.runner.host.CaseHostJvm}) and kept between runs ({@link
 * org.serialflex.runner.host.HostPool}), the protocol ({@link org.serialflex.runner.host.HostMessage} through
 * {@link org.serialflex.runner.host.HostCodec}), and what one run in a host said and how it ended ({@link
 * org.serialflex.runner.host.HostRun}, {@link org.serialflex.runner.host.HostDeath}, {@link
 * org.serialflex.runner.host.HostEnding}), as JMH keeps its forked VMs' link apart from its runner.
 *
 * <p>Knows JVMs and the protocol, not how a case is judged: verdicts come from the halves it runs.
 *
 * <p>May not import: {@code org.serialflex.tck}, {@code org.serialflex.safety}, {@code org.junit}.
 */
package org.serialflex.runner.host;
