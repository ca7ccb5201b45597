package org.serialflex.results;

/**
 * The JVM a run used.
 *
 * @param version {@code java.version}, e.g. {@code 17.0.15}
 * @param vendor  {@code java.vendor}
 * @param vm      {@code java.vm.name}
 */
public record JdkInfo(String version, String vendor, String vm) {

    /** The running JVM. */
    public static JdkInfo current() {
        return new JdkInfo(System.getProperty("java.version"), System.getProperty("java.vendor"),
                System.getProperty("java.vm.name"));
    }
}
