package org.serialflex.check;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** The root classes a user named: binary names, or packages whose concrete top-level classes are all roots. */
final class RootClasses {

    private RootClasses() {
    }

    /**
     * @throws CheckInputException when an entry names neither a class nor a package of either version
     */
    static List<String> resolve(List<String> entries, ClassShapes oldShapes, ClassShapes newShapes) {
        if (entries.isEmpty()) {
            throw new CheckInputException("No root classes given; name them (com.acme.orders.Order) or their package "
                    + "(com.acme.orders.*) in <roots>, or --roots on the command line.");
        }
        Set<String> roots = new LinkedHashSet<>();
        for (String raw : entries) {
            String entry = raw.strip();
            if (entry.isEmpty()) {
                continue;
            }
            if (!entry.endsWith(".*") && (oldShapes.has(entry) || newShapes.has(entry))) {
                roots.add(entry);
                continue;
            }
            String pkg = entry.endsWith(".*") ? entry.substring(0, entry.length() - 2) : entry;
            Set<String> inPackage = new TreeSet<>();
            for (ClassShapes shapes : List.of(oldShapes, newShapes)) {
                for (String name : new ArrayList<>(shapes.classFiles().keySet())) {
                    if (name.startsWith(pkg + ".") && name.indexOf('.', pkg.length() + 1) < 0 && !name.contains("$")
                            && shapes.shape(name).map(ClassShape::concrete).orElse(false)) {
                        inPackage.add(name);
                    }
                }
            }
            if (inPackage.isEmpty()) {
                throw new CheckInputException("Root class " + entry + " is in neither the old nor the new classes, and "
                        + "no package of that name holds a concrete class; check the name (binary name, Outer$Inner "
                        + "for a nested class) or the old and new locations.");
            }
            roots.addAll(inPackage);
        }
        return List.copyOf(roots);
    }
}
