package org.serialflex.runner;

import java.util.Map;
import java.util.function.Supplier;

/**
 * A case's DTO class files for each side, made on first use. Generating them (Byte Buddy) costs
 * seconds for the whole catalog, so a case host JVM is handed the files its parent made instead
 * ({@link CaseClassFile}), and a case never asked for costs nothing.
 */
public final class CaseClasses {

    private final Once writer;
    private final Once reader;

    private CaseClasses(Supplier<Map<String, byte[]>> writer, Supplier<Map<String, byte[]>> reader) {
        this.writer = new Once(writer);
        this.reader = new Once(reader);
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
        return writer.get();
    }

    /** Binary class name to class file, for the reader's world. */
    public Map<String, byte[]> reader() {
        return reader.get();
    }

    /** One side's classes, made by the first caller, seen by all. */
    private static final class Once {
        private final Supplier<Map<String, byte[]>> source;
        private Map<String, byte[]> classes;

        Once(Supplier<Map<String, byte[]>> source) {
            this.source = source;
        }

        synchronized Map<String, byte[]> get() {
            if (classes == null) {
                classes = Map.copyOf(source.get());
            }
            return classes;
        }
    }
}
