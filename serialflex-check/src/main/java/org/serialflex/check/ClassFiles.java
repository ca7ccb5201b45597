package org.serialflex.check;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The class files of one version of a team's classes, read from a directory or a jar: binary name
 * to bytes. Only bytes are kept, so the version is defined in each world as the kit defines its own
 * class versions, and never sits on a class path where the other version's world could see it.
 */
final class ClassFiles {

    private ClassFiles() {
    }

    /**
     * @throws CheckInputException when {@code location} is neither a directory nor a jar, or holds no class
     */
    static Map<String, byte[]> read(Path location, String which) {
        if (!Files.exists(location)) {
            throw new CheckInputException("The " + which + " classes " + location + " do not exist; give a directory of "
                    + "class files, a jar, or (serialflex:check) Maven coordinates of a released artifact.");
        }
        Map<String, byte[]> classes = Files.isDirectory(location) ? fromDirectory(location) : fromJar(location);
        if (classes.isEmpty()) {
            throw new CheckInputException("The " + which + " classes " + location + " hold no class file; "
                    + (Files.isDirectory(location) ? "was the module compiled (mvn compile)?" : "is it the right jar?"));
        }
        return classes;
    }

    private static Map<String, byte[]> fromDirectory(Path root) {
        Map<String, byte[]> classes = new TreeMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".class"))::iterator) {
                String relative = root.relativize(file).toString().replace(java.io.File.separatorChar, '/');
                add(classes, relative, Files.readAllBytes(file));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the classes under " + root, e);
        }
        return classes;
    }

    private static Map<String, byte[]> fromJar(Path jar) {
        Map<String, byte[]> classes = new TreeMap<>();
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            Enumeration<? extends ZipEntry> entries = zip.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                if (entry.getName().endsWith(".class")) {
                    try (InputStream in = zip.getInputStream(entry)) {
                        add(classes, entry.getName(), in.readAllBytes());
                    }
                }
            }
        } catch (IOException e) {
            throw new CheckInputException("Cannot read " + jar + " as a jar (" + e.getMessage() + "); give a jar or a "
                    + "directory of class files.");
        }
        return classes;
    }

    private static void add(Map<String, byte[]> classes, String path, byte[] bytes) {
        // module-info and multi-release variants are not classes a world defines by name
        if (path.startsWith("META-INF/") || path.endsWith("module-info.class") || path.endsWith("package-info.class")) {
            return;
        }
        classes.put(path.substring(0, path.length() - ".class".length()).replace('/', '.'), bytes);
    }
}
