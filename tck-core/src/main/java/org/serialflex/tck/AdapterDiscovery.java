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
            throw new IllegalStateException(whyNotLoaded(e), e);
        }
        if (adapters.isEmpty()) {
            throw new IllegalStateException("No adapter found: register your SerializerAdapter implementation in "
                    + "src/main/resources/META-INF/services/" + SerializerAdapter.class.getName());
        }
        adapters.sort(Comparator.comparing(SerializerAdapter::id));
        return adapters;
    }

    /**
     * What is wrong with the services file's entry, in the words of ServiceLoader's own cases: a class
     * that is not there at all needs its name fixed, not a constructor.
     */
    static String whyNotLoaded(java.util.ServiceConfigurationError e) {
        String file = "src/main/resources/META-INF/services/" + SerializerAdapter.class.getName();
        String message = String.valueOf(e.getMessage());
        java.util.regex.Matcher notFound = java.util.regex.Pattern.compile("Provider (\\S+) not found").matcher(message);
        if (notFound.find()) {
            return "The adapter class " + notFound.group(1) + " named in " + file + " does not exist on the class "
                    + "path. Correct the name there: the fully qualified name of your SerializerAdapter class, "
                    + "package included, one per line.";
        }
        if (message.contains("not a subtype")) {
            return "A class named in " + file + " is not a SerializerAdapter: " + message + ". List only classes "
                    + "that implement org.serialflex.spi.SerializerAdapter there.";
        }
        return "An adapter listed in " + file + " cannot be instantiated: " + message + ". It needs a public "
                + "no-arg constructor that does not throw.";
    }

    /**
     * The adapters the module itself builds (their classes come from under {@code moduleDir}); the
     * others are on the class path only as the other side of a lane. When none is the module's own
     * (the kit's own tests, a run outside Maven), all of them.
     */
    static List<SerializerAdapter> ownedBy(List<SerializerAdapter> adapters, Path moduleDir) {
        Path module = moduleDir.toAbsolutePath().normalize();
        List<SerializerAdapter> owned = adapters.stream().filter(a -> isUnder(a, module)).toList();
        return owned.isEmpty() ? adapters : owned;
    }

    private static boolean isUnder(SerializerAdapter adapter, Path module) {
        var source = adapter.getClass().getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return false;
        }
        try {
            return Path.of(source.getLocation().toURI()).toAbsolutePath().normalize().startsWith(module);
        } catch (java.net.URISyntaxException | IllegalArgumentException e) {
            return false;
        }
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
