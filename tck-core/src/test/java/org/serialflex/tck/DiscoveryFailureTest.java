package org.serialflex.tck;

import org.junit.jupiter.api.Test;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An error found before any case runs reaches the console from the kit itself, whole, and is the
 * failure's message, instead of the launcher's "TestEngine with ID 'serialflex' failed to discover
 * tests" (whose cause Surefire leaves in a dump file). This module's test class path registers
 * adapters but no criteria (they live in tck-scenarios): discovery fails there, as it does in a
 * project that forgot tck-scenarios.
 */
class DiscoveryFailureTest {

    @Test
    void aDiscoveryErrorIsPrintedWholeAndIsTheFailuresMessage() {
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                .selectors(DiscoverySelectors.selectUniqueId("[engine:serialflex]"))
                .configurationParameter("serialflex.moduleDir", Path.of(".").toAbsolutePath().toString())
                .build();
        SummaryGeneratingListener summary = new SummaryGeneratingListener();
        PrintStream console = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            LauncherFactory.create().execute(request, summary);
        } finally {
            System.setOut(console);
        }

        List<TestExecutionSummary.Failure> failures = summary.getSummary().getFailures();
        assertThat(failures).hasSize(1);
        String message = failures.get(0).getException().getMessage();
        assertThat(message).startsWith("No criteria found on the class path")
                .contains("org.serialflex:tck-scenarios").doesNotContain("failed to discover tests");
        assertThat(printed.toString(StandardCharsets.UTF_8)).contains("serialflex: the kit cannot run: " + message);
    }
}
