/**
 * Running cases: one adapter's run ({@link org.serialflex.runner.AdapterRun}, configured by {@link
 * org.serialflex.runner.RunSettings}) and its scores; one case ({@link org.serialflex.runner.CaseRunner}: a
 * write half, the written bytes, a read half); worlds reused between cases ({@link
 * org.serialflex.runner.WorldPool}); where cases run ({@link org.serialflex.runner.CaseHosts}, one lane at a time
 * through {@link org.serialflex.runner.LaneHosts}: in this JVM, or in JVMs of their own by {@code
 * org.serialflex.runner.host}, which reaches back only through {@link org.serialflex.runner.HostedHalves});
 * progress through one {@link
 * org.serialflex.runner.RunReport}; and the criterion SPI ({@link org.serialflex.runner.Criterion}, {@link
 * org.serialflex.runner.TckCase}, {@link org.serialflex.runner.Criteria}).
 *
 * <p>Under the engine and the safety profile, never the other way: a run is told its settings and reports
 * through {@code RunReport}, it does not reach for JUnit.
 *
 * <p>May not import: {@code org.serialflex.tck}, {@code org.serialflex.safety}, {@code org.serialflex.runner.host},
 * {@code org.junit}.
 */
package org.serialflex.runner;
