package org.serialflex.spi;

import java.util.Objects;

/**
 * Maven coordinates of the library an adapter scores.
 *
 * @param groupId    e.g. {@code com.esotericsoftware}
 * @param artifactId e.g. {@code kryo}
 * @param version    the version actually on the class path, e.g. {@code 5.6.2}
 */
public record Library(String groupId, String artifactId, String version) {

    public Library {
        Objects.requireNonNull(groupId, "groupId");
        Objects.requireNonNull(artifactId, "artifactId");
        Objects.requireNonNull(version, "version");
    }

    /** The JDK itself, for adapters of built-in serialization. */
    public static Library jdk() {
        return new Library("jdk", "java.base", System.getProperty("java.version"));
    }

    /**
     * Reads the version from the {@code META-INF/maven/<group>/<artifact>/pom.properties} that
     * Maven packs into a library jar, so the reported version is the one really loaded; falls back
     * to the version in the loaded jar's file name ({@code <artifact>-<version>.jar}, as Maven
     * resolved it), then to the jar's Implementation-Version, which some jars get wrong (Hessian
     * 4.0.66 says 3.1.0).
     */
    public static Library fromPomProperties(String groupId, String artifactId, Class<?> anyLibraryClass) {
        String resource = "/META-INF/maven/" + groupId + "/" + artifactId + "/pom.properties";
        try (var in = anyLibraryClass.getResourceAsStream(resource)) {
            if (in != null) {
                var properties = new java.util.Properties();
                properties.load(in);
                String version = properties.getProperty("version");
                if (version != null) {
                    return new Library(groupId, artifactId, version);
                }
            }
        } catch (java.io.IOException e) {
            // fall through to the manifest
        }
        String fromJarName = versionFromJarName(artifactId, anyLibraryClass);
        if (!fromJarName.equals("unknown")) {
            return new Library(groupId, artifactId, fromJarName);
        }
        String implementation = anyLibraryClass.getPackage() == null ? null
                : anyLibraryClass.getPackage().getImplementationVersion();
        return new Library(groupId, artifactId, implementation == null ? "unknown" : implementation);
    }

    /**
     * Some jars (Gradle-built ones such as one-nio's, OSGi bundles such as MongoDB's bson) carry
     * neither pom.properties nor an Implementation-Version; Maven still resolves them as
     * {@code <artifact>-<version>.jar}, so the loaded jar's own file name names the version.
     */
    private static String versionFromJarName(String artifactId, Class<?> anyLibraryClass) {
        var codeSource = anyLibraryClass.getProtectionDomain().getCodeSource();
        if (codeSource == null || codeSource.getLocation() == null) {
            return "unknown";
        }
        String path = codeSource.getLocation().getPath();
        String fileName = path.substring(path.lastIndexOf('/') + 1);
        String prefix = artifactId + "-";
        if (fileName.startsWith(prefix) && fileName.endsWith(".jar") && fileName.length() > prefix.length() + 4) {
            return fileName.substring(prefix.length(), fileName.length() - ".jar".length());
        }
        return "unknown";
    }

    /** {@code group:artifact:version}. */
    public String coordinates() {
        return groupId + ":" + artifactId + ":" + version;
    }
}
