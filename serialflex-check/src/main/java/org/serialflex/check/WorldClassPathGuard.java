package org.serialflex.check;

import java.net.URL;
import java.util.List;

/**
 * Refuses to check classes that are also on the class path the worlds are built from: a world
 * finds there any class its version lacks, so a class missing in the old version would not be
 * missing in the old world, and the verdict would be wrong.
 */
final class WorldClassPathGuard {

    private WorldClassPathGuard() {
    }

    static void requireAbsent(List<String> roots) {
        for (String root : roots) {
            URL found = ClassLoader.getSystemResource(root.replace('.', '/') + ".class");
            if (found != null) {
                throw new CheckInputException("The root class " + root + " is on the check's own class path (" + found
                        + "), where every world would see it beside the version it was given. Run the check with the "
                        + "old and new classes given only as --old and --new (serialflex:check does so).");
            }
        }
    }
}
