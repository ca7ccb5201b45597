package org.serialflex.tck;

import org.serialflex.spi.SerializerAdapter;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;

/** Finds the adapters on the class path; {@link AdapterSelection} applies {@code -Dserialflex.adapters}. */
final class AdapterDiscovery {

    static final String IDS_FILE = "adapter-ids.txt";

    private AdapterDiscovery() {
    }

    static List<SerializerAdapter> discover() {
        List<SerializerAdapter> adapters = new ArrayList<>();
        try {
            ServiceLoader.load(SerializerAdapter.class, AdapterDiscovery.class.getClassLoader()).forEach(adapters::add);
        } catch (java.util.ServiceConfigurationError e) {
            throw new IllegalStateException("An adapter listed in META-INF/services/" + SerializerAdapter.class.getName()
                    + " cannot be instantiated: " + e.getMessage() + ". It needs a public no-arg constructor.", e);
        }
        if (adapters.isEmpty()) {
            throw new IllegalStateException("No adapter found: register your SerializerAdapter implementation in "
                    + "src/main/resources/META-INF/services/" + SerializerAdapter.class.getName());
        }
        adapters.sort(Comparator.comparing(SerializerAdapter::id));
        return adapters;
    }

    /** Leaves the module's adapter ids where the matrix report can check a selection against all of them. */
    static void recordIds(Path outputDir, List<SerializerAdapter> adapters) {
        try {
            Files.createDirectories(outputDir);
            Files.write(outputDir.resolve(IDS_FILE), adapters.stream().map(SerializerAdapter::id).toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
