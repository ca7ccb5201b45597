package org.serialflex.maven;

import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * A goal that shows what this build's tests left (the {@code report} and {@code summary} goals):
 * skipped with the tests, since no test ran and nothing of this build is there to show.
 */
public abstract class AfterTheTestsMojo extends AbstractMojo {

    /** Skipped with the tests ({@code -DskipTests}): no tests ran, so there are no results of this build to show. */
    @Parameter(property = "skipTests", defaultValue = "false")
    private boolean skipTests;

    /** Skipped with the tests ({@code -Dmaven.test.skip=true}), as {@code skipTests}. */
    @Parameter(property = "maven.test.skip", defaultValue = "false")
    private boolean mavenTestSkip;

    /** Whether this build skips its tests. */
    boolean testsSkipped() {
        return skipTests || mavenTestSkip;
    }
}
