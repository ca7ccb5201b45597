package org.serialflex.worlds;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSigner;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.zip.ZipFile;

/**
 * The class files of the kit's class path, read once per JVM for every world. Each world still
 * defines its own class from them (its own copy of the library, as before); what no longer happens
 * per world is finding the entry in a jar and inflating it, which was a quarter of a world's set-up
 * (docs/performance.md). Jars are opened as a class loader opens them: multi-release entries for
 * this JVM's release, signatures not checked (no library the kit runs is signed).
 */
final class ClassFiles {

    /** One class file: its bytes, where it came from (the world's code source) and its jar's manifest. */
    record ClassFile(byte[] bytes, CodeSource source, Manifest manifest) {
    }

    private final List<Entry> entries;
    private final Map<String, Optional<ClassFile>> read = new ConcurrentHashMap<>();

    private ClassFiles(List<Entry> entries) {
        this.entries = entries;
    }

    private static final Map<List<URL>, ClassFiles> BY_CLASS_PATH = new ConcurrentHashMap<>();

    /** The class files of {@code classPath}, shared by every world of this JVM built on it. */
    static ClassFiles of(URL[] classPath) {
        return BY_CLASS_PATH.computeIfAbsent(List.of(classPath), ClassFiles::open);
    }

    /** The class file of binary name {@code name}, the first on the class path, or empty. */
    Optional<ClassFile> find(String name) {
        return read.computeIfAbsent(name, this::readFirst);
    }

    private Optional<ClassFile> readFirst(String name) {
        String path = name.replace('.', '/') + ".class";
        for (Entry entry : entries) {
            Optional<ClassFile> found = entry.read(path);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static ClassFiles open(List<URL> classPath) {
        List<Entry> entries = new ArrayList<>();
        for (URL url : classPath) {
            Path path;
            try {
                path = Path.of(url.toURI());
            } catch (URISyntaxException | IllegalArgumentException e) {
                throw new IllegalStateException("Class path entry " + url + " is not a file", e);
            }
            CodeSource source = new CodeSource(url, (CodeSigner[]) null);
            if (Files.isDirectory(path)) {
                entries.add(new Directory(path, source));
            } else if (Files.isRegularFile(path)) {
                entries.add(Jar.open(path, source));
            }
        }
        return new ClassFiles(List.copyOf(entries));
    }

    private interface Entry {
        Optional<ClassFile> read(String path);
    }

    private record Directory(Path root, CodeSource source) implements Entry {

        @Override
        public Optional<ClassFile> read(String path) {
            Path file = root.resolve(path);
            if (!Files.isRegularFile(file)) {
                return Optional.empty();
            }
            try {
                return Optional.of(new ClassFile(Files.readAllBytes(file), source, null));
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot read " + file, e);
            }
        }
    }

    private record Jar(JarFile jar, CodeSource source, Manifest manifest) implements Entry {

        static Jar open(Path path, CodeSource source) {
            try {
                // Kept open for the JVM's life, as a class loader that is never closed keeps it.
                JarFile jar = new JarFile(new File(path.toString()), false, ZipFile.OPEN_READ, JarFile.runtimeVersion());
                return new Jar(jar, source, jar.getManifest());
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot open " + path + " of the kit's class path", e);
            }
        }

        @Override
        public Optional<ClassFile> read(String path) {
            JarEntry entry = jar.getJarEntry(path);
            if (entry == null) {
                return Optional.empty();
            }
            try (InputStream in = jar.getInputStream(entry)) {
                return Optional.of(new ClassFile(in.readAllBytes(), source, manifest));
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot read " + path + " from " + jar.getName(), e);
            }
        }
    }
}
