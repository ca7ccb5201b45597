package org.serialflex.lanes;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Resolves artifacts with their runtime dependencies the way the build does, with Maven Resolver in
 * this JVM ({@link InProcessMaven}) set up as the running Maven is ({@link MavenSettings}: settings,
 * mirrors, the local repository, offline mode). Results are cached per set of coordinates under
 * {@code cacheDir}: a second run needs neither the resolver nor the network.
 */
public final class MavenResolver {

    /** What to do when Maven cannot resolve a lane's library version. */
    static final String LANE_FIX = "Check that the version exists on Maven Central (or in your repository), then fix "
            + "the lane in -Dserialflex.lanes or the module's <serialflex.lanes>.";

    private final Path cacheDir;
    private final MavenSettings settings;
    /** Set up on the first set of coordinates the cache does not hold. */
    private InProcessMaven maven;

    MavenResolver(Path cacheDir, MavenSettings settings) {
        this.cacheDir = cacheDir;
        this.settings = settings;
    }

    /** The resolver of this build ({@link MavenSettings#fromSystemProperties}), caching under {@code cacheDir}. */
    public static MavenResolver forThisBuild(Path cacheDir) {
        return new MavenResolver(cacheDir, MavenSettings.fromSystemProperties());
    }

    /**
     * The jars of {@code coordinates} ({@code group:artifact:version}) and of their runtime
     * dependencies, as Maven resolves them together.
     *
     * @throws IllegalArgumentException when Maven cannot resolve them, naming them and why
     */
    public List<Path> resolve(List<String> coordinates, String why) {
        return resolve(coordinates, why, LANE_FIX);
    }

    /**
     * As {@link #resolve(List, String)}, for a caller other than a lane.
     *
     * @param fix what to do when Maven cannot resolve them, e.g. which option to correct
     */
    public List<Path> resolve(List<String> coordinates, String why, String fix) {
        for (String gav : coordinates) {
            if (gav.split(":").length != 3) {
                throw new IllegalArgumentException("'" + gav + "' is not group:artifact:version");
            }
        }
        String key = coordinates.stream().sorted().collect(Collectors.joining("+")).replaceAll("[^A-Za-z0-9._+-]", "_");
        Path dir = cacheDir.resolve(key);
        Path classPath = dir.resolve("classpath.txt");
        try {
            if (!Files.isRegularFile(classPath)) {
                List<Path> jars = resolveNow(coordinates, why, fix);
                Files.createDirectories(dir);
                Path partial = dir.resolve("classpath.partial");
                Files.writeString(partial, jars.stream().map(Path::toString)
                        .collect(Collectors.joining(java.io.File.pathSeparator)), StandardCharsets.UTF_8);
                Files.move(partial, classPath, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
            String text = Files.readString(classPath, StandardCharsets.UTF_8).strip();
            return text.isEmpty() ? List.of() : Arrays.stream(text.split(java.io.File.pathSeparator)).map(Path::of).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot cache the class path of " + coordinates + " in " + dir, e);
        }
    }

    private synchronized List<Path> resolveNow(List<String> coordinates, String why, String fix) {
        try {
            if (maven == null) {
                maven = new InProcessMaven(settings);
            }
            return maven.resolve(coordinates);
        } catch (Exception e) {
            throw new IllegalArgumentException("Maven cannot resolve " + String.join(", ", coordinates) + ", which "
                    + why + ":\n  " + causes(e) + "\n" + fix + (settings.offline() ? " Maven runs offline (-o): "
                    + "an artifact missing from the local repository cannot be downloaded." : ""), e);
        }
    }

    /** The messages of the chain of causes, each said once: the resolver's own words naming what is missing and where. */
    private static String causes(Throwable e) {
        Set<String> messages = new LinkedHashSet<>();
        for (Throwable t = e; t != null; t = t.getCause()) {
            String message = t.getMessage() == null ? "" : t.getMessage().strip();
            // a cause's message is often a part of its wrapper's: said once
            if (!message.isEmpty() && messages.stream().noneMatch(m -> m.contains(message))) {
                messages.add(message);
            }
            if (messages.size() == 4) {
                break;
            }
        }
        return String.join("\n  ", messages);
    }
}
