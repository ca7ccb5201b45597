package org.serialflex.check;

import java.util.Optional;

/**
 * A class that a team's class needs and the check's class path lacks (a DTO library's own
 * dependency, such as jackson-annotations for swagger-models), found in the error the JVM raised,
 * turned into bad input that names the missing class, the class that needs it and the fix.
 */
final class MissingClass {

    private MissingClass() {
    }

    /** The binary name of the class {@code error} (or one of its causes) says is missing, if it says so. */
    static Optional<String> in(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            String name = null;
            if (t instanceof TypeNotPresentException absent) {
                name = absent.typeName();
            } else if (t instanceof NoClassDefFoundError || t instanceof ClassNotFoundException) {
                String message = t.getMessage();
                // "Could not initialize class X" is a failed static initializer, not a missing class
                if (message != null && !message.startsWith("Could not initialize")) {
                    name = message;
                }
            }
            if (name != null && !name.isBlank()) {
                return Optional.of(name.strip().replace('/', '.'));
            }
        }
        return Optional.empty();
    }

    /**
     * @param missing what is missing (binary name)
     * @param neededBy the team's class that needs it
     * @param doing    what the check was doing, e.g. {@code reading the fields of}
     */
    static CheckInputException exception(String missing, String neededBy, String doing) {
        return new CheckInputException("The class " + missing + ", which " + neededBy + " needs, is not on the check's "
                + "class path (found " + doing + " " + neededBy + "). Add the jar that holds " + missing
                + " to the check's class path: on the command line -cp, with the Maven goal a project dependency.");
    }

    /** {@link #exception} when {@code error} names a missing class, else empty. */
    static Optional<CheckInputException> of(Throwable error, String neededBy, String doing) {
        return in(error).map(missing -> exception(missing, neededBy, doing));
    }
}
