package org.serialflex.lanes;

import org.serialflex.spi.JvmOption;
import org.serialflex.spi.Library;
import org.serialflex.spi.SerializerAdapter;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Makes a {@link LaneSide} concrete for this build. The adapter must be on the module's class
 * path; a library version other than the module's is put on the side's class path in place of
 * the module's: every jar of the library's group at the module's version (a library and its
 * companions, such as {@code bson} and {@code bson-record-codec}) is resolved by Maven at the
 * lane's version with its dependencies, and those jars replace the module's.
 */
public final class SideResolver {

    private final Map<String, SerializerAdapter> adapters;
    private final List<Path> kitClassPath;
    private final JdkLocator jdks;
    private final MavenResolver maven;

    /**
     * @param adapters     the adapters on the module's class path, by id
     * @param kitClassPath the module's test class path, which the identity lane's worlds use
     */
    public SideResolver(Map<String, SerializerAdapter> adapters, List<Path> kitClassPath, JdkLocator jdks,
                        MavenResolver maven) {
        this.adapters = Map.copyOf(adapters);
        this.kitClassPath = List.copyOf(kitClassPath);
        this.jdks = jdks;
        this.maven = maven;
    }

    /**
     * The concrete side.
     *
     * @throws IllegalArgumentException for an adapter that is not on the class path, a library
     *                                  version Maven cannot resolve, or a JDK that is not installed,
     *                                  each with what to do
     */
    public ResolvedSide resolve(LaneSide side, Lane lane) {
        SerializerAdapter adapter = adapters.get(side.adapterId());
        if (adapter == null) {
            throw new IllegalArgumentException("Lane " + lane + " names adapter '" + side.adapterId() + "', which is "
                    + "not on this module's class path (adapters here: " + String.join(", ", new java.util.TreeSet<>(
                    adapters.keySet())) + "). A lane between two adapters needs both on the class path: add the "
                    + "other adapter's module as a test dependency, or fix the id.");
        }
        Jdk jdk = side.jdkFeature().map(jdks::find).orElseGet(jdks::running);
        List<Path> classPath = side.libraryVersion().map(v -> swapLibrary(adapter.library(), v, lane))
                .orElse(kitClassPath);
        Set<String> options = new LinkedHashSet<>();
        adapter.requiredJvmOptions().stream().map(JvmOption::option).forEach(options::add);
        options.addAll(side.jvmOptions());
        return new ResolvedSide(side, jdk, classPath, new ArrayList<>(options));
    }

    private List<Path> swapLibrary(Library library, String version, Lane lane) {
        if (library.groupId().equals(Library.jdk().groupId())) {
            throw new IllegalArgumentException("Lane " + lane + " gives adapter library version " + version + ", but "
                    + "its library is the JDK itself: name a JDK instead, e.g. java/jdk25.");
        }
        if (library.version().equals(version)) {
            return kitClassPath;
        }
        LibraryJars jars = new LibraryJars(kitClassPath, maven);
        if (jars.jar(library).isEmpty()) {
            throw new IllegalArgumentException("Lane " + lane + " swaps " + library.coordinates() + " for version "
                    + version + ", but no " + library.artifactId() + "-" + library.version() + ".jar from a Maven "
                    + "repository is on the class path, so the kit cannot tell which jars to replace.");
        }
        return jars.withVersion(library, version, "lane " + lane + " needs", MavenResolver.LANE_FIX);
    }
}
