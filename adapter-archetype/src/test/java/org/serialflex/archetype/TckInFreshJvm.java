package org.serialflex.archetype;

import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/**
 * Runs one test class through the JUnit Platform in a JVM of its own, the way Surefire runs an
 * adapter module's TCK test: {@code java -cp ... TckInFreshJvm <test class>}. Prints one line per
 * failure and a count line; exits with 1 when a test failed.
 */
final class TckInFreshJvm {

    private TckInFreshJvm() {
    }

    public static void main(String[] args) {
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request().selectors(selectClass(args[0])).build();
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        Launcher launcher = LauncherFactory.create();
        launcher.execute(request, listener);
        TestExecutionSummary summary = listener.getSummary();
        for (TestExecutionSummary.Failure failure : summary.getFailures()) {
            System.out.println("FAILED " + failure.getTestIdentifier().getDisplayName() + ": "
                    + failure.getException().getMessage());
        }
        System.out.println("tests " + summary.getTestsFoundCount() + ", succeeded " + summary.getTestsSucceededCount()
                + ", failed " + summary.getTotalFailureCount());
        System.exit(summary.getTotalFailureCount() == 0 && summary.getTestsFoundCount() > 0 ? 0 : 1);
    }
}
