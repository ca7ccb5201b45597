package org.serialflex.runner;

/**
 * The one translation between the class names a case is written with and the names its classes
 * have in the worlds. A criterion declares its DTOs under one package ({@code org.serialflex.dto.c05.Order});
 * each case's classes are moved to a package of its own ({@code org.serialflex.dto.ea0.Order}), so
 * that a class name means one thing in a whole run and one world per side serves every case
 * ({@link WorldPool}'s rule, unchanged). The case's factories and expectations keep the declared
 * names; objects are built from the case's own classes ({@link WorldObjects}); comparisons run in
 * the own names; and every text the case ends with (a library's exception, the kit's evidence) is
 * told in the declared names, so results read as if nothing had moved.
 *
 * <p>Both prefixes have the same length, so texts translated back keep their length (and their
 * clipping), and formats that write class names keep their sizes.
 *
 * @param declaredPrefix the package prefix the case is written with, ending with a dot
 * @param ownPrefix      the prefix of the case's own classes, ending with a dot; equal to
 *                       {@code declaredPrefix} when the case keeps its names
 */
public record CaseNames(String declaredPrefix, String ownPrefix) {

    /** The names of a case whose classes keep their declared names (the check's, the self-tests' own). */
    public static final CaseNames DECLARED = new CaseNames("", "");

    public CaseNames {
        if (declaredPrefix.length() != ownPrefix.length()) {
            throw new IllegalArgumentException("A case's own package prefix '" + ownPrefix
                    + "' must be as long as the declared '" + declaredPrefix + "'");
        }
        if (!declaredPrefix.isEmpty() && (!declaredPrefix.endsWith(".") || !ownPrefix.endsWith("."))) {
            throw new IllegalArgumentException("Package prefixes end with a dot: '" + declaredPrefix + "', '"
                    + ownPrefix + "'");
        }
    }

    /** Whether the case's classes have names of their own. */
    public boolean renamed() {
        return !declaredPrefix.equals(ownPrefix);
    }

    /** The name the case's own class has for {@code declaredName}; other names unchanged. */
    public String own(String declaredName) {
        return renamed() && declaredName.startsWith(declaredPrefix)
                ? ownPrefix + declaredName.substring(declaredPrefix.length()) : declaredName;
    }

    /** The declared name of the case's own class {@code ownName}; other names unchanged. */
    public String declared(String ownName) {
        return renamed() && ownName.startsWith(ownPrefix)
                ? declaredPrefix + ownName.substring(ownPrefix.length()) : ownName;
    }

    /**
     * {@code text} (evidence, an exception's message) with the case's own package, as a binary name
     * ({@code org.serialflex.dto.ea0}) or an internal one ({@code org/serialflex/dto/ea0}), told as the
     * declared one; {@code null} stays {@code null}.
     */
    public String declaredText(String text) {
        if (text == null || !renamed()) {
            return text;
        }
        String ownPackage = ownPrefix.substring(0, ownPrefix.length() - 1);
        String declaredPackage = declaredPrefix.substring(0, declaredPrefix.length() - 1);
        return text.replace(ownPackage, declaredPackage)
                .replace(ownPackage.replace('.', '/'), declaredPackage.replace('.', '/'));
    }
}
