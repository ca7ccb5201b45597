package org.serialflex.lanes;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The Maven set-up the kit resolves artifacts with, as the running build has it: its settings files
 * ({@code -s}, {@code -gs}: mirrors, proxies, servers, profiles' repositories), its local repository
 * ({@code -Dmaven.repo.local} included) and offline mode ({@code -o}). The kit's pom hands them to the
 * tests as system properties ({@link #fromSystemProperties}); a Maven plugin, from its session.
 *
 * @param userSettings    the user's settings.xml, when there is one
 * @param globalSettings  the Maven installation's settings.xml, when there is one
 * @param localRepository the local repository; empty for the settings' own, else {@code ~/.m2/repository}
 * @param offline         whether nothing may be downloaded
 */
public record MavenSettings(Optional<Path> userSettings, Optional<Path> globalSettings,
                            Optional<Path> localRepository, boolean offline) {

    /** The user's settings.xml, as {@code -s} or the default names it. */
    public static final String USER_SETTINGS = "serialflex.mavenUserSettings";
    /** The installation's settings.xml, as {@code -gs} or the default names it. */
    public static final String GLOBAL_SETTINGS = "serialflex.mavenGlobalSettings";
    /** The local repository the running Maven uses. */
    public static final String LOCAL_REPOSITORY = "serialflex.mavenLocalRepository";
    /** {@code true} (or {@code offline=true}, as the pom passes it) when Maven runs offline. */
    public static final String OFFLINE = "serialflex.offline";
    /** The running Maven's installation, whose {@code conf/settings.xml} is the global settings by default. */
    public static final String MAVEN_HOME = "serialflex.mavenHome";

    /**
     * As the build passed them: the properties above, each file only when it exists; without them,
     * {@code ~/.m2/settings.xml} and {@code <serialflex.mavenHome>/conf/settings.xml}.
     */
    public static MavenSettings fromSystemProperties() {
        Optional<Path> home = property(MAVEN_HOME).map(Path::of);
        return new MavenSettings(
                existing(property(USER_SETTINGS).map(Path::of)
                        .orElse(Path.of(System.getProperty("user.home"), ".m2", "settings.xml"))),
                existing(property(GLOBAL_SETTINGS).map(Path::of)
                        .or(() -> home.map(h -> h.resolve("conf").resolve("settings.xml"))).orElse(null)),
                property(LOCAL_REPOSITORY).map(Path::of),
                property(OFFLINE).map(v -> v.endsWith("true")).orElse(false));
    }

    /** These settings as the system properties {@link #fromSystemProperties} reads, for a JVM the kit starts. */
    public Map<String, String> asSystemProperties() {
        Map<String, String> properties = new LinkedHashMap<>();
        userSettings.ifPresent(p -> properties.put(USER_SETTINGS, p.toString()));
        globalSettings.ifPresent(p -> properties.put(GLOBAL_SETTINGS, p.toString()));
        localRepository.ifPresent(p -> properties.put(LOCAL_REPOSITORY, p.toString()));
        properties.put(OFFLINE, String.valueOf(offline));
        return properties;
    }

    private static Optional<String> property(String name) {
        return Optional.ofNullable(System.getProperty(name)).map(String::strip).filter(v -> !v.isEmpty()
                && !v.startsWith("${"));
    }

    private static Optional<Path> existing(Path file) {
        return Optional.ofNullable(file).filter(Files::isRegularFile);
    }
}
