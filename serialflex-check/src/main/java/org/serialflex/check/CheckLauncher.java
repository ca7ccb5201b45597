package org.serialflex.check;

import org.serialflex.jvm.ChildJvm;
import org.serialflex.jvm.JvmDeath;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * Starts {@link CheckMain} in a JVM of its own on a class path the caller chooses (the kit, the
 * adapter and its library), so that neither Maven's JVM nor a test JVM, whose class paths may hold
 * the very classes being checked, becomes the class path of the worlds. The worlds get that class
 * path without the check's own tools (Instancio, which populates the writer's objects from the check's
 * own loader, and picocli, which parses its command line).
 */
public final class CheckLauncher {

    /**
     * How the check's last line starts when it fails the build; the line names what failed it and the setting that
     * would accept it, and a caller that ends with a message of its own (the Maven goal) says it again there.
     */
    public static final String FAILED_THE_BUILD = "serialflex check: FAILED the build: ";

    /**
     * The system property that makes the check print what only the kit's maintainers act on (how the kit-score
     * measurement shares its worlds), each such line starting {@link #DEBUG_LINE}: the Maven goal sets it when Maven
     * logs at debug level ({@code -X}) and logs those lines at that level.
     */
    public static final String DEBUG_PROPERTY = "serialflex.check.debug";

    /** How a line of {@link #DEBUG_PROPERTY} starts. */
    public static final String DEBUG_LINE = "serialflex check: debug: ";

    private CheckLauncher() {
    }

    /**
     * Runs the check and returns its exit status (0 passed, 1 failed, 2 bad input).
     *
     * @param classPath the check's class path: serialflex-check and its dependencies, the adapter, the library
     * @param arguments {@link CheckMain}'s arguments
     * @param output    receives every line the check prints
     */
    public static int run(List<Path> classPath, List<String> arguments, Consumer<String> output)
            throws IOException, InterruptedException {
        return run(classPath, arguments, java.util.Map.of(), output);
    }

    /**
     * As {@link #run(List, List, Consumer)}, with system properties for the check's JVM: how Maven Resolver in
     * that JVM resolves {@code --writer-library} ({@code lanes.MavenSettings#asSystemProperties()}, as the build's own
     * settings, local repository and offline mode).
     */
    public static int run(List<Path> classPath, List<String> arguments, java.util.Map<String, String> properties,
                          Consumer<String> output) throws IOException, InterruptedException {
        List<String> entries = classPath.stream().map(Path::toString).toList();
        ChildJvm.Builder jvm = ChildJvm.builder("check", CheckMain.class.getName())
                // C1 only: every world loads the library afresh, so its code never runs hot for long; C2 spent
                // about half the CPU of a check compiling code (Fory's Janino, once per world) it hardly ran again
                .options(List.of("-XX:TieredStopAtLevel=1", "-Xss4m")).hugePagesWhereAsked().classPath(entries)
                .property(CheckMain.WORLD_CLASS_PATH, worldClassPath(String.join(File.pathSeparator, entries)))
                // SLF4J's notices about itself off (no binding on the class path: three warning lines), see
                // CheckMain.SLF4J_VERBOSITY for why not a binding
                .property(CheckMain.SLF4J_VERBOSITY, "ERROR");
        properties.forEach(jvm::property);
        Path crashDirectory = Files.createTempDirectory("serialflex-check-jvm");
        Process process = jvm.fatalErrorReportsIn(crashDirectory).arguments(arguments).build()
                .start(ChildJvm.Output.allPiped());
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                output.accept(line);
            }
        }
        int status = process.waitFor();
        if (!CheckMain.OWN_STATUSES.contains(status)) {
            output.accept("serialflex check: the check's JVM died: "
                    + JvmDeath.of(process.pid(), status, crashDirectory).description()
                    + " (a fatal error report, when the JVM wrote one, is in " + crashDirectory + ")");
        } else {
            Files.deleteIfExists(crashDirectory);
        }
        return status;
    }

    /** {@code classPath} without the check's own tools, which no library under test may meet in a world. */
    static String worldClassPath(String classPath) {
        return Arrays.stream(classPath.split(File.pathSeparator))
                .filter(entry -> !entry.isEmpty() && !isCheckTool(Path.of(entry).getFileName().toString()))
                .collect(Collectors.joining(File.pathSeparator));
    }

    /** Instancio (populates samples in the check's loader) and picocli (parses the command line). */
    private static boolean isCheckTool(String jarName) {
        return jarName.startsWith("instancio-") || jarName.startsWith("picocli-");
    }
}
