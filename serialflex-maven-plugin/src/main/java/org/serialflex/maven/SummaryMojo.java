package org.serialflex.maven;

import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.serialflex.report.ReportTool;

import java.io.File;

/**
 * Prints the console summary (totals best first, CORRUPT and CRASH counts, the page's path) that a
 * {@code report} execution with {@code deferSummary} left in its output directory: a build that
 * renders its matrix early, for tests of the page, still ends with the summary where a reader looks.
 */
@Mojo(name = "summary", defaultPhase = LifecyclePhase.VERIFY, threadSafe = true)
public class SummaryMojo extends AfterTheTestsMojo {

    /** The {@code report} goal's output directory. */
    @Parameter(property = "serialflex.report.outputDirectory", defaultValue = "${project.build.directory}/serialflex")
    private File outputDirectory;

    /**
     * Skip the goal ({@code -Dserialflex.report.skip=true}): whenever the report goal skips, so that a summary an
     * earlier build left is not printed as this one's.
     */
    @Parameter(property = "serialflex.report.skip", defaultValue = "false")
    private boolean skip;

    @Override
    public void execute() throws MojoExecutionException {
        if (skip || testsSkipped()) {
            return;
        }
        int exitCode = MavenLogStreams.runReportTool(getLog(),
                (out, err) -> ReportTool.summary(outputDirectory.toPath(), out, err));
        if (exitCode != 0) {
            throw new MojoExecutionException("serialflex: cannot print the summary of " + outputDirectory + "; see above");
        }
    }
}
