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
     * Maven packs into a library jar, so the reported version is the one really loaded. Jars built
     * without Maven fall back to the manifest's {@code Implementation-Version}, then its OSGi
     * {@code Bundle-Version}.
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
        String implementation = anyLibraryClass.getPackage() == null ? null
                : anyLibraryClass.getPackage().getImplementationVersion();
        if (implementation == null) {
            implementation = bundleVersion(anyLibraryClass);
        }
        return new Library(groupId, artifactId, implementation == null ? "unknown" : implementation);
    }

    /**
     * The OSGi {@code Bundle-Version} of the jar that holds {@code type}, for libraries built
     * without Maven (no pom.properties) whose manifest names no implementation version.
     */
    private static String bundleVersion(Class<?> type) {
        java.net.URL classFile = type.getResource(type.getName().substring(type.getName().lastIndexOf('.') + 1) + ".class");
        if (classFile == null || !"jar".equals(classFile.getProtocol())) {
            return null;
        }
        String jar = classFile.toString();
        try {
            var connection = java.net.URI.create(jar.substring(0, jar.indexOf("!/") + 2) + "META-INF/MANIFEST.MF")
                    .toURL().openConnection();
            // A cached JarFile would stay open after the world that asked is closed.
            connection.setUseCaches(false);
            try (var in = connection.getInputStream()) {
                return new java.util.jar.Manifest(in).getMainAttributes().getValue("Bundle-Version");
            }
        } catch (java.io.IOException | IllegalArgumentException e) {
            return null;
        }
    }

    /** {@code group:artifact:version}. */
    public String coordinates() {
        return groupId + ":" + artifactId + ":" + version;
    }
}
