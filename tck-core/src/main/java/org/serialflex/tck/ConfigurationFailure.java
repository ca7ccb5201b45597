package org.serialflex.tck;

import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.serialflex.runner.RunReport;

/**
 * What the kit's tree holds when it cannot be built (an unknown adapter or criterion id, a services
 * file naming a class that is not there, no criteria on the class path): one test that fails with
 * the reason. Thrown from discovery, the reason would reach Surefire's console only as "TestEngine
 * with ID '...' failed to discover tests" and the text itself only a dump file; as a failed test, its
 * message is the failure Surefire (and Gradle) print, and the engine prints it whole beforehand.
 */
final class ConfigurationFailure extends AbstractTestDescriptor {

    static final String SEGMENT = "configuration";

    private final RuntimeException reason;

    ConfigurationFailure(UniqueId engineId, RuntimeException reason) {
        super(engineId.append(SEGMENT, "error"), "serialflex configuration");
        this.reason = reason;
    }

    /** Tells {@code console} the reason whole, as the kit's first word on the console, and makes it this test's failure. */
    static ConfigurationFailure report(UniqueId engineId, RuntimeException reason, RunReport console) {
        console.notice("serialflex: the kit cannot run: " + reason.getMessage());
        return new ConfigurationFailure(engineId, reason);
    }

    /** The exception the test fails with: the reason itself, so that its message is the failure's. */
    RuntimeException reason() {
        return reason;
    }

    @Override
    public Type getType() {
        return Type.TEST;
    }
}
