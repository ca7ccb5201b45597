package org.serialflex.archetype;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Maven builds of a project outside this reactor against the kit's artifacts as {@code mvn install}
 * would leave them: this build's packaged modules, put into a local repository of the test's own;
 * every other artifact comes from this build's local repository, used as the only remote. So a test
 * sees what a user of the released kit sees, without installing anything into the user's repository.
 *
 * <p>Only a remote, never the network: a user of the released kit takes the kit and the plugins the
 * generated project pins from the repositories the kit was published to, and this build's local
 * repository stands in for them. It holds what this build resolved and nothing else when the build
 * starts from an empty one (as CI's does), so every plugin an outside build runs must be one this
 * build runs too ({@link #PLUGINS_RUN}; adapter-archetype's pom runs the clean plugin for that), and
 * {@link #requirePluginsIn} says which is missing before Maven would fail on it.
 */
final class OutsideBuild {

    static final String VERSION = System.getProperty("serialflex.kitVersion");

    /** The JVM options of each outside Maven: it runs for seconds, where C2's compilations never pay back. */
    static final String SHORT_LIVED_MAVEN = "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC";

    /** The kit's modules a project outside the kit needs installed: the plugin and everything it runs. */
    static final List<String> KIT_JARS = List.of("tck-api", "tck-core", "class-versions", "tck-scenarios",
            "serialflex-cli", "matrix-report", "serialflex-check", "serialflex-maven-plugin");

    /**
     * The plugins the outside builds run (the clean lifecycle and the default one up to {@code verify}),
     * at the versions the generated projects pin: the kit's own, from this build's properties.
     */
    static final List<String> PLUGINS_RUN = List.of("maven-clean-plugin:" + System.getProperty("check.cleanPlugin"),
            "maven-resources-plugin:" + System.getProperty("check.resourcesPlugin"),
            "maven-compiler-plugin:" + System.getProperty("check.compilerPlugin"),
            "maven-surefire-plugin:" + System.getProperty("check.surefirePlugin"),
            "maven-jar-plugin:" + System.getProperty("check.jarPlugin"));

    private final Path kitRoot = Path.of(System.getProperty("serialflex.moduleDir", ".")).toAbsolutePath().getParent();
    private final Path work;
    private final Path repository;

    /** @param work this build's directory: its settings and repository, beside the project(s) */
    OutsideBuild(Path work) {
        this.work = work;
        this.repository = work.resolve("repository");
    }

    Path repository() {
        return repository;
    }

    /**
     * An empty repository with the kit's parent and BOM poms and the jars of {@code modules}, each a
     * directory of this checkout named as its artifact ({@code tck-core}) or an adapter module
     * ({@code adapters/java-builtin}, with the adapters' parent pom).
     */
    void installKit(List<String> modules) throws IOException {
        AuthorsEdit.copyTree(Files.createDirectories(work.resolve("empty")), repository);
        install("org.serialflex", "serialflex-parent", VERSION, kitRoot.resolve("pom.xml"), null);
        install("org.serialflex", "serialflex-bom", VERSION, kitRoot.resolve("serialflex-bom/pom.xml"), null);
        boolean adapters = false;
        for (String module : modules) {
            Path dir = kitRoot.resolve(module);
            String artifactId = module.startsWith("adapters/") ? "adapter-" + dir.getFileName() : module;
            if (module.startsWith("adapters/") && !adapters) {
                install("org.serialflex", "adapters", VERSION, kitRoot.resolve("adapters/pom.xml"), null);
                adapters = true;
            }
            Path jar = dir.resolve("target").resolve(artifactId + "-" + VERSION + ".jar");
            assertThat(jar).as("packaged by this build before " + System.getProperty("serialflex.moduleDir")).exists();
            install("org.serialflex", artifactId, VERSION, dir.resolve("pom.xml"), jar);
        }
    }

    /** Puts {@code pom} (and {@code jar}, unless null) where Maven looks for {@code groupId:artifactId:version}. */
    void install(String groupId, String artifactId, String version, Path pom, Path jar) throws IOException {
        Path dir = Files.createDirectories(repository.resolve(groupId.replace('.', '/')).resolve(artifactId)
                .resolve(version));
        Files.copy(pom, dir.resolve(artifactId + "-" + version + ".pom"));
        if (jar != null) {
            Files.copy(jar, dir.resolve(artifactId + "-" + version + ".jar"));
        }
    }

    /** What one build printed, how it ended, and how long it took. */
    record Build(int exitCode, String output, double seconds) {
    }

    /**
     * Fails, naming the plugin and the fix, unless {@code remote} (a local repository used as the
     * outside builds' only remote) holds each of {@code plugins} ({@code artifactId:version} of
     * {@code org.apache.maven.plugins}).
     */
    static void requirePluginsIn(Path remote, List<String> plugins) {
        for (String plugin : plugins) {
            String[] artifactVersion = plugin.split(":");
            Path jar = remote.resolve("org/apache/maven/plugins").resolve(artifactVersion[0]).resolve(artifactVersion[1])
                    .resolve(artifactVersion[0] + "-" + artifactVersion[1] + ".jar");
            assertThat(jar).as("The outside builds run " + plugin + ", which this build never resolved into " + remote
                    + ", the outside builds' only remote: a build from an empty local repository would fail there. "
                    + "Run the plugin in this build too (adapter-archetype/pom.xml), or pin one it runs.").isRegularFile();
        }
    }

    /** Runs this build's Maven in {@code project} with {@code arguments}, against the test's repository. */
    Build maven(Path project, String... arguments) throws IOException, InterruptedException {
        requirePluginsIn(Path.of(System.getProperty("serialflex.localRepository")), PLUGINS_RUN);
        Path settings = work.resolve("settings.xml");
        Files.writeString(settings, """
                <settings>
                  <mirrors>
                    <mirror>
                      <id>this-build</id>
                      <mirrorOf>*</mirrorOf>
                      <url>%s</url>
                    </mirror>
                  </mirrors>
                </settings>
                """.formatted(Path.of(System.getProperty("serialflex.localRepository")).toUri()));
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("serialflex.mavenHome"), "bin", "mvn").toString(),
                "-B", "-ntp", "-s", settings.toString(), "-Dmaven.repo.local=" + repository));
        command.addAll(List.of(arguments));
        // A .mvn of the project's own: Maven looks for one upwards from here, and would otherwise find the kit
        // checkout's (its jvm.config), which a user's project outside the kit never sees.
        Files.createDirectories(project.resolve(".mvn"));
        ProcessBuilder builder = new ProcessBuilder(command).directory(project.toFile()).redirectErrorStream(true);
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        // The user's MAVEN_OPTS stay out; C1 alone and the serial collector halve the CPU of a Maven that
        // lives seconds (a small compile: 3.2 -> 1.7 s) and change nothing Maven does.
        builder.environment().put("MAVEN_OPTS", SHORT_LIVED_MAVEN);
        long started = System.nanoTime();
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(5, TimeUnit.MINUTES)).as("the outside build ends").isTrue();
        return new Build(process.exitValue(), output, (System.nanoTime() - started) / 1e9);
    }
}
