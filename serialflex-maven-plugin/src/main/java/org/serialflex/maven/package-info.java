/**
 * The goals: {@link org.serialflex.maven.ReportMojo}, {@link org.serialflex.maven.SummaryMojo}, {@link
 * org.serialflex.maven.DiffMojo} (calling {@code ReportTool}) and {@link org.serialflex.maven.CheckMojo}
 * (starting the check through {@code CheckLauncher}), each building the same typed options the command line
 * builds.
 *
 * <p>A goal calls a typed entry point; it never assembles a command line of its own nor parses one.
 *
 * <p>May not import: {@code picocli}, {@code org.serialflex.tck}, {@code org.serialflex.runner}, {@code
 * org.serialflex.cli}.
 */
package org.serialflex.maven;
