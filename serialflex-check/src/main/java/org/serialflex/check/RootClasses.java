package org.serialflex.check;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The root classes a user named. Each entry of {@code roots} (comma-separated in the Maven goal and
 * on the command line) is one of:
 * <ul>
 *   <li>{@code com.acme.orders.Order}: that class, by its binary name, in either version. A nested
 *       class is {@code com.acme.orders.Order$Line} ({@code com.acme.orders.Order.Line} is accepted
 *       too). An abstract class or interface named this way is a root as well: its samples cycle
 *       through its concrete subtypes.</li>
 *   <li>{@code com.acme.Page<com.acme.orders.Order>}: a generic class with its type arguments, each a
 *       binary class name, possibly generic itself ({@code java.util.List<java.lang.String>}) or an
 *       array ({@code int[]}). A generic class named without type arguments has each type variable
 *       bound to its bound: {@code Schema<T>} is populated as {@code Schema<Object>}, whose
 *       {@code Object} values are strings, numbers, booleans and lists of strings.</li>
 *   <li>{@code com.acme.orders.*}: every concrete (neither abstract nor an interface) top-level class of
 *       package {@code com.acme.orders}, not of its subpackages, not nested classes.</li>
 *   <li>{@code com.acme.orders.**}: the same for the package and all its subpackages.</li>
 *   <li>{@code com.acme.orders}: a bare package name, when no class has that name, is read as
 *       {@code com.acme.orders.*}.</li>
 * </ul>
 * An entry that matches nothing in either version is bad input ({@link CheckInputException}).
 */
final class RootClasses {

    private RootClasses() {
    }

    /**
     * The class names of {@link #resolveTypes}, without type arguments: for the Check of before
     * RootType only.
     *
     * @deprecated call {@link #resolveTypes}, which keeps each root's type arguments
     */
    @Deprecated(forRemoval = true)
    static List<String> resolve(List<String> entries, ClassShapes oldShapes, ClassShapes newShapes) {
        return resolveTypes(entries, oldShapes, newShapes).stream().map(RootType::className).distinct().toList();
    }

    /**
     * @return the roots in the order given, packages' classes in name order, each once
     * @throws CheckInputException when an entry names neither a class nor a package of either version,
     *                             or gives a generic class the wrong number of type arguments
     */
    static List<RootType> resolveTypes(List<String> entries, ClassShapes oldShapes, ClassShapes newShapes) {
        if (entries.stream().allMatch(String::isBlank)) {
            throw new CheckInputException("No root classes given; name them (com.acme.orders.Order) or their package "
                    + "(com.acme.orders.*, or com.acme.orders.** with its subpackages) in <roots>, or --roots on the "
                    + "command line.");
        }
        Set<RootType> roots = new LinkedHashSet<>();
        for (String raw : entries) {
            String entry = raw.strip();
            if (entry.isEmpty()) {
                continue;
            }
            if (entry.endsWith(".**")) {
                roots.addAll(inPackage(entry, entry.substring(0, entry.length() - 3), true, oldShapes, newShapes));
                continue;
            }
            if (entry.endsWith(".*")) {
                roots.addAll(inPackage(entry, entry.substring(0, entry.length() - 2), false, oldShapes, newShapes));
                continue;
            }
            RootType root = RootType.parse(entry);
            String className = className(root.className(), oldShapes, newShapes);
            if (className != null) {
                RootType found = new RootType(className, root.typeArguments());
                ClassShapes shapes = oldShapes.has(className) ? oldShapes : newShapes;
                found.resolve(shapes::type); // the type arguments fit the class and name classes
                roots.add(found);
                continue;
            }
            if (!root.typeArguments().isEmpty()) {
                throw notFound(entry);
            }
            roots.addAll(inPackage(entry, entry, false, oldShapes, newShapes));
        }
        return List.copyOf(roots);
    }

    /** {@code name} as a binary name of either version: as it is, or with its last dots read as nesting. */
    private static String className(String name, ClassShapes oldShapes, ClassShapes newShapes) {
        String candidate = name;
        while (true) {
            if (oldShapes.has(candidate) || newShapes.has(candidate)) {
                return candidate;
            }
            int dot = candidate.lastIndexOf('.');
            if (dot < 0) {
                return null;
            }
            candidate = candidate.substring(0, dot) + "$" + candidate.substring(dot + 1);
        }
    }

    private static List<RootType> inPackage(String entry, String pkg, boolean recursive, ClassShapes oldShapes,
                                            ClassShapes newShapes) {
        Set<String> found = new TreeSet<>();
        for (ClassShapes shapes : List.of(oldShapes, newShapes)) {
            for (String name : new ArrayList<>(shapes.classFiles().keySet())) {
                if (!name.startsWith(pkg + ".") || name.contains("$")
                        || (!recursive && name.indexOf('.', pkg.length() + 1) >= 0)) {
                    continue;
                }
                if (shapes.shape(name).map(ClassShape::concrete).orElse(false)) {
                    found.add(name);
                }
            }
        }
        if (found.isEmpty()) {
            throw notFound(entry);
        }
        return found.stream().map(RootType::of).toList();
    }

    private static CheckInputException notFound(String entry) {
        return new CheckInputException("Root class " + entry + " is in neither the old nor the new classes, and "
                + "no package of that name holds a concrete top-level class; check the name (binary name, Outer$Inner "
                + "for a nested class) or the old and new locations; a package is com.acme.*, with its subpackages "
                + "com.acme.**.");
    }
}
