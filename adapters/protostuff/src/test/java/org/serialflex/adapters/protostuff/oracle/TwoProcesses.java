package org.serialflex.adapters.protostuff.oracle;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A hand check outside the kit: compiles a writer's and a reader's hand-written classes (the same
 * class names, two versions) into two folders, runs the writer in one {@code java} process and the
 * reader in another, with protostuff's jars alone on their class paths, and returns what the
 * reader printed. Only a file of bytes passes between them.
 */
final class TwoProcesses {

    private final Path folder;

    TwoProcesses(Path folder) {
        this.folder = folder;
    }

    /** Runs {@code Side.main(bytesFile)} of the writer's sources, then of the reader's; returns the reader's output. */
    String run(Map<String, String> writerSources, Map<String, String> readerSources) throws Exception {
        Path bytes = folder.resolve("written.bin");
        run("writer", writerSources, bytes);
        return run("reader", readerSources, bytes);
    }

    private String run(String side, Map<String, String> sources, Path bytes) throws Exception {
        Path classes = compile(side, sources);
        String classPath = classes + File.pathSeparator + protostuffJars();
        Process process = new ProcessBuilder(javaCommand(), "-cp", classPath, "oracle.Side", bytes.toString())
                .redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        if (process.waitFor() != 0) {
            throw new AssertionError("the " + side + " process failed: " + output);
        }
        return output;
    }

    private Path compile(String side, Map<String, String> sources) throws IOException {
        Path sourceFolder = folder.resolve(side + "-src");
        Path classes = folder.resolve(side + "-classes");
        Files.createDirectories(classes);
        List<String> arguments = new ArrayList<>(List.of("-d", classes.toString(), "-cp", protostuffJars()));
        for (Map.Entry<String, String> source : sources.entrySet()) {
            Path file = sourceFolder.resolve(source.getKey().replace('.', '/') + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, source.getValue());
            arguments.add(file.toString());
        }
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        if (compiler.run(null, null, null, arguments.toArray(String[]::new)) != 0) {
            throw new AssertionError("the " + side + "'s hand-written classes do not compile");
        }
        return classes;
    }

    /** protostuff's jars as this test's class path holds them (the module's version), and nothing of the kit. */
    private static String protostuffJars() {
        return Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> entry.contains(File.separator + "io" + File.separator + "protostuff" + File.separator))
                .collect(Collectors.joining(File.pathSeparator));
    }

    private static String javaCommand() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
