package org.serialflex.adapters.gson;

import com.google.gson.Gson;
import org.junit.jupiter.api.Test;

import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * The kit writes its results with Gson too, so one Gson jar serves both on this module's class
 * path: the reported version must be that jar's, and the one the module's pom names.
 */
class GsonSetupTest {

    @Test
    void theReportedVersionIsTheOneOfTheJarGsonIsLoadedFrom() throws Exception {
        Properties pom = new Properties();
        try (var in = Gson.class.getResourceAsStream("/META-INF/maven/com.google.code.gson/gson/pom.properties")) {
            assertNotNull(in, "the Gson jar carries its pom.properties");
            pom.load(in);
        }
        assertEquals(pom.getProperty("version"), new GsonAdapter().library().version());
    }

    @Test
    void theReportedVersionIsTheOneThePomAsksFor() {
        assertEquals("com.google.code.gson:gson:" + System.getProperty("gson.version"),
                new GsonAdapter().library().coordinates());
    }
}
