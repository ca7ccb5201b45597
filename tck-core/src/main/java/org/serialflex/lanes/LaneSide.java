package org.serialflex.lanes;

import java.util.List;
import java.util.Optional;

/**
 * One side of a {@link Lane}: which adapter writes or reads, at which library version, on which
 * JDK, with which extra JVM options. Written {@code adapter[@libraryVersion][/jdkN][[options]]}:
 * <pre>
 * kryo                      the module's kryo adapter, its own library version, the build's JDK
 * kryo@5.5.0                the same adapter over Kryo 5.5.0 (resolved by Maven)
 * java/jdk25                Java serialization on JDK 25
 * fst/jdk25[--sun-misc-unsafe-memory-access=deny]
 * </pre>
 *
 * @param adapterId      the adapter's id, or {@value #EACH} for every adapter of the module
 * @param libraryVersion the library version to put on this side's class path instead of the module's
 * @param jdkFeature     the JDK's feature release (17, 25), empty for the JDK that runs the build
 * @param jvmOptions     options added to this side's JVM command line
 */
public record LaneSide(String adapterId, Optional<String> libraryVersion, Optional<Integer> jdkFeature,
                       List<String> jvmOptions) {

    /** Stands for each adapter of the module in a lane declared once for all of them. */
    public static final String EACH = "*";

    public LaneSide {
        jvmOptions = List.copyOf(jvmOptions);
    }

    /** The module's own adapter as the build runs it. */
    public static LaneSide plain(String adapterId) {
        return new LaneSide(adapterId, Optional.empty(), Optional.empty(), List.of());
    }

    /** Whether this side is the adapter exactly as the module's own build runs it. */
    public boolean isPlain() {
        return libraryVersion.isEmpty() && jdkFeature.isEmpty() && jvmOptions.isEmpty();
    }

    /** This side with {@link #EACH} replaced by {@code id}. */
    LaneSide forAdapter(String id) {
        return adapterId.equals(EACH) ? new LaneSide(id, libraryVersion, jdkFeature, jvmOptions) : this;
    }

    /** The side in lane syntax, e.g. {@code kryo@5.5.0} or {@code java/jdk25}. */
    @Override
    public String toString() {
        return adapterId + libraryVersion.map(v -> "@" + v).orElse("")
                + jdkFeature.map(f -> "/jdk" + f).orElse("")
                + (jvmOptions.isEmpty() ? "" : "[" + String.join(" ", jvmOptions) + "]");
    }
}
