package org.serialflex.runner;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The class files of every case, made once by the JVM that starts the case hosts and read by each
 * host instead of generating them again (seconds of Byte Buddy per JVM). Written afresh by every
 * run, never reused from an earlier build: the kit that wrote it is the kit that reads it.
 */
final class CaseClassFile {

    private static final int FORMAT = 1;
    private static final Map<Path, Path> WRITTEN = new HashMap<>();

    private CaseClassFile() {
    }

    /** The file in {@code directory}, written by this JVM on first call. */
    static Path forHosts(Path directory, java.util.function.Supplier<Map<String, TckCase>> catalog) {
        synchronized (WRITTEN) {
            return WRITTEN.computeIfAbsent(directory.toAbsolutePath(), dir -> write(dir, catalog.get()));
        }
    }

    private static Path write(Path directory, Map<String, TckCase> catalog) {
        Path file = directory.resolve("case-classes.bin");
        try {
            Files.createDirectories(directory);
            Path partial = Files.createTempFile(directory, "case-classes", ".partial");
            try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(partial)))) {
                out.writeInt(FORMAT);
                out.writeInt(catalog.size());
                for (TckCase tckCase : catalog.values()) {
                    out.writeUTF(tckCase.id());
                    writeClasses(out, tckCase.writerClasses());
                    writeClasses(out, tckCase.readerClasses());
                }
            }
            Files.move(partial, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                    java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write the cases' class files for the case hosts to " + file, e);
        }
    }

    /** The catalog with the classes of {@code file}, a file {@link #forHosts} wrote, in place of its own. */
    static Map<String, TckCase> apply(Map<String, TckCase> catalog, Path file) {
        Map<String, CaseClasses> classes = read(file);
        Map<String, TckCase> given = new LinkedHashMap<>();
        catalog.forEach((id, tckCase) -> given.put(id, classes.containsKey(id) ? tckCase.withClasses(classes.get(id))
                : tckCase));
        return given;
    }

    private static Map<String, CaseClasses> read(Path file) {
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
            int format = in.readInt();
            if (format != FORMAT) {
                throw new IllegalStateException(file + " has format " + format + ", this kit reads format " + FORMAT
                        + "; it was written by another kit version (run the build again)");
            }
            int cases = in.readInt();
            Map<String, CaseClasses> classes = new HashMap<>();
            for (int i = 0; i < cases; i++) {
                String id = in.readUTF();
                classes.put(id, CaseClasses.of(readClasses(in), readClasses(in)));
            }
            return classes;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the cases' class files from " + file, e);
        }
    }

    private static void writeClasses(DataOutputStream out, Map<String, byte[]> classes) throws IOException {
        out.writeInt(classes.size());
        for (Map.Entry<String, byte[]> entry : classes.entrySet()) {
            out.writeUTF(entry.getKey());
            out.writeInt(entry.getValue().length);
            out.write(entry.getValue());
        }
    }

    private static Map<String, byte[]> readClasses(DataInputStream in) throws IOException {
        int count = in.readInt();
        Map<String, byte[]> classes = new LinkedHashMap<>();
        for (int i = 0; i < count; i++) {
            String name = in.readUTF();
            classes.put(name, in.readNBytes(in.readInt()));
        }
        return classes;
    }
}
