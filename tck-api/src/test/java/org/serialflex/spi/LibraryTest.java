package org.serialflex.spi;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import static org.assertj.core.api.Assertions.assertThat;

class LibraryTest {

    @TempDir
    Path dir;

    /** Loaded from a jar of its own, standing in for a library class. */
    public static final class Probe {
    }

    @Test
    void aJarWithoutPomPropertiesIsVersionedByTheFileNameMavenResolvedNotByItsManifest() throws Exception {
        Path jar = probeJar("hessian-4.0.66.jar", "3.1.0");

        assertThat(libraryOf(jar, "hessian").version()).isEqualTo("4.0.66");
    }

    @Test
    void aJarNamedOtherwiseFallsBackToItsManifest() throws Exception {
        Path jar = probeJar("renamed.jar", "3.1.0");

        assertThat(libraryOf(jar, "hessian").version()).isEqualTo("3.1.0");
    }

    private static Library libraryOf(Path jar, String artifactId) throws Exception {
        try (URLClassLoader loader = new URLClassLoader(new URL[]{jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader())) {
            Class<?> probe = loader.loadClass(Probe.class.getName());
            assertThat(probe.getClassLoader()).isSameAs(loader);
            return Library.fromPomProperties("com.caucho", artifactId, probe);
        }
    }

    private Path probeJar(String fileName, String implementationVersion) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.IMPLEMENTATION_VERSION, implementationVersion);
        Path jar = dir.resolve(fileName);
        String entry = Probe.class.getName().replace('.', '/') + ".class";
        try (OutputStream file = Files.newOutputStream(jar);
             JarOutputStream out = new JarOutputStream(file, manifest);
             InputStream bytes = Probe.class.getClassLoader().getResourceAsStream(entry)) {
            out.putNextEntry(new JarEntry(entry));
            bytes.transferTo(out);
            out.closeEntry();
        }
        return jar;
    }
}
