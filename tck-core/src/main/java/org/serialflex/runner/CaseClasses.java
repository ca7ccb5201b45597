package org.serialflex.runner;

import java.util.Map;
import java.util.function.Supplier;

/**
 * A case's DTO class files for each side, made on first use. Generating them (Byte Buddy) costs
 * seconds for the whole catalog, so a case host JVM is handed the files its parent made instead
 * ({@link CaseClassFile}), and a case never asked for costs nothing.
 */
public final class CaseClasses {

    private final Supplier<Map<String, byte[]>> writerSource;
    private final Supplier<Map<String, byte[]>> readerSource;
    private volatile Map<String, byte[]> writer;
    private volatile Map<String, byte[]> reader;

    private CaseClasses(Supplier<Map<String, byte[]>> writerSource, Supplier<Map<String, byte[]>> readerSource) {
        this.writerSource = writerSource;
        this.readerSource = readerSource;
    }

    /** Classes known already. */
    public static CaseClasses of(Map<String, byte[]> writer, Map<String, byte[]> reader) {
        Map<String, byte[]> w = Map.copyOf(writer);
        Map<String, byte[]> r = Map.copyOf(reader);
        return new CaseClasses(() -> w, () -> r);
    }

    /** Classes made by the suppliers when first asked for, once each. */
    public static CaseClasses lazily(Supplier<Map<String, byte[]>> writer, Supplier<Map<String, byte[]>> reader) {
        return new CaseClasses(writer, reader);
    }

    /** Binary class name to class file, for the writer's world. */
    public Map<String, byte[]> writer() {
        Map<String, byte[]> classes = writer;
        if (classes == null) {
            synchronized (this) {
                if (writer == null) {
                    writer = Map.copyOf(writerSource.get());
                }
                classes = writer;
            }
        }
        return classes;
    }

    /** Binary class name to class file, for the reader's world. */
    public Map<String, byte[]> reader() {
        Map<String, byte[]> classes = reader;
        if (classes == null) {
            synchronized (this) {
                if (reader == null) {
                    reader = Map.copyOf(readerSource.get());
                }
                classes = reader;
            }
        }
        return classes;
    }
}
