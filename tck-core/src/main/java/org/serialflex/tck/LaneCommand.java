package org.serialflex.tck;

import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.EngineFilter;
import org.junit.platform.launcher.TagFilter;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

import java.util.ArrayList;
import java.util.List;

/**
 * The engine of {@code scripts/serialflex lane 'a>b'}: runs the kit's engine once, through the JUnit
 * launcher as Surefire would, on an adapter module's test class path, with the settings as system
 * properties ({@code -Dserialflex.lanes=...}, the module, the output directory; docs/lanes.md, "A lane of
 * one's own"). The engine prints the answer; this prints each failure once, in one line, and exits 0 when
 * nothing failed, 1 when a test failed (a KIT_ERROR, a pin of a declared lane or of the matrix) and 2 when
 * the run could not even start (a lane side that cannot be resolved, a setting that does not parse).
 * {@code -Dserialflex.tags=matrix|identity} keeps the tests of a JUnit tag expression, as Surefire's {@code -Dgroups}
 * does: the upgrade atlas asks every lane's identity set only, beside the matrix that is the lanes' baseline.
 */
public final class LaneCommand {

    private LaneCommand() {
    }

    /** The system property holding a JUnit tag expression the run keeps ({@code matrix|identity}). */
    static final String TAGS = "serialflex.tags";

    /** Runs the engine as the system properties say; the exit status as above. */
    public static void main(String[] args) {
        Failures failures = new Failures();
        LauncherDiscoveryRequestBuilder request = LauncherDiscoveryRequestBuilder.request()
                .selectors(DiscoverySelectors.selectUniqueId(UniqueId.forEngine(SerialflexEngine.ID)))
                .filters(EngineFilter.includeEngines(SerialflexEngine.ID));
        String tags = System.getProperty(TAGS, "");
        if (!tags.isBlank()) {
            request.filters(TagFilter.includeTags(tags));
        }
        LauncherFactory.create().execute(request.build(), failures);
        failures.lines.forEach(System.out::println);
        System.out.flush();
        System.exit(failures.couldNotStart ? 2 : failures.lines.isEmpty() ? 0 : 1);
    }

    /** Each failed test or container, once, as one line: its message's first line says what and how to fix it. */
    private static final class Failures implements TestExecutionListener {

        private final List<String> lines = new ArrayList<>();
        private boolean couldNotStart;

        @Override
        public synchronized void executionFinished(TestIdentifier identifier, TestExecutionResult result) {
            if (result.getStatus() != TestExecutionResult.Status.FAILED) {
                return;
            }
            couldNotStart |= identifier.isContainer() || identifier.getUniqueIdObject().getLastSegment().getType()
                    .equals(ConfigurationFailure.SEGMENT);
            String message = result.getThrowable().map(t -> t.getMessage() == null ? t.toString() : t.getMessage())
                    .orElse("failed");
            lines.add("serialflex lane: " + (identifier.isContainer() ? "" : identifier.getLegacyReportingName() + ": ")
                    + oneLine(message));
        }

        /**
         * The kit's messages say the problem in their first line and the fix in their last; what lies between
         * (Maven's errors, the JDKs found) is detail the console of a question does without.
         */
        private static String oneLine(String message) {
            List<String> lines = message.strip().lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
            if (lines.size() <= 1) {
                return lines.isEmpty() ? "" : lines.get(0);
            }
            String first = lines.get(0);
            return (first.endsWith(":") ? first.substring(0, first.length() - 1) + "." : first) + " "
                    + lines.get(lines.size() - 1);
        }
    }
}
