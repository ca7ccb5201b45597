package org.serialflex.versions;

import java.util.Objects;
import java.util.regex.Pattern;

/** Validation and derivation of class, field and accessor names. */
final class Names {

    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*");
    private static final Pattern BINARY_NAME =
            Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*(\\.[A-Za-z_$][A-Za-z0-9_$]*)*");

    private Names() {
    }

    static String requireBinaryName(String className) {
        Objects.requireNonNull(className, "className");
        if (!BINARY_NAME.matcher(className).matches()) {
            throw new IllegalArgumentException("not a binary class name: '" + className + "'");
        }
        return className;
    }

    static String requireIdentifier(String what, String name) {
        Objects.requireNonNull(name, what);
        if (!IDENTIFIER.matcher(name).matches()) {
            throw new IllegalArgumentException("not a valid " + what + ": '" + name + "'");
        }
        return name;
    }

    static String capitalized(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    static String simpleName(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }

    static String internalName(String className) {
        return className.replace('.', '/');
    }
}
