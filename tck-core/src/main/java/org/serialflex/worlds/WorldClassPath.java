package org.serialflex.worlds;

import java.net.MalformedURLException;
import java.net.URL;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The class path a world is built from: the library, the adapter and the kit, never the DTO
 * classes (each world is given those as bytes). Worlds are built from the kit's own class path
 * ({@link #kit()}) unless a caller gives another, as the check does for the side of an upgrade
 * that runs another library version.
 *
 * @param urls the entries, in the order a class loader searches them
 */
public record WorldClassPath(List<URL> urls) {

    public WorldClassPath {
        urls = List.copyOf(urls);
    }

    /** The class path this JVM was started with ({@code -Dserialflex.worldClassPath}, else the test or JVM class path). */
    public static WorldClassPath kit() {
        return new WorldClassPath(List.of(KitClassPath.urls()));
    }

    /**
     * A class path of jars and class directories.
     *
     * @throws IllegalArgumentException when an entry cannot be a URL
     */
    public static WorldClassPath of(List<Path> entries) {
        List<URL> urls = new ArrayList<>();
        for (Path entry : entries) {
            try {
                urls.add(entry.toUri().toURL());
            } catch (MalformedURLException e) {
                throw new IllegalArgumentException("Class path entry " + entry + " is not a valid path", e);
            }
        }
        return new WorldClassPath(urls);
    }

    URL[] asArray() {
        return urls.toArray(URL[]::new);
    }
}
