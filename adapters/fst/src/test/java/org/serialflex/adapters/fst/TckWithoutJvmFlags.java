package org.serialflex.adapters.fst;

import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/**
 * Runs {@link FstTck} the way a user would, for {@link FstJvmOptionsTest}, which starts this
 * class in a JVM without FST's flags. Prints the message of every failure so the test can read
 * what the user would see.
 */
final class TckWithoutJvmFlags {

    private TckWithoutJvmFlags() {
    }

    public static void main(String[] args) {
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                .selectors(selectClass(FstTck.class)).build();
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        Launcher launcher = LauncherFactory.create();
        launcher.execute(request, listener);
        listener.getSummary().getFailures().forEach(failure ->
                System.out.println("FAILURE " + failure.getException().getMessage()));
        System.out.println("CASES STARTED " + listener.getSummary().getTestsStartedCount());
    }
}
