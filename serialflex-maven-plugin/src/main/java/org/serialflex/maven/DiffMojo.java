package org.serialflex.maven;

import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.serialflex.report.DiffOptions;
import org.serialflex.report.ReportTool;

import java.io.File;

/**
 * Compares two matrices (matrix.json of two runs, or two results files of one adapter), e.g. before
 * and after a library upgrade, and prints every changed verdict; with {@code failOnWorse} a case
 * outcome that got worse or a criterion score that dropped fails the build.
 */
@Mojo(name = "diff", threadSafe = true)
public class DiffMojo extends AbstractMojo {

    /** The earlier matrix.json (or results file), e.g. a copy of {@code target/serialflex/matrix.json} kept before an upgrade. */
    @Parameter(property = "serialflex.diff.before", required = true)
    private File before;

    /** The later one: by default the matrix the {@code report} goal wrote in this build. */
    @Parameter(property = "serialflex.diff.after", defaultValue = "${project.build.directory}/serialflex/matrix.json")
    private File after;

    /** Fail the build when a case's outcome got worse or a criterion's score dropped. */
    @Parameter(property = "serialflex.diff.failOnWorse", defaultValue = "false")
    private boolean failOnWorse;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        DiffOptions options = new DiffOptions(before.toPath(), after.toPath(), failOnWorse);
        int exitCode = MavenLogStreams.runReportTool(getLog(), (out, err) -> ReportTool.diff(options, out, err));
        if (exitCode == 1) {
            throw new MojoFailureException("serialflex: verdicts got worse between " + before + " and " + after
                    + "; see above");
        }
        if (exitCode != 0) {
            throw new MojoExecutionException("serialflex: cannot compare " + before + " and " + after + "; see above");
        }
    }
}
