package org.serialflex.tck;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Function;

/**
 * Where a run's settings were written, and whether the run is one of the kit's own modules: a message
 * about a value names the place the user wrote it (the suite's {@code @ConfigurationParameter},
 * {@code -D...}, {@code junit-platform.properties}, a kit module's pom) and a fix that applies where
 * they are. A library's own project never sees the kit repository's commands.
 *
 * @param described  setting name → where its value came from, for the settings that were given
 * @param insideKit  whether the module is one of the kit's repository (its root holds tck-core and the BOM)
 */
record SettingSources(Map<String, String> described, boolean insideKit) {

    /** The file JUnit reads configuration parameters from, at the root of the test class path. */
    static final String PROPERTIES_FILE = "junit-platform.properties";
    /** The kit's pom passes a module's own lanes under this name (TckSettings). */
    static final String MODULE_LANES = "serialflex.moduleLanes";

    SettingSources {
        described = Map.copyOf(described);
    }

    /**
     * The sources of {@code names} as {@code parameters} (JUnit's configuration parameters) give them.
     * JUnit looks at the launcher's own parameters (a suite's {@code @ConfigurationParameter}) first,
     * then system properties, then {@value #PROPERTIES_FILE}; a value equal to the system property's is
     * taken to come from {@code -D}, which is where Maven users type it.
     */
    static SettingSources of(Function<String, Optional<String>> parameters, Path moduleDir, List<String> names) {
        Properties file = propertiesFile();
        Map<String, String> described = new LinkedHashMap<>();
        for (String name : names) {
            parameters.apply(name).map(String::strip).filter(v -> !v.isEmpty())
                    .ifPresent(value -> described.put(name, describe(name, value, file)));
        }
        return new SettingSources(described, insideKit(moduleDir));
    }

    private static String describe(String name, String value, Properties file) {
        String system = System.getProperty(name);
        if (system != null && system.strip().equals(value)) {
            return "-D" + name + "=" + value;
        }
        if (value.equals(file.getProperty(name, "").strip())) {
            return name + "=" + value + " in " + PROPERTIES_FILE;
        }
        if (name.equals(MODULE_LANES)) {
            return "<serialflex.lanes>" + value + "</serialflex.lanes> in the module's pom";
        }
        return "@ConfigurationParameter(key = \"" + name + "\", value = \"" + value + "\") on the suite class "
                + "(or a launcher's --config " + name + "=" + value + ")";
    }

    /** Where {@code name}'s value came from: {@code -Dserialflex.adapters=kryo}; {@code -Dname} when it was not given. */
    String of(String name) {
        return described.getOrDefault(name, "-D" + name);
    }

    /** As {@link #of(String)}, for a value the caller holds; unknown sources read {@code -Dname=value}. */
    String of(String name, String value) {
        return described.getOrDefault(name, "-D" + name + "=" + value);
    }

    /** The kit's repository: a directory at most three levels above the module that holds tck-core and the BOM. */
    private static boolean insideKit(Path moduleDir) {
        Path dir = moduleDir.toAbsolutePath().normalize();
        for (int level = 0; level <= 3 && dir != null; level++, dir = dir.getParent()) {
            if (Files.exists(dir.resolve("tck-core/pom.xml")) && Files.exists(dir.resolve("serialflex-bom/pom.xml"))) {
                return true;
            }
        }
        return false;
    }

    /** Every {@value #PROPERTIES_FILE} on the class path, as JUnit would find it (the first wins). */
    private static Properties propertiesFile() {
        Properties properties = new Properties();
        ClassLoader loader = Optional.ofNullable(Thread.currentThread().getContextClassLoader())
                .orElse(SettingSources.class.getClassLoader());
        try {
            List<URL> files = Collections.list(loader.getResources(PROPERTIES_FILE));
            if (!files.isEmpty()) {
                try (InputStream in = files.get(0).openStream()) {
                    properties.load(in);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + PROPERTIES_FILE, e);
        }
        return properties;
    }
}
