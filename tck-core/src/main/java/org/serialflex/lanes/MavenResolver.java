package org.serialflex.lanes;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * Resolves artifacts with their runtime dependencies the way the build does: it runs the Maven
 * that runs the build ({@code -Dserialflex.mavenHome}, passed by the kit's pom; else {@code mvn}
 * on the PATH) on a generated pom, so settings, mirrors, the local repository and offline mode
 * ({@code -o}, passed on as {@code serialflex.offline}) all apply. Results are cached per set of
 * coordinates under {@code cacheDir}: a second run needs neither Maven nor the network.
 */
public final class MavenResolver {

    private static final String DEPENDENCY_PLUGIN = "org.apache.maven.plugins:maven-dependency-plugin:3.8.1";
    private static final long TIME_LIMIT_MINUTES = 10;

    /** What to do when Maven cannot resolve a lane's library version. */
    static final String LANE_FIX = "Check that the version exists on Maven Central (or in your repository), then fix "
            + "the lane in -Dserialflex.lanes or the module's <serialflex.lanes>.";

    private final Path cacheDir;
    private final String mavenHome;
    private final boolean offline;

    MavenResolver(Path cacheDir, String mavenHome, boolean offline) {
        this.cacheDir = cacheDir;
        this.mavenHome = mavenHome == null ? "" : mavenHome.strip();
        this.offline = offline;
    }

    /** The resolver of this build, caching under {@code cacheDir}. */
    public static MavenResolver forThisBuild(Path cacheDir) {
        return new MavenResolver(cacheDir, System.getProperty("serialflex.mavenHome", ""),
                System.getProperty("serialflex.offline", "").strip().endsWith("true"));
    }

    /**
     * The jars of {@code coordinates} ({@code group:artifact:version}) and of their runtime
     * dependencies, as Maven resolves them together.
     *
     * @throws IllegalArgumentException when Maven cannot resolve them, with Maven's own error lines
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
        String key = coordinates.stream().sorted().collect(Collectors.joining("+")).replaceAll("[^A-Za-z0-9._+-]", "_");
        Path dir = cacheDir.resolve(key);
        Path classPath = dir.resolve("classpath.txt");
        try {
            if (!Files.isRegularFile(classPath)) {
                Files.createDirectories(dir);
                Files.writeString(dir.resolve("pom.xml"), pom(coordinates), StandardCharsets.UTF_8);
                runMaven(dir, classPath, coordinates, why, fix);
            }
            String text = Files.readString(classPath, StandardCharsets.UTF_8).strip();
            return text.isEmpty() ? List.of() : Arrays.stream(text.split(java.io.File.pathSeparator)).map(Path::of).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot resolve " + coordinates + " in " + dir, e);
        }
    }

    private void runMaven(Path dir, Path classPath, List<String> coordinates, String why, String fix)
            throws IOException {
        List<String> command = new ArrayList<>(List.of(mavenExecutable(), "-B", "-q", "-f", dir.resolve("pom.xml").toString()));
        if (offline) {
            command.add("-o");
        }
        command.addAll(List.of(DEPENDENCY_PLUGIN + ":build-classpath", "-Dmdep.includeScope=runtime",
                "-Dmdep.outputFile=" + dir.resolve("classpath.partial")));
        Path log = dir.resolve("maven.log");
        Process process = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        try {
            if (!process.waitFor(TIME_LIMIT_MINUTES, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                throw new IllegalArgumentException("Maven took over " + TIME_LIMIT_MINUTES + " minutes to resolve "
                        + coordinates + " (" + why + "); its output is in " + log);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while resolving " + coordinates, e);
        }
        if (process.exitValue() != 0) {
            String errors = Files.readAllLines(log, StandardCharsets.UTF_8).stream()
                    .filter(l -> l.startsWith("[ERROR]")).limit(4).collect(Collectors.joining("\n  "));
            throw new IllegalArgumentException("Maven cannot resolve " + String.join(", ", coordinates) + ", which "
                    + why + ":\n  " + errors + "\n" + fix + " Full output: " + log);
        }
        Files.move(dir.resolve("classpath.partial"), classPath, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    private String mavenExecutable() {
        boolean windows = System.getProperty("os.name", "").startsWith("Windows");
        if (!mavenHome.isEmpty()) {
            Path mvn = Path.of(mavenHome, "bin", windows ? "mvn.cmd" : "mvn");
            if (Files.isExecutable(mvn)) {
                return mvn.toString();
            }
        }
        return windows ? "mvn.cmd" : "mvn";
    }

    private static String pom(List<String> coordinates) {
        StringBuilder dependencies = new StringBuilder();
        for (String gav : coordinates) {
            String[] parts = gav.split(":");
            if (parts.length != 3) {
                throw new IllegalArgumentException("'" + gav + "' is not group:artifact:version");
            }
            dependencies.append("    <dependency><groupId>").append(parts[0]).append("</groupId><artifactId>")
                    .append(parts[1]).append("</artifactId><version>").append(parts[2]).append("</version></dependency>\n");
        }
        return """
                <project xmlns="http://maven.apache.org/POM/4.0.0">
                  <modelVersion>4.0.0</modelVersion>
                  <!-- Generated by serialflex to resolve one side of an upgrade lane. -->
                  <groupId>org.serialflex.lanes</groupId>
                  <artifactId>side</artifactId>
                  <version>0</version>
                  <packaging>pom</packaging>
                  <dependencies>
                %s  </dependencies>
                </project>
                """.formatted(dependencies);
    }
}
