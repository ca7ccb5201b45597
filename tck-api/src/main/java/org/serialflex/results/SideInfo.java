package org.serialflex.results;

import java.util.List;

/**
 * One side of a lane as it really ran: the adapter, the library its class path held and the JVM.
 *
 * @param adapterId  the adapter instantiated in this side's worlds
 * @param library    the library version loaded on this side, as the adapter reports it there
 * @param jdk        the JVM this side ran on
 * @param jvmOptions options added to this side's JVM beyond the build's own
 */
public record SideInfo(String adapterId, LibraryInfo library, JdkInfo jdk, List<String> jvmOptions) {

    public SideInfo {
        jvmOptions = jvmOptions == null ? List.of() : List.copyOf(jvmOptions);
    }

    /** This side with the options its JVM was given. */
    public SideInfo withJvmOptions(List<String> options) {
        return new SideInfo(adapterId, library, jdk, options);
    }

    /** {@code kryo · com.esotericsoftware:kryo:5.5.0 · JDK 25.0.3}, for reports. */
    public String describe() {
        return adapterId + " · " + library.coordinates() + " · JDK " + jdk.version()
                + (jvmOptions.isEmpty() ? "" : " " + String.join(" ", jvmOptions));
    }
}
