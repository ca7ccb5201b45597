package org.serialflex.results;

import java.util.List;

/**
 * One side of a lane as it really ran: the adapter, the library its class path held and the JVM.
 *
 * @param adapterId    the adapter instantiated in this side's worlds
 * @param library      the library version loaded on this side, as the adapter reports it there
 * @param jdk          the JVM this side ran on
 * @param jvmOptions   options added to this side's JVM beyond the build's own
 * @param startFailure when this side's JVM could not even start the adapter: the root cause from its error
 *                     output (exception, message, the library frame that threw), so that a report can say why
 *                     once instead of showing a CRASH per case; {@code null} when the side started (and in
 *                     results written before the field existed)
 */
public record SideInfo(String adapterId, LibraryInfo library, JdkInfo jdk, List<String> jvmOptions,
                       String startFailure) {

    public SideInfo {
        jvmOptions = jvmOptions == null ? List.of() : List.copyOf(jvmOptions);
    }

    /** A side that started. */
    public SideInfo(String adapterId, LibraryInfo library, JdkInfo jdk, List<String> jvmOptions) {
        this(adapterId, library, jdk, jvmOptions, null);
    }

    /** This side with the options its JVM was given. */
    public SideInfo withJvmOptions(List<String> options) {
        return new SideInfo(adapterId, library, jdk, options, startFailure);
    }

    /** This side with the root cause of its JVM's failure to start the adapter. */
    public SideInfo withStartFailure(String cause) {
        return new SideInfo(adapterId, library, jdk, jvmOptions, cause);
    }

    /** {@code kryo · com.esotericsoftware:kryo:5.5.0 · JDK 25.0.3}, for reports. */
    public String describe() {
        return adapterId + " · " + library.coordinates() + " · JDK " + jdk.version()
                + (jvmOptions.isEmpty() ? "" : " " + String.join(" ", jvmOptions));
    }
}
