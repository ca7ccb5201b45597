package org.serialflex;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every setting of a run is read once, in the engine's settings ({@code TckSettings}), and handed down: a
 * class that reads a system property of its own answers a setting differently from the engine (a launcher's
 * {@code --config} is no system property) and cannot be told it in a test. Child JVMs get theirs on the command
 * line their parent builds and read them once in their main. This test reads tck-core's main sources and fails
 * on every read of a system property or the environment outside the classes below, each with its reason.
 */
class SystemPropertyReadsTest {

    /** A read of the JVM's properties or environment, in code. */
    private static final Pattern READ = Pattern.compile(
            "\\bSystem\\s*\\.\\s*(getProperty|getProperties|getenv)\\s*\\(|\\b(Boolean\\s*\\.\\s*getBoolean|Integer\\s*"
                    + "\\.\\s*getInteger|Long\\s*\\.\\s*getLong)\\s*\\(");
    private static final Pattern COMMENTS = Pattern.compile("/\\*.*?\\*/|//[^\\n]*", Pattern.DOTALL);

    /** The classes that may read them (paths under {@code src/main/java/org/serialflex/}), and why. */
    private static final Map<String, String> ALLOWED = Map.of(
            "tck/TckSettings.java", "the engine's settings: every serialflex.* setting, the working directory and CI",
            "tck/SettingSources.java", "tells whether a setting's value came from -D, for messages; decides nothing",
            "tck/LaneCommand.java", "the main of 'scripts/serialflex lane': its tag filter, read once before the "
                    + "launcher (and so the engine's settings) exists",
            "jvm/IsolatedHost.java", "a child JVM's main: the world class path its parent put on its command line",
            "jvm/ChildJvm.java", "java.home: the JDK this JVM runs on, a fact of the JVM, no setting",
            "worlds/KitClassPath.java", "the class path this JVM was started with, as its launcher published it "
                    + "(Surefire, a case host's parent), read once into a constant",
            "lanes/JdkLocator.java", "the machine's JDK folders: user.home and java.home, facts of the machine "
                    + "(the user's -Dserialflex.jdks comes from TckSettings)",
            "lanes/MavenSettings.java", "Maven's own settings (local repository, settings.xml, offline) as the build "
                    + "hands them on, read as Maven reads them",
            "lanes/InProcessMaven.java", "hands the system properties to Maven Resolver's session, as Maven does",
            "lanes/Jdk.java", "os.name: the java launcher's file name, a fact of the machine");

    private static Path sources() {
        return Path.of("src/main/java/org/serialflex").toAbsolutePath();
    }

    @Test
    void onlyTheSettingsClassesReadSystemProperties() throws IOException {
        Set<String> reads = new TreeSet<>();
        Set<String> readers = new TreeSet<>();
        try (Stream<Path> files = Files.walk(sources())) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String name = sources().relativize(file).toString().replace('\\', '/');
                List<String> found = reads(Files.readString(file));
                if (!found.isEmpty()) {
                    readers.add(name);
                }
                if (!ALLOWED.containsKey(name)) {
                    found.forEach(read -> reads.add(name + ": " + read));
                }
            }
        }

        assertThat(reads).as("system properties read outside the settings classes: read them in TckSettings "
                + "(a host: on its command line, in its main) and hand the value down").isEmpty();
        assertThat(readers).as("an allowed class that no longer reads one is dropped from ALLOWED")
                .containsAll(ALLOWED.keySet());
    }

    @Test
    void aReadInCodeIsFoundAndOneInACommentIsNot() {
        assertThat(reads("""
                class X {
                    // System.getProperty("a") in a comment
                    /* Boolean.getBoolean("b") */
                    String worlds = System.getProperty("serialflex.worlds", "");
                    boolean on = Boolean.getBoolean("x");
                    int n = Integer.getInteger("n", 1);
                    String ci = System.getenv("CI");
                }
                """)).containsExactly("line 4: System.getProperty(", "line 5: Boolean.getBoolean(",
                "line 6: Integer.getInteger(", "line 7: System.getenv(");
    }

    /** Each read in {@code source}'s code as {@code line N: the call}; comments keep their line breaks. */
    private static List<String> reads(String source) {
        Matcher comments = COMMENTS.matcher(source);
        StringBuilder code = new StringBuilder();
        while (comments.find()) {
            comments.appendReplacement(code, Matcher.quoteReplacement(comments.group().replaceAll("[^\\n]", " ")));
        }
        comments.appendTail(code);
        Matcher read = READ.matcher(code);
        List<String> found = new java.util.ArrayList<>();
        while (read.find()) {
            long line = code.substring(0, read.start()).chars().filter(c -> c == '\n').count() + 1;
            found.add("line " + line + ": " + read.group().replaceAll("\\s+", ""));
        }
        return found;
    }
}
