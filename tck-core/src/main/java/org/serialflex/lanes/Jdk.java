package org.serialflex.lanes;

import java.nio.file.Path;

/**
 * An installed JDK a lane side runs on.
 *
 * @param feature the feature release, e.g. {@code 25}
 * @param version the full version from the JDK's {@code release} file, e.g. {@code 25.0.3}
 * @param home    the JDK's home directory
 * @param foundBy where it was found, for messages ({@code the running JVM}, {@code ~/.m2/toolchains.xml}, ...)
 */
public record Jdk(int feature, String version, Path home, String foundBy) {

    /** The {@code java} launcher of this JDK. */
    public Path java() {
        return home.resolve("bin").resolve(System.getProperty("os.name", "").startsWith("Windows") ? "java.exe" : "java");
    }
}
