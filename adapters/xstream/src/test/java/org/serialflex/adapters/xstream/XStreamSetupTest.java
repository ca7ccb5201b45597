package org.serialflex.adapters.xstream;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The reported version is the one the module's pom asks for. */
class XStreamSetupTest {

    @Test
    void theReportedVersionIsTheOneThePomAsksFor() {
        assertEquals("com.thoughtworks.xstream:xstream:" + System.getProperty("xstream.version"),
                new XStreamAdapter().library().coordinates());
    }
}
