package org.serialflex.check;

import org.serialflex.lanes.LibraryJars;
import org.serialflex.lanes.MavenResolver;
import org.serialflex.spi.Library;
import org.serialflex.worlds.World;
import org.serialflex.worlds.WorldClassPath;

import java.nio.file.Path;
import java.util.List;

/**
 * The library version the old release runs, when it is not the one on the check's class path
 * ({@code --writer-library group:artifact:version}): it belongs to the old side, which writes in
 * old→new and reads in new→old. The old side's worlds get the check's world class path with the
 * library's jars, and those of their runtime dependencies, replaced by that version's as Maven
 * resolves them: the way an upgrade lane swaps a side's library (tck-core's {@link LibraryJars}).
 */
final class OldSideLibrary {

    /** The option as the issue and the command line name it. */
    static final String OPTION = "--writer-library";

    private final List<Path> worldClassPath;
    private final LibraryJars jars;

    /**
     * @param worldClassPath the class path of the check's worlds (the adapter, its library, the kit)
     * @param maven          resolves the old side's library version
     */
    OldSideLibrary(List<Path> worldClassPath, MavenResolver maven) {
        this.worldClassPath = List.copyOf(worldClassPath);
        this.jars = new LibraryJars(worldClassPath, maven);
    }

    /**
     * For the check as it runs: this JVM's world class path, Maven Resolver set up as the build's Maven
     * is (the {@code lanes.MavenSettings} properties its launcher passed), caching under {@code cacheDir}.
     */
    static OldSideLibrary forThisJvm(Path cacheDir) {
        return new OldSideLibrary(World.kitClassPath(), MavenResolver.forThisBuild(cacheDir));
    }

    /**
     * The class path of the old side's worlds.
     *
     * @param coordinates {@code group:artifact:version} of the old release's library, or of a module of it
     * @param library     the adapter's library on the check's class path ({@code SerializerAdapter.library()})
     * @throws CheckInputException when the coordinates are malformed, name another library than the
     *                             adapter's, or Maven cannot resolve them
     */
    WorldClassPath classPath(String coordinates, Library library) {
        Library old = parse(coordinates);
        if (library.groupId().equals(Library.jdk().groupId())) {
            throw new CheckInputException(OPTION + " " + coordinates + " cannot apply: the adapter's library is the JDK "
                    + "itself, which has no Maven version. Leave " + OPTION + " out.");
        }
        List<String> modules = jars.modules(library);
        if (modules.isEmpty()) {
            throw new CheckInputException(OPTION + " " + coordinates + " cannot apply: no " + library.artifactId() + "-"
                    + library.version() + ".jar from a Maven repository is on the check's class path, so the check "
                    + "cannot tell which jars to replace. Run the check with the adapter's library resolved by Maven "
                    + "(serialflex:check does so).");
        }
        if (!old.groupId().equals(library.groupId()) || !modules.contains(old.artifactId())) {
            throw new CheckInputException(OPTION + " " + coordinates + " is not the adapter's library: the adapter uses "
                    + library.coordinates() + " (modules on the class path: " + String.join(", ", modules) + "). Give "
                    + "the old release's version of it, e.g. " + OPTION + " " + library.groupId() + ":"
                    + library.artifactId() + ":<version>, or choose the adapter of that library with --adapter.");
        }
        if (old.version().equals(library.version())) {
            return WorldClassPath.of(worldClassPath);
        }
        try {
            return WorldClassPath.of(jars.withVersion(library, old.version(), OPTION + " " + coordinates
                    + " (the old release's library) needs", "Check that version " + old.version() + " of "
                    + old.groupId() + ":" + old.artifactId() + " exists on Maven Central (or in your repository), "
                    + "then fix " + OPTION + "."));
        } catch (IllegalArgumentException e) {
            throw new CheckInputException(e.getMessage());
        }
    }

    private static Library parse(String coordinates) {
        String[] parts = coordinates.strip().split(":", -1);
        if (parts.length != 3 || java.util.Arrays.stream(parts).anyMatch(String::isBlank)) {
            throw new CheckInputException(OPTION + " '" + coordinates + "' is not group:artifact:version; give the old "
                    + "release's library as Maven coordinates, e.g. " + OPTION + " com.esotericsoftware:kryo:5.5.0.");
        }
        return new Library(parts[0].strip(), parts[1].strip(), parts[2].strip());
    }
}
