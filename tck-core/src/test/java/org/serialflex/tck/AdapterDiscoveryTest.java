package org.serialflex.tck;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.serialflex.spi.SerializerAdapter;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

class AdapterDiscoveryTest {

    @TempDir
    Path classes;

    @Test
    void aServicesEntryNamingNoClassSaysTheClassDoesNotExist() throws Exception {
        Path services = Files.createDirectories(classes.resolve("META-INF/services"));
        Files.writeString(services.resolve(SerializerAdapter.class.getName()), "com.example.MyLibAdaptr\n");
        try (URLClassLoader loader = new URLClassLoader(new URL[]{classes.toUri().toURL()},
                AdapterDiscoveryTest.class.getClassLoader())) {
            ServiceConfigurationError error = catchThrowableOfType(ServiceConfigurationError.class,
                    () -> ServiceLoader.load(SerializerAdapter.class, loader).stream()
                            .filter(p -> p.type().getName().startsWith("com.example")).forEach(p -> { }));

            assertThat(AdapterDiscovery.whyNotLoaded(error))
                    .startsWith("The adapter class com.example.MyLibAdaptr named in src/main/resources/META-INF/services/"
                            + "org.serialflex.spi.SerializerAdapter does not exist on the class path.")
                    .doesNotContain("constructor");
        }
    }
}
