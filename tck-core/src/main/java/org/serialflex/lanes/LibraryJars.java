package org.serialflex.lanes;

import org.serialflex.spi.Library;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * An adapter's library on a class path, and that class path with the library at another version:
 * every jar of the library's group at the class path's version (a library and its companions, such
 * as {@code bson} and {@code bson-record-codec}) is resolved by Maven at the other version with its
 * runtime dependencies, and those jars replace the class path's own and their runtime dependencies.
 * A lane side at another library version gets its class path so, and so does the check's old side.
 */
public final class LibraryJars {

    private final List<Path> classPath;
    private final MavenResolver maven;

    /** @param classPath jars and class directories, the library's jars in a Maven repository's layout */
    public LibraryJars(List<Path> classPath, MavenResolver maven) {
        this.classPath = List.copyOf(classPath);
        this.maven = maven;
    }

    /** The library's own jar, {@code <repository>/<group dirs>/<artifact>/<version>/<artifact>-<version>.jar}, if present. */
    public Optional<Path> jar(Library library) {
        String jarName = library.artifactId() + "-" + library.version() + ".jar";
        return classPath.stream().filter(p -> p.getFileName() != null && p.getFileName().toString().equals(jarName))
                .filter(p -> p.getParent() != null && p.getParent().getFileName().toString().equals(library.version()))
                .findFirst();
    }

    /**
     * The artifact ids of the library's modules on the class path: the jars of its group at its
     * version, itself included; empty when its own jar is not there.
     */
    public List<String> modules(Library library) {
        Optional<Path> libraryJar = jar(library);
        if (libraryJar.isEmpty()) {
            return List.of();
        }
        // The repository's layout tells the group's jars apart from everything else: <group dirs>/<artifact>/<version>/
        Path groupDir = libraryJar.get().getParent().getParent().getParent();
        List<String> modules = new ArrayList<>();
        for (Path entry : classPath) {
            Path versionDir = entry.getParent();
            if (versionDir != null && versionDir.getParent() != null && groupDir.equals(versionDir.getParent().getParent())
                    && versionDir.getFileName().toString().equals(library.version())) {
                modules.add(versionDir.getParent().getFileName().toString());
            }
        }
        return modules;
    }

    /**
     * The class path with the library's {@link #modules} at {@code version}: their jars and those of
     * their runtime dependencies removed, the jars Maven resolves for the modules at {@code version}
     * appended.
     *
     * @param why completes "Maven cannot resolve ..., which", e.g. {@code lane kryo@5.5.0>kryo needs}
     * @param fix what to do when Maven cannot resolve them
     * @throws IllegalArgumentException when Maven cannot resolve them, with Maven's errors, {@code why} and {@code fix}
     */
    public List<Path> withVersion(Library library, String version, String why, String fix) {
        List<String> current = new ArrayList<>();
        List<String> wanted = new ArrayList<>();
        for (String module : modules(library)) {
            current.add(library.groupId() + ":" + module + ":" + library.version());
            wanted.add(library.groupId() + ":" + module + ":" + version);
        }
        // By place in a repository's layout, not by absolute path: the class path may come from another local
        // repository than the one Maven resolves in (a build's -Dmaven.repo.local, a lane asked from a checkout).
        Set<Path> replaced = new LinkedHashSet<>();
        maven.resolve(current, why, fix).forEach(jar -> replaced.add(inRepository(jar)));
        List<Path> swapped = new ArrayList<>();
        for (Path entry : classPath) {
            if (!replaced.contains(inRepository(entry))) {
                swapped.add(entry);
            }
        }
        jar(library).filter(swapped::contains).ifPresent(kept -> {
            throw new IllegalStateException("Version " + version + " of " + library.coordinates() + ", which " + why
                    + ", did not replace " + kept + " on the class path: that side would run the module's own version. "
                    + "This is a defect of the kit; please report it with this line.");
        });
        swapped.addAll(maven.resolve(wanted, why, fix));
        return swapped;
    }

    /**
     * A jar's place in a Maven repository's layout, {@code <group's last dir>/<artifact>/<version>/<file>}, the same
     * in every local repository; a path outside one (a class directory) stands for itself.
     */
    private static Path inRepository(Path entry) {
        Path path = entry.toAbsolutePath().normalize();
        int names = path.getNameCount();
        return names < 4 ? path : path.subpath(names - 4, names);
    }
}
