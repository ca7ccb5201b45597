package org.serialflex.adapters.hessian;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The reported version is the one the module's pom asks for (the jar's manifest says 3.1.0). */
class HessianSetupTest {

    @Test
    void theReportedVersionIsTheOneThePomAsksFor() {
        assertEquals("com.caucho:hessian:" + System.getProperty("hessian.version"),
                new HessianAdapter().library().coordinates());
    }
}
