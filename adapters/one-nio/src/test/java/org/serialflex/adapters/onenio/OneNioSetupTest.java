package org.serialflex.adapters.onenio;

import org.junit.jupiter.api.Test;
import org.serialflex.spi.JvmOption;
import org.serialflex.spi.SerializerAdapter;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The adapters declare the JVM option without which a second copy of one-nio in the same JVM
 * fails (the case JVMs get it from them); and they report the library version the module's pom
 * asks for.
 */
class OneNioSetupTest {

    private static final List<SerializerAdapter> ADAPTERS = List.of(new OneNioAdapter(), new OneNioPersistAdapter());

    @Test
    void everyAdapterDeclaresTheMethodHandlesMode() {
        for (SerializerAdapter adapter : ADAPTERS) {
            // the export: a GregorianCalendar's calendar system (the value zoo) is a class one-nio's generated code names
            assertEquals(List.of(JvmOption.systemProperty("one.nio.serial.gen.mode", "method_handles"),
                            new JvmOption("--add-exports=java.base/sun.util.calendar=ALL-UNNAMED")),
                    adapter.requiredJvmOptions(), adapter.id());
        }
    }

    @Test
    void theReportedVersionIsTheOneThePomAsksFor() {
        for (SerializerAdapter adapter : ADAPTERS) {
            assertEquals("ru.odnoklassniki:one-nio:" + System.getProperty("one-nio.version"),
                    adapter.library().coordinates(), adapter.id());
        }
    }
}
