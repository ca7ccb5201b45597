package org.serialflex.lanes;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A lane side made concrete: the JDK to start, the class path its worlds are built from, and the
 * JVM options to add. Only the bytes a writer side produced (and its metadata blob) reach a reader side.
 *
 * @param side       the side as declared
 * @param jdk        the JDK its case JVM runs on
 * @param classPath  the case JVM's class path, which is also every world's: the kit, the adapter and
 *                   the library at the side's version
 * @param jvmOptions options beyond the build's own (the side's, and those the adapter declares)
 */
public record ResolvedSide(LaneSide side, Jdk jdk, List<Path> classPath, List<String> jvmOptions) {

    public ResolvedSide {
        classPath = List.copyOf(classPath);
        jvmOptions = List.copyOf(jvmOptions);
    }

    /** The adapter this side instantiates in its worlds. */
    public String adapterId() {
        return side.adapterId();
    }

    /** The class path as a {@code java -cp} argument. */
    public String classPathArgument() {
        return classPath.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator));
    }
}
